/** Product categories (SPEC §2.3): product categories (type 1) and points categories (type 2), add/edit/delete. */
import { productCategories } from "@contract/goods/product-categories";
import { defineScreen, removeAction } from "@/resources/kit";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: { ...productCategories.list, result: "array" },
  paging: false,
  tabs: { field: "type", dict: "goodsCategoryKind" },
  fields: [
    { key: "index", type: "index" },
    { key: "id", width: 80 },
    { key: "categoryName", width: 200, max: 20, search: true, form: { required: true } },
    {
      key: "type",
      type: "dict",
      dict: "goodsCategoryKind",
      width: 140,
      form: { in: "add", required: true },
    },
    {
      key: "sortOrder",
      type: "number",
      width: 100,
      form: { initial: 0, rules: { integer: true, min: 0, max: 99999 } },
    },
    { key: "goodsCount", width: 100 },
  ],
  forms: {
    add: { container: "modal", width: 520, endpoints: { add: productCategories.save } },
    edit: { container: "modal", width: 520, endpoints: { edit: productCategories.save } },
  },
  rowActions: [removeAction(productCategories.delete)],
  actionsWidth: 140,
  i18n: withLabels(productCategories.labels, {
    "zh-CN": {
      fields: { type: "分类类型", sortOrder: "排序", goodsCount: "商品数" },
    },
    "en-US": {
      fields: { type: "Category kind", sortOrder: "Sort", goodsCount: "Goods" },
    },
  }),
});
