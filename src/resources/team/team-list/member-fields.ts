/** The team member row's fields (SPEC §2.9, §3), declared once for the team list and the indirect drawer. */
import type { FieldDef } from "@/resources/kit";
import type { TeamMember } from "@contract/team/team-next-list";
import { COMMON_LABELS } from "@contract/labels";

/** Searched by the team list's filters `userId`, `phone` and `teamLevel`. */
export const TEAM_MEMBER_FIELDS: readonly FieldDef<TeamMember, "userId" | "phone" | "teamLevel">[] = [
  { key: "id", type: "digits", width: 100, max: 16, search: { param: "userId", label: "id" } },
  { key: "memberName", width: 110 },
  { key: "memberPhone", type: "memberPhone", max: 16, search: { param: "phone", label: "memberPhone" } },
  { key: "teamLevelName", width: 130 },
  { key: "userPerformance", type: "money" },
  { key: "teamLevel", type: "dict", dict: "teamLevel", width: 130, search: true },
  { key: "teamDeposit", type: "money" },
  { key: "teamUserCount", width: 100 },
  { key: "teamPerformance", type: "money", width: 140 },
  { key: "registerTime", type: "dateTime" },
];

/** Their labels, spread into the catalogue of each screen that lists team members. */
export const TEAM_MEMBER_LABELS = {
  "zh-CN": {
    id: "用户ID",
    memberName: COMMON_LABELS.realName[0],
    memberPhone: "手机号",
    teamLevelName: "用户层级名称",
    userPerformance: "个人业绩",
    teamLevel: "团队合伙人等级",
    teamDeposit: "团队充值",
    teamUserCount: "团队人数",
    teamPerformance: "团队业绩",
    registerTime: "注册时间",
  },
  "en-US": {
    id: "User ID",
    memberName: COMMON_LABELS.realName[1],
    memberPhone: "Phone",
    teamLevelName: "User level name",
    userPerformance: "Personal performance",
    teamLevel: "Team partner level",
    teamDeposit: "Team deposits",
    teamUserCount: "Team size",
    teamPerformance: "Team performance",
    registerTime: "Registered",
  },
} as const;
