/**
 * The points-goods edit rules (SPEC §5, §9): the four submit checks in order (first failure wins) and the
 * update body. Pure, so the drawer and its unit tests share them.
 */
import { isDigits, numericProblem, type NumericProblem, type NumericRules } from "@/lib/numeric";
import type { Params } from "@/providers/http";
import type { ScoreGoodsDetail } from "./types";

export const GOODS_NAME_MAX = 255;
export const SORT_MAX_LENGTH = 255;
export const SCORE_PRICE_MAX = 99999999;
/** Points prices: whole numbers 0–99999999 (SPEC §9). */
export const SCORE_PRICE_RULES: NumericRules = { integer: true, max: SCORE_PRICE_MAX };

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

/** A number the drawer holds as typed that breaks its limits: which field, and why. */
export type GoodsNumberProblem =
  { field: "scorePrice" | "skuScorePrice"; problem: NumericProblem } | { field: "sort"; problem: "digits" };

/** After the spec's checks: the first points price (goods, then SKUs) or sort that cannot be saved as typed. */
export function goodsNumberProblem(detail: ScoreGoodsDetail): GoodsNumberProblem | null {
  const price = numericProblem(detail.scoreGoods.scorePrice, SCORE_PRICE_RULES);
  if (price) return { field: "scorePrice", problem: price };
  for (const sku of detail.scoreGoodsStockList) {
    const problem = numericProblem(sku.scorePrice, SCORE_PRICE_RULES);
    if (problem) return { field: "skuScorePrice", problem };
  }
  return isDigits(detail.scoreGoods.sort) ? null : { field: "sort", problem: "digits" };
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
