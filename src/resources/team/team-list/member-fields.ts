/** The team member row's fields (SPEC §2.9, §3), declared once for the team list and the indirect drawer. */
import type { FieldDef } from "@/resources/kit/screen-types";
import type { TeamMember } from "./types";

export const TEAM_MEMBER_FIELDS: readonly FieldDef<TeamMember>[] = [
  { key: "id", type: "digits", width: 100, max: 16, search: { param: "userId", label: "id" } },
  { key: "memberName", width: 110 },
  { key: "memberPhone", type: "digits", width: 130, max: 16, search: { param: "phone", label: "memberPhone" } },
  { key: "teamLevelName", width: 130 },
  { key: "userPerformance", type: "money", width: 130 },
  { key: "teamLevel", type: "dict", dict: "teamLevel", width: 130, search: true },
  { key: "teamDeposit", type: "money", width: 130 },
  { key: "teamUserCount", width: 100 },
  { key: "teamPerformance", type: "money", width: 140 },
  { key: "registerTime", type: "dateTime", width: 170 },
];
