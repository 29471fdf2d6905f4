/** Team partner-level configuration (SPEC §2.7): all rows at once; the draggable drawer adds and edits. */
import { teamConfig } from "@contract/team/team-config";
import { EMPTY, defineScreen, removeAction, statusToggle } from "@/resources/kit";
import { AddConfigButton, EditConfigAction } from "./team-config/config-actions";
import { joinConditionText } from "./team-config/config-form";
import { ConfigStatus } from "./team-config/types";
import type { TeamConfig } from "@contract/team/team-config";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: { ...teamConfig.list, result: "array", paging: "none" },
  paging: false,
  fields: [
    { key: "levelName", width: 140 },
    { key: "level", type: "dict", dict: "teamLevel", width: 120 },
    { key: "userInviteDirectRate", width: 130 },
    { key: "userInviteIndirectRate", width: 130 },
    { key: "childLevelProfitRate" },
    { key: "sameLevelProfitRate", width: 140 },
    { key: "globalProfitRate", width: 110 },
    {
      key: "upgradeConditionShow",
      width: 260,
      ellipsis: true,
      render: (row) => joinConditionText(row.upgradeConditionShow) || EMPTY,
    },
    {
      key: "status",
      type: "switch",
      toggle: statusToggle<TeamConfig>(teamConfig.configSave, {
        values: [ConfigStatus.on, ConfigStatus.off],
        labelKeys: [".status.on", ".status.off"],
        payload: (row, next) => ({ ...row, status: next }),
      }),
    },
  ],
  toolbar: [{ key: "add", permType: "add", component: AddConfigButton }],
  rowActions: [
    { key: "edit", permType: "edit", component: EditConfigAction },
    removeAction<TeamConfig>(teamConfig.configDelete),
  ],
  actionsWidth: 140,
  i18n: withLabels(teamConfig.labels, {
    "zh-CN": {
      fields: {
        level: "等级",
        upgradeConditionShow: "升级条件文本",
        realnameAuth: "需要完成实名认证",
      },
      status: { on: "开启", off: "关闭" },
      drawer: {
        addTitle: "添加合伙人等级",
        editTitle: "编辑合伙人等级",
        dragHint: "按住标题可拖动",
        upgradeSection: "升级条件",
        otherSection: "其他",
        levelNameRequired: "请输入等级名称",
        levelRequired: "请选择等级",
        conditionTextPlaceholder: "多个条件用逗号分隔，展示给前台用户",
        globalProfitRateHelp: "仅联合创始人（等级6）可设置",
      },
    },
    "en-US": {
      fields: {
        level: "Level",
        upgradeConditionShow: "Upgrade condition text",
        realnameAuth: "Must complete real-name verification",
      },
      status: { on: "On", off: "Off" },
      drawer: {
        addTitle: "Add partner level",
        editTitle: "Edit partner level",
        dragHint: "Drag the title to move",
        upgradeSection: "Upgrade conditions",
        otherSection: "Other",
        levelNameRequired: "Enter the level name",
        levelRequired: "Select the level",
        conditionTextPlaceholder: "Separate conditions with commas; shown to front-end users",
        globalProfitRateHelp: "Co-founders (level 6) only",
      },
    },
  }),
});
