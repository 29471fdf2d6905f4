/** Goods products (SPEC §2.3; fields not shown, designed here): the platform's goods, detail, edit, shelf on/off. */
import { call, listCall } from "../calls";

/** One SKU of a goods (the supplier's; prices in yuan). */
export interface GoodsSku {
  id: number;
  skuNo: string;
  specName: string;
  goodsImage: string;
  stock: number;
  originPrice: number;
  inPrice: number;
  suggestPrice: number;
}

/** The fields a catalogue goods and a platform goods share (prices in yuan; the supplier's stock). */
export interface GoodsBase {
  id: number;
  goodsNo: string;
  goodsName: string;
  categoryId: number | null;
  categoryName: string | null;
  supplierName: string;
  goodsImage: string;
  originPrice: number;
  inPrice: number;
  suggestPrice: number;
  stock: number;
  createdTime: string;
}

export interface PlatformGoods extends GoodsBase {
  originGoodsName: string;
  originCategoryName: string;
  salePrice: number;
  sort: number;
  /** Goods status (SPEC §4): 0 off shelf, 1 on shelf, 2 pre-sale, 3 out of stock. */
  status: 0 | 1 | 2 | 3;
  /** The detail (`/goodsInfo/detail`), once loaded. */
  goodsInfo?: { bannerImages: string[]; detailsImages: string[] };
  skuInventoryList?: GoodsSku[];
}

export const goodsProducts = {
  list: listCall<PlatformGoods>()({
    style: "body",
    path: "/goodsInfo/pageList",
    filters: {
      goodsName: "text",
      goodsNo: "text",
      categoryId: "int",
      categoryName: "text",
      supplierName: "text",
      status: "enum",
    },
  }),
  /** `{goodsInfo, skuInventoryList}` of `id`. */
  detail: call("body", "/goodsInfo/detail", { id: "int" }),
  modify: call("body", "/goodsInfo/modify", "edit", {
    categoryId: "int",
    goodsName: "text",
    id: "int",
    salePrice: "number",
    sort: "int",
  }),
  modifyStatus: call("body", "/goodsInfo/modifyStatus", "edit", { ids: "list", status: "enum" }),
};
