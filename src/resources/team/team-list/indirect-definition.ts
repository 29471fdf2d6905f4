/** The indirect drawer's table as data (SPEC §2.9): the team member fields and the drill-down action. */
import { compileScreen } from "@/resources/kit/compile";
import type { TeamMember } from "./types";
import { TEAM_MEMBER_FIELDS } from "./member-fields";
import { DrillButton } from "./drill-button";

export const indirectFriends = compileScreen<TeamMember>("team/team-list", {
  list: { path: "/myTeam/teamIndirectFriends", style: "query" },
  fields: TEAM_MEMBER_FIELDS.map(({ search: _search, ...field }) => field),
  rowActions: [{ key: "indirect", component: DrillButton }],
  actionsWidth: 110,
});
