/** Shop industries (SPEC §2.3): add/edit through one modify call, and the select-type dialog (its shop system). */
import { type ShopIndustry, shopIndustries } from "@contract/shops/shop-industries";
import { defineScreen, statusToggle, formAction } from "@/resources/kit";
import { shopSystem } from "@contract/shops/shop-system";
import { withLabels } from "@/i18n/catalogue";

const SYSTEM_OPTIONS = {
  endpoint: shopSystem.list,
  params: { page: 1, pageSize: 100 },
  value: "id",
  label: "systemName",
};
const STATUS_LABELS = [".status.on", ".status.off"] as const;
const FORM = {
  container: "modal",
  width: 520,
  endpoints: { add: shopIndustries.modify, edit: shopIndustries.modify },
} as const;

export default defineScreen({
  list: shopIndustries.list,
  fields: [
    { key: "id", width: 70 },
    { key: "industryName", width: 160, max: 30, search: true, form: { required: true } },
    { key: "systemName", width: 140 },
    { key: "shopSystemId", column: false, form: { kind: "select", required: true, optionsFrom: SYSTEM_OPTIONS } },
    { key: "sort", type: "number", width: 80, form: { initial: 0, rules: { integer: true, min: 0, max: 99999 } } },
    {
      key: "status",
      type: "switch",
      dict: "enabled",
      width: 110,
      search: { kind: "dict" },
      toggle: statusToggle(shopIndustries.modify, { labelKeys: STATUS_LABELS }),
      form: { initial: 1, switchLabelKeys: STATUS_LABELS },
    },
    { key: "createdTime", type: "dateTime" },
  ],
  forms: { add: FORM, edit: FORM },
  rowActions: [
    formAction<ShopIndustry>("selectType", {
      namespace: "shopIndustries",
      endpoint: shopIndustries.modify,
      width: 440,
      fields: [
        { key: "industryName", kind: "text", disabled: true },
        {
          key: "shopSystemId",
          kind: "select",
          rules: { required: true },
          optionsFrom: {
            endpoint: shopSystem.list,
            params: { page: 1, pageSize: 100 },
            value: "id",
            label: "systemName",
          },
        },
      ],
      toPayload: (values, _mode, row) => ({ id: row?.id, shopSystemId: values.shopSystemId }),
    }),
  ],
  actionsWidth: 160,
  i18n: withLabels(shopIndustries.labels, {
    "zh-CN": {
      fields: { systemName: "店铺类型", shopSystemId: "店铺类型" },
      actions: { selectType: "选择类型" },
      status: { on: "启用", off: "禁用" },
    },
    "en-US": {
      fields: { systemName: "Shop type", shopSystemId: "Shop type" },
      actions: { selectType: "Select type" },
      status: { on: "Enabled", off: "Disabled" },
    },
  }),
});
