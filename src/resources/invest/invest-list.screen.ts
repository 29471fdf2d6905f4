/** Invest products (SPEC §2.3 invest list, §7.5 /shopInvest/config/*): daily rate, term, min ≤ max amounts, on/off. */
import { investList } from "@contract/invest/invest-list";
import { defineScreen, removeAction, statusToggle } from "@/resources/kit";
import { withLabels } from "@/i18n/catalogue";

const ON_OFF = [".status.on", ".status.off"] as const;

export default defineScreen({
  list: investList.list,
  fields: [
    { key: "index", type: "index" },
    { key: "id", width: 70 },
    { key: "name", width: 180, max: 50, search: true, form: { required: true } },
    { key: "rate", type: "number", form: { required: true, rules: { min: 0.0001, max: 100 } } },
    { key: "term", type: "number", width: 110, form: { required: true, rules: { integer: true, min: 1, max: 3650 } } },
    { key: "minAmount", type: "money", width: 140, form: { required: true, rules: { min: 0.01 } } },
    {
      key: "maxAmount",
      type: "money",
      width: 140,
      form: {
        required: true,
        rules: {
          min: 0.01,
          // Not below the minimum (a maximum against its minimum), re-checked when the minimum changes.
          validate: (value, values) =>
            values.minAmount != null && values.minAmount !== "" && Number(value) < Number(values.minAmount)
              ? ".form.minAboveMax"
              : undefined,
          dependsOn: ["minAmount"],
        },
      },
    },
    {
      key: "status",
      type: "switch",
      dict: "enabled",
      width: 110,
      search: { kind: "dict" },
      toggle: statusToggle(investList.save, { values: [1, 0], labelKeys: ON_OFF }),
      form: { switchValues: [1, 0], switchLabelKeys: ON_OFF, initial: 1 },
    },
    { key: "sort", type: "number", width: 80, form: { initial: 0, rules: { integer: true, min: 0, max: 99999 } } },
    { key: "createdTime", type: "dateTime" },
  ],
  forms: {
    add: { container: "modal", endpoints: { add: investList.save } },
    edit: { container: "modal", endpoints: { edit: investList.save } },
  },
  rowActions: [removeAction(investList.delete)],
  actionsWidth: 140,
  i18n: withLabels(investList.labels, {
    "zh-CN": {
      fields: {
        rate: "日收益率（%）",
        term: "投资期限（天）",
      },
      status: { on: "启用", off: "停用" },
      form: { minAboveMax: "最高投资金额不能小于最低投资金额" },
    },
    "en-US": {
      fields: {
        rate: "Daily rate (%)",
        term: "Term (days)",
      },
      status: { on: "Enabled", off: "Disabled" },
      form: { minAboveMax: "The maximum amount cannot be below the minimum amount" },
    },
  }),
});
