/** Points task list (SPEC §2.3; fields not shown, designed here): growth and daily tasks with their reward points. */
import { pointsList } from "@contract/points/points-list";
import { defineScreen, removeAction, statusToggle } from "@/resources/kit";
import { withLabels } from "@/i18n/catalogue";

const STATUS_LABELS = [".status.on", ".status.off"] as const;

export default defineScreen({
  list: pointsList.list,
  fields: [
    { key: "index", type: "index" },
    { key: "id", width: 80 },
    { key: "taskName", width: 180, max: 30, search: true, form: { required: true } },
    { key: "type", type: "dict", dict: "taskType", width: 120, search: true, form: { required: true } },
    {
      key: "score",
      type: "number",
      width: 110,
      form: { required: true, rules: { integer: true, min: 0, max: 99999999 } },
    },
    { key: "sort", type: "number", width: 80, form: { initial: 0, rules: { integer: true, min: 0, max: 99999 } } },
    {
      key: "status",
      type: "switch",
      dict: "enabled",
      width: 110,
      search: { kind: "dict" },
      toggle: statusToggle(pointsList.update, { values: [1, 0], labelKeys: STATUS_LABELS }),
      form: { switchValues: [1, 0], switchLabelKeys: STATUS_LABELS, initial: 1 },
    },
    { key: "description", type: "textarea", width: 240, ellipsis: true, max: 200, form: true },
  ],
  forms: {
    add: { container: "modal", endpoints: { add: pointsList.create } },
    edit: { container: "modal", endpoints: { edit: pointsList.update } },
  },
  rowActions: [removeAction(pointsList.del)],
  actionsWidth: 140,
  i18n: withLabels(pointsList.labels, {
    "zh-CN": {
      fields: { type: "任务类型", score: "奖励积分" },
      status: { on: "启用", off: "停用" },
    },
    "en-US": {
      fields: { type: "Task type", score: "Reward points" },
      status: { on: "Enabled", off: "Disabled" },
    },
  }),
});
