/** Team list (SPEC §2.3, §2.9): members with their team figures; '间接下级' opens the indirect drawer. */
import type { ResourceDefinition } from "@/resources/dsl/types";
import type { TeamMember } from "./types";
import { TEAM_LEVEL_DICT, TEAM_MEMBER_COLUMNS } from "./columns";
import { IndirectAction } from "./indirect-action";

export const teamList: ResourceDefinition<TeamMember> = {
  namespace: "teamList",
  rowKey: "id",
  endpoints: { list: { path: "/myTeam/teamList", style: "query" } },
  search: [
    { key: "userId", kind: "digits", maxLength: 16 },
    { key: "phone", kind: "digits", maxLength: 16 },
    { key: "teamLevel", kind: "dict", dict: TEAM_LEVEL_DICT },
  ],
  columns: TEAM_MEMBER_COLUMNS,
  rowActions: [{ key: "indirect", component: IndirectAction }],
  actionsWidth: 110,
};
