/** Client feature switches (SPEC §2.3 client config; the switch dictionary 1 on / 2 disabled; fields designed here). */
import { clientConfig } from "@contract/config/client-config";
import { defineScreen, removeAction, statusToggle } from "@/resources/kit";
import { withLabels } from "@/i18n/catalogue";

const ON_OFF = [".status.on", ".status.off"] as const;

export default defineScreen({
  list: clientConfig.list,
  fields: [
    { key: "index", type: "index" },
    { key: "name", width: 160, max: 50, search: true, form: { required: true } },
    {
      key: "switchKey",
      width: 180,
      max: 50,
      search: true,
      form: {
        required: true,
        rules: { pattern: /^[A-Za-z][A-Za-z0-9_.]*$/, patternKey: ".form.keyFormat" },
      },
    },
    { key: "remark", width: 220, ellipsis: true, max: 200, form: true },
    {
      key: "status",
      type: "switch",
      dict: "switchStatus",
      width: 110,
      search: { kind: "dict" },
      toggle: statusToggle(clientConfig.update, { values: [1, 2], labelKeys: ON_OFF }),
      form: { switchValues: [1, 2], switchLabelKeys: ON_OFF, initial: 1 },
    },
    { key: "createdTime", type: "dateTime" },
  ],
  forms: {
    add: { container: "modal", endpoints: { add: clientConfig.save } },
    edit: { container: "modal", endpoints: { edit: clientConfig.update } },
  },
  rowActions: [removeAction(clientConfig.del)],
  actionsWidth: 140,
  i18n: withLabels(clientConfig.labels, {
    "zh-CN": {
      status: { on: "开启", off: "禁用" },
      form: { keyFormat: "以字母开头，只能包含字母、数字、下划线和点" },
    },
    "en-US": {
      status: { on: "On", off: "Disabled" },
      form: { keyFormat: "Starts with a letter; letters, digits, underscores and dots only" },
    },
  }),
});
