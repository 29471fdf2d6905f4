/** Member-shop store discounts (SPEC §2.3; fields designed here): a rate off purchases from a minimum amount. */
import { shopDiscounts } from "@contract/config/shop-discounts";
import { defineScreen, enabledStatusField, removeAction } from "@/resources/kit";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: shopDiscounts.list,
  fields: [
    { key: "index", type: "index" },
    { key: "name", width: 180, max: 50, search: true, form: { required: true } },
    { key: "minAmount", type: "money", form: { required: true, rules: { min: 0, max: 9999999999999 } } },
    {
      key: "discountRate",
      type: "number",
      width: 110,
      form: { required: true, helpKey: ".form.rateHelp", rules: { min: 0.0001, max: 1 } },
    },
    enabledStatusField(shopDiscounts.save),
    { key: "remark", width: 200, ellipsis: true, max: 200, form: true },
    { key: "createdTime", type: "dateTime" },
  ],
  forms: {
    add: { container: "modal", endpoints: { add: shopDiscounts.save } },
    edit: { container: "modal", endpoints: { edit: shopDiscounts.save } },
  },
  rowActions: [removeAction(shopDiscounts.delete)],
  actionsWidth: 140,
  i18n: withLabels(shopDiscounts.labels, {
    "zh-CN": {
      fields: { discountRate: "折扣率" },
      form: { rateHelp: "0–1 之间，最多 4 位小数：0.95 即九五折" },
    },
    "en-US": {
      fields: { discountRate: "Rate paid" },
      form: { rateHelp: "Between 0 and 1, up to 4 decimals: 0.95 pays 95% (5% off)" },
    },
  }),
});
