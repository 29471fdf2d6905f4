/** Bank management (SPEC §2.3; fields not shown, designed here): banks for RMB withdrawals, add/edit, on/off, delete. */
import { bankManagement } from "@contract/finance/bank-management";
import { withLabels } from "@/i18n/catalogue";
import { defineScreen, removeAction, statusToggle } from "@/resources/kit";

export default defineScreen({
  list: bankManagement.list,
  fields: [
    { key: "index", type: "index" },
    { key: "logo", type: "image", form: true },
    { key: "bankName", width: 180, max: 50, search: true, form: { required: true } },
    { key: "bankCode", max: 20, search: true, form: { required: true, rules: { pattern: /^[A-Za-z]+$/ } } },
    { key: "sort", type: "number", width: 80, form: { initial: 0, rules: { integer: true, min: 0, max: 99999 } } },
    {
      key: "status",
      type: "switch",
      dict: "enabled",
      width: 110,
      search: { kind: "dict" },
      toggle: statusToggle(bankManagement.update, {
        values: [1, 0],
        labelKeys: [".status.on", ".status.off"],
      }),
      form: {
        switchValues: [1, 0],
        switchLabelKeys: [".status.on", ".status.off"],
        initial: 1,
      },
    },
    { key: "createdTime", type: "dateTime" },
  ],
  forms: {
    add: { container: "modal", endpoints: { add: bankManagement.save } },
    edit: { container: "modal", endpoints: { edit: bankManagement.update } },
  },
  rowActions: [removeAction(bankManagement.remove)],
  actionsWidth: 140,
  i18n: withLabels(bankManagement.labels, {
    "zh-CN": { status: { on: "启用", off: "禁用" } },
    "en-US": { status: { on: "Enabled", off: "Disabled" } },
  }),
});
