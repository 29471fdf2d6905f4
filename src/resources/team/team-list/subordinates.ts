/** The subordinates drawers' tables as data (SPEC §2.9): the team member fields and the drill-down action. */
import { compileScreen } from "@/resources/kit/compile";
import type { ResourceDefinition } from "@/resources/dsl/types";
import type { SubordinateKind, TeamMember } from "./types";
import { TEAM_MEMBER_FIELDS } from "./member-fields";
import { DrillButton } from "./drill-button";

const PATHS: Record<SubordinateKind, string> = {
  direct: "/myTeam/teamDirectFriends",
  indirect: "/myTeam/teamIndirectFriends",
};

const drawerTable = (kind: SubordinateKind) =>
  compileScreen<TeamMember>("team/team-list", {
    list: { path: PATHS[kind], style: "query" },
    fields: TEAM_MEMBER_FIELDS.map(({ search: _search, ...field }) => field),
    rowActions: [{ key: kind, component: DrillButton }],
    actionsWidth: 110,
  });

export const SUBORDINATES: Record<SubordinateKind, ResourceDefinition<TeamMember>> = {
  direct: drawerTable("direct"),
  indirect: drawerTable("indirect"),
};
