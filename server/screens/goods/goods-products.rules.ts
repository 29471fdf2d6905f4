import { ApiError } from '../../lib/api-error';
import { optString, type Input } from '../../lib/input';
import type { GoodsStatus } from './catalogue.tables';

const LABELS: Record<GoodsStatus, string> = { 0: '已下架', 1: '已上架', 2: '预售中', 3: '缺货' };

/**
 * The goods-status moves staff may make (SPEC §4 goods status; the moves themselves are designed here):
 * off shelf → on shelf or pre-sale; on shelf → off shelf or out of stock; pre-sale → on shelf or off shelf;
 * out of stock → on shelf (restocked) or off shelf.
 */
export const GOODS_MOVES: Record<GoodsStatus, readonly GoodsStatus[]> = {
  0: [1, 2],
  1: [0, 3],
  2: [1, 0],
  3: [1, 0],
};

export interface GoodsState {
  id: number;
  goodsName: string;
  status: GoodsStatus;
  categoryId: number | null;
  salePrice: string;
  stock: number;
}

/** Refuses an illegal move, or a sale without a category and a price, or going on shelf with no stock. */
export function checkMove(goods: GoodsState, next: GoodsStatus): void {
  if (goods.status === next) return;
  if (!GOODS_MOVES[goods.status].includes(next))
    throw new ApiError(`商品「${goods.goodsName}」当前${LABELS[goods.status]}，不能改为${LABELS[next]}`);
  if ((next === 1 || next === 2) && (goods.categoryId === null || Number(goods.salePrice) <= 0))
    throw new ApiError(`商品「${goods.goodsName}」请先设置商品分类和售价`);
  if (next === 1 && goods.stock <= 0) throw new ApiError(`商品「${goods.goodsName}」库存不足，不能上架`);
}

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** A price in yuan, 0 – 9999999999.99, kept as its decimal text for numeric(18,2). */
export function optMoney(input: Input, field: string, label: string): string | undefined {
  const value = optString(input, field);
  if (value === undefined) return undefined;
  if (!MONEY.test(value)) throw new ApiError(`${label}必须为不小于0、最多两位小数的金额`);
  return value;
}
