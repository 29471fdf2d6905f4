import type { KeysOf } from '../../../contract/calls';
import type { scoreGoods } from '../../../contract/goods/score-goods';
import { ApiError } from '../../lib/api-error';
import { optObject, type Input } from '../../lib/input';
import { fill, M } from '../../i18n/messages';

export interface GoodsUpdate {
  id: number;
  goodsName: string;
  categoryId: number;
  scorePrice: number;
  sort: number;
  skus: { id: number; scorePrice: number }[];
}

const MAX_SCORE_PRICE = 99999999;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function isEmptyOrZero(value: unknown): boolean {
  return isEmpty(value) || Number(value) === 0;
}

function integer(value: unknown, message: string, min: number, max: number): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) throw new ApiError(message);
  return number;
}

/**
 * Validates `{scoreGoods, scoreGoodsStockList}`: the four rules of SPEC §5 in order (first failure wins),
 * then the field bounds.
 */
export function validateGoodsUpdate(input: Input<KeysOf<typeof scoreGoods.update>>): GoodsUpdate {
  // The nested `scoreGoods` object and each SKU entry stay untyped `Input`: JSON inside a key, checked below.
  const goods = optObject(input, 'scoreGoods');
  if (!goods) throw new ApiError(fill(M.wrongFormatParameter, { field: 'scoreGoods' }));
  const stockValue = input.scoreGoodsStockList ?? [];
  if (!Array.isArray(stockValue)) throw new ApiError(fill(M.wrongFormatParameter, { field: 'scoreGoodsStockList' }));
  const stock: unknown[] = stockValue;
  const id = integer(goods.id, fill(M.wrongFormatParameter, { field: 'id' }), 1, Number.MAX_SAFE_INTEGER);

  if (isEmpty(goods.goodsName)) throw new ApiError(M.goodsNameRequired);
  if (isEmpty(goods.categoryId)) throw new ApiError(M.goodsCategoryRequired);
  if (isEmptyOrZero(goods.scorePrice)) throw new ApiError(M.pointsPriceRequired);
  for (const sku of stock) {
    if (sku === null || typeof sku !== 'object')
      throw new ApiError(fill(M.wrongFormatParameter, { field: 'scoreGoodsStockList' }));
    if (isEmptyOrZero((sku as Input).scorePrice)) throw new ApiError(M.skuPointsPriceRequired);
  }

  if (typeof goods.goodsName !== 'string') throw new ApiError(fill(M.wrongFormatParameter, { field: 'goodsName' }));
  const goodsName = goods.goodsName.trim();
  if (goodsName.length > 255) throw new ApiError(M.goodsNameCannotLonger);
  const categoryId = integer(
    goods.categoryId,
    fill(M.wrongFormatParameter, { field: 'categoryId' }),
    1,
    Number.MAX_SAFE_INTEGER,
  );
  const scorePrice = integer(goods.scorePrice, M.pointsPriceMustWhole, 0, MAX_SCORE_PRICE);
  if (!isEmpty(goods.sort) && String(goods.sort).length > 255) throw new ApiError(M.sortOrderCannotLonger);
  const sort = isEmpty(goods.sort) ? 0 : integer(goods.sort, M.sortOrderMustNon, 0, 2147483647);
  const skus = stock.map((entry) => {
    const sku = entry as Input;
    return {
      id: integer(sku.id, fill(M.wrongFormatParameter, { field: 'SKU id' }), 1, Number.MAX_SAFE_INTEGER),
      scorePrice: integer(sku.scorePrice, M.skuPointsPriceMust, 0, MAX_SCORE_PRICE),
    };
  });
  return { id, goodsName, categoryId, scorePrice, sort, skus };
}
