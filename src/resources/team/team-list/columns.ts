/** The team member row's columns (SPEC §2.9, §3), declared once for the team list and the drawer. */
import type { ColumnDef } from "@/resources/dsl/types";
import type { TeamMember } from "./types";

export const TEAM_LEVEL_DICT = "teamLevel";

export const TEAM_MEMBER_COLUMNS: readonly ColumnDef<TeamMember>[] = [
  { key: "id", width: 100 },
  { key: "memberName", width: 110 },
  { key: "memberPhone", width: 130 },
  { key: "teamLevelName", width: 130 },
  { key: "userPerformance", kind: "money", width: 130 },
  { key: "teamLevel", kind: "dict", dict: TEAM_LEVEL_DICT, width: 130 },
  { key: "teamDeposit", kind: "money", width: 130 },
  { key: "teamUserCount", width: 100 },
  { key: "teamPerformance", kind: "money", width: 140 },
  { key: "registerTime", kind: "dateTime", width: 170 },
];
