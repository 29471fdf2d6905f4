import { ApiError } from '../../lib/api-error';
import { optObject, type Input } from '../../lib/input';

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
export function validateGoodsUpdate(input: Input): GoodsUpdate {
  const goods = optObject(input, 'scoreGoods');
  if (!goods) throw new ApiError('参数格式错误: scoreGoods');
  const stockValue = input.scoreGoodsStockList ?? [];
  if (!Array.isArray(stockValue)) throw new ApiError('参数格式错误: scoreGoodsStockList');
  const stock: unknown[] = stockValue;
  const id = integer(goods.id, '参数格式错误: id', 1, Number.MAX_SAFE_INTEGER);

  if (isEmpty(goods.goodsName)) throw new ApiError('商品名称不能为空');
  if (isEmpty(goods.categoryId)) throw new ApiError('商品分类不能为空');
  if (isEmptyOrZero(goods.scorePrice)) throw new ApiError('积分价格不能为空');
  for (const sku of stock) {
    if (sku === null || typeof sku !== 'object') throw new ApiError('参数格式错误: scoreGoodsStockList');
    if (isEmptyOrZero((sku as Input).scorePrice)) throw new ApiError('SKU 积分价格不能为空');
  }

  if (typeof goods.goodsName !== 'string') throw new ApiError('参数格式错误: goodsName');
  const goodsName = goods.goodsName.trim();
  if (goodsName.length > 255) throw new ApiError('商品名称不能超过255个字符');
  const categoryId = integer(goods.categoryId, '参数格式错误: categoryId', 1, Number.MAX_SAFE_INTEGER);
  const scorePrice = integer(goods.scorePrice, '积分价格必须为0到99999999之间的整数', 0, MAX_SCORE_PRICE);
  if (!isEmpty(goods.sort) && String(goods.sort).length > 255) throw new ApiError('排序不能超过255个字符');
  const sort = isEmpty(goods.sort) ? 0 : integer(goods.sort, '排序必须为非负整数', 0, 2147483647);
  const skus = stock.map((entry) => {
    const sku = entry as Input;
    return {
      id: integer(sku.id, '参数格式错误: SKU id', 1, Number.MAX_SAFE_INTEGER),
      scorePrice: integer(sku.scorePrice, 'SKU 积分价格必须为0到99999999之间的整数', 0, MAX_SCORE_PRICE),
    };
  });
  return { id, goodsName, categoryId, scorePrice, sort, skus };
}
