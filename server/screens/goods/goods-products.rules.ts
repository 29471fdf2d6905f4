import { ApiError } from '../../lib/api-error';
import { optString, type Input } from '../../lib/input';
import type { GoodsStatus } from './catalogue.tables';
import { fill, M } from '../../i18n/messages';

const LABELS: Record<GoodsStatus, string> = { 0: M.offShelf, 1: M.shelf, 2: M.preSale, 3: M.outStock };

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
    throw new ApiError(
      fill(M.goodsCannotChanged, { name: goods.goodsName, from: LABELS[goods.status], to: LABELS[next] }),
    );
  if ((next === 1 || next === 2) && (goods.categoryId === null || Number(goods.salePrice) <= 0))
    throw new ApiError(fill(M.goodsSetCategorySale, { name: goods.goodsName }));
  if (next === 1 && goods.stock <= 0) throw new ApiError(fill(M.goodsOutStockCannotGo, { name: goods.goodsName }));
}

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** A price in yuan, 0 – 9999999999.99, kept as its decimal text for numeric(18,2). */
export function optMoney<K extends string>(input: Input<K>, field: NoInfer<K>, label: string): string | undefined {
  const value = optString(input, field);
  if (value === undefined) return undefined;
  if (!MONEY.test(value)) throw new ApiError(fill(M.mustAmountAtLeast, { label }));
  return value;
}
