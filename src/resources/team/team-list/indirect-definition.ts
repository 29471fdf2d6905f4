/** The indirect drawer's table as data (SPEC §2.9): the team member columns and the drill-down action. */
import type { Endpoint } from "@/providers/endpoint";
import type { Paging, ResourceDefinition } from "@/resources/dsl/types";
import type { TeamMember } from "./types";
import { TEAM_MEMBER_COLUMNS } from "./columns";
import { DrillButton } from "./drill-button";

export const INDIRECT_FRIENDS: Endpoint = { path: "/myTeam/teamIndirectFriends", style: "query" };
export const INDIRECT_PAGING: Paging = { sizes: [10, 20, 50], initial: 10 };

export const indirectFriends: ResourceDefinition<TeamMember> = {
  namespace: "teamList",
  rowKey: "id",
  endpoints: { list: INDIRECT_FRIENDS },
  columns: TEAM_MEMBER_COLUMNS,
  paging: INDIRECT_PAGING,
  rowActions: [{ key: "indirect", component: DrillButton }],
  actionsWidth: 110,
};
