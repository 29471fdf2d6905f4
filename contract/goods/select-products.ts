/** Select products (SPEC §2.3; fields not shown, designed here): the supplier catalogue, detail, bulk selection. */
import { call, listCall } from "../calls";
import type { GoodsBase, GoodsSku } from "./goods-products";

export interface CatalogueGoods extends GoodsBase {
  bannerImages: string[];
  detailsImages: string[];
  skuCount: number;
  /** Already selected into the platform's goods. */
  selected: boolean;
  /** The detail's SKUs (`/goods/page` records), once loaded. */
  records?: GoodsSku[];
}

/** A category of the supplier catalogue. */
export interface CatalogueCategory {
  id: number;
  categoryName: string;
}

export const selectProducts = {
  categories: listCall<CatalogueCategory>()({
    style: "query",
    path: "/purchaseGoodsInfo/categoryList",
    result: "array",
    paging: "none",
    filters: {},
  }),
  list: listCall<CatalogueGoods>()({
    style: "body",
    path: "/purchaseGoodsInfo/pageList",
    filters: { goodsName: "text", goodsNo: "text", supplierName: "text", categoryId: "int", selected: "flag" },
  }),
  /** The SKUs of one catalogue goods (its detail), paged. */
  skus: listCall<GoodsSku>()({ style: "body", path: "/goods/page", filters: { purchaseGoodsId: "int" } }),
  batchAdd: call("body", "/goodsInfo/batchAdd", "add", { ids: "list" }),
};
