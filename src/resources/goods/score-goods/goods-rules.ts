/**
 * The points-goods edit rules (SPEC §5, §9): the four submit checks in order (first failure wins) and the
 * update body. Pure, so the drawer and its unit tests share them.
 */
import type { Params } from "@/providers/http";
import type { ScoreGoodsDetail } from "./types";

export const GOODS_NAME_MAX = 255;
export const SORT_MAX_LENGTH = 255;
export const SCORE_PRICE_MAX = 99999999;

/** i18n keys under `scoreGoods.validation`, in the order they are checked. */
export type GoodsCheck = "goodsNameRequired" | "categoryRequired" | "scorePriceRequired" | "skuScorePriceRequired";

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");
const blankOrZero = (value: unknown) => blank(value) || Number(value) === 0;

/** The first failed check, or null when the goods may be saved. */
export function checkGoods(detail: ScoreGoodsDetail): GoodsCheck | null {
  const goods = detail.scoreGoods;
  if (blank(goods.goodsName)) return "goodsNameRequired";
  if (blank(goods.categoryId)) return "categoryRequired";
  if (blankOrZero(goods.scorePrice)) return "scorePriceRequired";
  if (detail.scoreGoodsStockList.some((sku) => blankOrZero(sku.scorePrice))) return "skuScorePriceRequired";
  return null;
}

/** POST /score/goods/update: every goods field (including sort), the name trimmed, and every SKU. */
export function buildGoodsUpdate(detail: ScoreGoodsDetail): Params {
  const goods = detail.scoreGoods;
  const sort = blank(goods.sort) ? null : Number(goods.sort);
  return {
    scoreGoods: { ...goods, goodsName: String(goods.goodsName ?? "").trim(), sort },
    scoreGoodsStockList: detail.scoreGoodsStockList.map((sku) => ({ ...sku })),
  };
}
