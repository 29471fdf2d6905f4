/** Team list (SPEC §2.3, §2.9): members with their team figures; '间接下级' opens the indirect drawer. */
import { defineScreen } from "../kit/screen-types";
import { IndirectAction } from "./team-list/indirect-action";
import { TEAM_MEMBER_FIELDS } from "./team-list/member-fields";
import type { TeamMember } from "./team-list/types";

export default defineScreen<TeamMember>({
  list: { path: "/myTeam/teamList", style: "query" },
  fields: TEAM_MEMBER_FIELDS,
  rowActions: [{ key: "indirect", component: IndirectAction }],
  actionsWidth: 110,
  i18n: {
    "zh-CN": {
      fields: {
        id: "用户ID",
        memberName: "真实姓名",
        memberPhone: "手机号",
        teamLevelName: "用户层级名称",
        userPerformance: "个人业绩",
        teamLevel: "团队合伙人等级",
        teamDeposit: "团队充值",
        teamUserCount: "团队人数",
        teamPerformance: "团队业绩",
        registerTime: "注册时间",
      },
      actions: { indirect: "间接下级" },
      indirect: { title: "【{{name}}】的间接下级业绩" },
    },
    "en-US": {
      fields: {
        id: "User ID",
        memberName: "Real name",
        memberPhone: "Phone",
        teamLevelName: "User level name",
        userPerformance: "Personal performance",
        teamLevel: "Team partner level",
        teamDeposit: "Team deposits",
        teamUserCount: "Team size",
        teamPerformance: "Team performance",
        registerTime: "Registered",
      },
      actions: { indirect: "Indirect subordinates" },
      indirect: { title: "Indirect subordinates' performance of [{{name}}]" },
    },
  },
});
