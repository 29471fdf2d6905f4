/** Product category list (SPEC §2.3): which platform goods sit in which product category; select type / product. */
import { defineScreen } from "@/resources/kit";
import { selectProductDialog, selectTypeDialog } from "./goods-parts/category-dialog";
import { PLATFORM_GOODS, PRODUCT_CATEGORIES } from "./goods-parts/sources";
import { PARTS } from "./goods-parts/texts";
import { goodsProducts, type PlatformGoods } from "@contract/goods/goods-products";

const NS = "productCategoryList";

export default defineScreen({
  list: { ...goodsProducts.list, numbers: ["categoryId"] },
  fields: [
    { key: "index", type: "index" },
    { key: "goodsImage", type: "image" },
    { key: "goodsNo", width: 130, max: 30, search: true },
    { key: "goodsName", width: 200, ellipsis: true, max: 100, search: true },
    {
      key: "categoryName",
      width: 140,
      search: { param: "categoryId", kind: "select", optionsFrom: PRODUCT_CATEGORIES },
    },
    { key: "originCategoryName" },
    { key: "salePrice", type: "money", width: 110 },
    { key: "status", type: "dict", dict: "goodsStatus", search: true },
    { key: "createdTime", type: "dateTime" },
  ],
  detail: {},
  toolbar: [selectProductDialog<PlatformGoods>(NS, 1, PLATFORM_GOODS)],
  batchActions: [selectTypeDialog<PlatformGoods>(NS, 1)],
  actionsWidth: 90,
  i18n: {
    "zh-CN": {
      fields: { goodsNo: "供应商商品编号", originCategoryName: "供应商分类", status: "商品状态" },
      parts: PARTS["zh-CN"],
    },
    "en-US": {
      fields: {
        goodsNo: "Supplier goods no.",
        originCategoryName: "Supplier category",
        status: "Goods status",
      },
      parts: PARTS["en-US"],
    },
  },
});
