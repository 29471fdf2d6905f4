/**
 * The subordinates drawers' tables as data (SPEC §2.9): the team member fields and the drill-down action. The team
 * list and the next / next-next lists all open them, so their texts are a catalogue of their own (`teamSubordinates`),
 * registered when this module loads.
 */
import { teamNextList } from "@contract/team/team-next-list";
import { teamNextNextList } from "@contract/team/team-next-next-list";
import { registerCatalogue } from "@/i18n";
import { type ResourceDefinition, compileScreen } from "@/resources/kit";
import { SUBORDINATES_KEY, SUBORDINATES_NS, type SubordinateKind } from "./types";
import type { TeamMember } from "@contract/team/team-next-list";
import { TEAM_MEMBER_FIELDS, TEAM_MEMBER_LABELS } from "./member-fields";
import { DrillButton } from "./drill-button";

registerCatalogue(SUBORDINATES_NS, {
  "zh-CN": {
    fields: TEAM_MEMBER_LABELS["zh-CN"],
    actions: { direct: "直推下级", indirect: "间接下级" },
    direct: { title: "【{{name}}】的直推下级业绩" },
    indirect: { title: "【{{name}}】的间接下级业绩" },
  },
  "en-US": {
    fields: TEAM_MEMBER_LABELS["en-US"],
    actions: { direct: "Direct subordinates", indirect: "Indirect subordinates" },
    direct: { title: "Direct subordinates' performance of [{{name}}]" },
    indirect: { title: "Indirect subordinates' performance of [{{name}}]" },
  },
});

const PATHS: Record<SubordinateKind, string> = {
  direct: teamNextList.list.path,
  indirect: teamNextNextList.list.path,
};

const drawerTable = (kind: SubordinateKind) =>
  compileScreen<TeamMember>(SUBORDINATES_KEY, {
    list: { path: PATHS[kind], style: "query" },
    fields: TEAM_MEMBER_FIELDS.map(({ search: _search, ...field }) => field),
    rowActions: [{ key: kind, component: DrillButton }],
    actionsWidth: 110,
  });

export const SUBORDINATES: Record<SubordinateKind, ResourceDefinition<TeamMember>> = {
  direct: drawerTable("direct"),
  indirect: drawerTable("indirect"),
};
