/** `scoreGoods` of the detail: the goods' own fields (prices read-only, name/category/sort/scorePrice editable). */
export interface ScoreGoods {
  id: number;
  goodsId: string | null;
  goodsName: string | null;
  categoryId: number | null;
  sort: number | string | null;
  goodsImage: string | null;
  originPrice: number | null;
  inPrice: number | null;
  suggestPrice: number | null;
  /** Whole points; what was typed when it is not a number (refused before saving, goods-rules.ts). */
  scorePrice: number | string | null;
}

/** One SKU of `scoreGoodsStockList`; only scorePrice is editable. */
export interface ScoreGoodsStock {
  id: number;
  goodsImage: string | null;
  goodsName: string | null;
  specName: string | null;
  goodsId: string | null;
  goodsStockStart: number | null;
  goodsStockValid: number | null;
  originPrice: number | null;
  inPrice: number | null;
  suggestPrice: number | null;
  /** Whole points; what was typed when it is not a number (refused before saving, goods-rules.ts). */
  scorePrice: number | string | null;
}

export interface ScoreGoodsDetail {
  scoreGoods: ScoreGoods;
  scoreGoodsStockList: ScoreGoodsStock[];
}

export interface GoodsCategory {
  id: number;
  categoryName: string;
}
