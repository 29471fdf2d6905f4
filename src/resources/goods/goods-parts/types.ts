/** Goods of the supplier catalogue and of the platform (SPEC §2.3 select products, goods products). */
import type { GoodsSku } from "./sku-table";

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

export interface CatalogueGoods extends GoodsBase {
  bannerImages: string[];
  detailsImages: string[];
  skuCount: number;
  /** Already selected into the platform's goods. */
  selected: boolean;
  /** The detail's SKUs (`/goods/page` records), once loaded. */
  records?: GoodsSku[];
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
