/** Points-mall goods (SPEC §2.6, §3): the list row, the detail with its SKUs, and a category option. */
export interface ScoreGoodsRow {
  id: number;
  goodsId: string | null;
  goodsName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  goodsImage: string | null;
  originPrice: number | null;
  inPrice: number | null;
  suggestPrice: number | null;
  /** Integer points. */
  scorePrice: number | null;
  sort: number | null;
  /** Shelf: 1 on, 0 off. */
  status: 0 | 1 | null;
  createdTime: string | null;
}

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
