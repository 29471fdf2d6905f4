/** Shop systems (SPEC §2.3 shop system management): the shop types members open, add/edit and the update-sort dialog. */
import { defineScreen, statusToggle, formAction } from "@/resources/kit";
import { shopSystem, type ShopSystem } from "@contract/shops/shop-system";

const STATUS_LABELS = [".status.on", ".status.off"] as const;
const FORM = {
  container: "modal",
  endpoints: { add: shopSystem.modify, edit: shopSystem.modify },
} as const;

export default defineScreen({
  list: shopSystem.list,
  fields: [
    { key: "id", width: 70 },
    { key: "systemName", width: 140, max: 30, search: true, form: { required: true } },
    { key: "deposit", type: "money", form: { required: true, rules: { min: 0, max: 1_000_000 } } },
    {
      key: "feature",
      type: "dict",
      dict: "shopFeature",
      width: 220,
      search: true,
      form: { required: true, initial: 1 },
    },
    {
      key: "goodsLimit",
      type: "number",
      width: 110,
      form: { initial: 100, rules: { integer: true, min: 0, max: 100000 } },
    },
    {
      key: "sort",
      type: "number",
      width: 80,
      form: { in: "add", initial: 0, rules: { integer: true, min: 0, max: 99999 } },
    },
    {
      key: "status",
      type: "switch",
      dict: "enabled",
      width: 110,
      toggle: statusToggle(shopSystem.modify, { labelKeys: STATUS_LABELS }),
      form: { initial: 1, switchLabelKeys: STATUS_LABELS },
    },
    { key: "createdTime", type: "dateTime" },
  ],
  forms: { add: FORM, edit: FORM },
  rowActions: [
    formAction<ShopSystem>("updateSort", {
      namespace: "shopSystem",
      endpoint: shopSystem.modify,
      width: 400,
      fields: [{ key: "sort", kind: "number", rules: { required: true, integer: true, min: 0, max: 99999 } }],
      toPayload: (values, _mode, row) => ({ id: row?.id, sort: values.sort }),
    }),
  ],
  actionsWidth: 160,
  i18n: {
    "zh-CN": {
      fields: { systemName: "店铺系统名称", deposit: "开店保证金(USDT)", feature: "店铺特色", goodsLimit: "商品上限" },
      actions: { updateSort: "修改排序" },
      status: { on: "启用", off: "禁用" },
    },
    "en-US": {
      fields: {
        systemName: "Shop system",
        deposit: "Opening deposit (USDT)",
        feature: "Shop feature",
        goodsLimit: "Goods limit",
      },
      actions: { updateSort: "Update sort" },
      status: { on: "Enabled", off: "Disabled" },
    },
  },
});
