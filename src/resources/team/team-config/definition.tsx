/** Team partner-level configuration (SPEC §2.7): a plain array, all rows at once; drawer and switch beside it. */
import type { ResourceDefinition } from "@/resources/dsl/types";
import { EMPTY } from "@/resources/dsl/cells";
import type { TeamConfig } from "./types";
import { AddConfigButton, ConfigStatusSwitch, EditConfigAction } from "./config-actions";
import { joinConditionText } from "./config-form";
import { LEVEL_DICT } from "./config-fields";


export const teamConfig: ResourceDefinition<TeamConfig> = {
  namespace: "teamConfig",
  rowKey: "id",
  endpoints: { list: { path: "/myTeam/configlist", style: "query", result: "array", paging: "none" } },
  paging: false,
  columns: [
    { key: "levelName", width: 140 },
    { key: "level", kind: "dict", dict: LEVEL_DICT, width: 120 },
    { key: "userInviteDirectRate", width: 130 },
    { key: "userInviteIndirectRate", width: 130 },
    { key: "childLevelProfitRate", width: 120 },
    { key: "sameLevelProfitRate", width: 140 },
    { key: "globalProfitRate", width: 110 },
    { key: "upgradeConditionShow", width: 260, ellipsis: true, render: (row) => joinConditionText(row.upgradeConditionShow) || EMPTY },
    { key: "status", width: 100, render: (row) => <ConfigStatusSwitch row={row} /> },
  ],
  toolbar: [{ key: "add", permType: "add", component: AddConfigButton }],
  rowActions: [
    { key: "edit", permType: "edit", component: EditConfigAction },
    {
      key: "delete",
      permType: "delete",
      danger: true,
      confirm: { textKey: "common.confirmations.delete" },
      endpoint: { path: "/myTeam/configDelete", style: "body" },
      payload: (row) => ({ id: row.id }),
      successKey: "common.messages.deleted",
    },
  ],
  actionsWidth: 140,
};
