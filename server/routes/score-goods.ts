import { Where } from '../db/where';
import type { Api } from '../http/api';
import { ApiError } from '../http/envelope';
import { optEnum, optInt, optString, requireInt } from '../http/input';
import { readPaging, toPage } from '../http/paging';
import { sqlTime } from '../lib/time';
import { validateGoodsUpdate } from './score-goods-rules';

const PAGE = 'goods/score-goods';
const CATEGORY_PAGES = ['goods/score-goods', 'goods/product-categories', 'goods/product-category-list', 'goods/score-category-list'];

const GOODS_COLUMNS = `g.id, g.goods_id AS "goodsId", g.goods_name AS "goodsName", g.category_id AS "categoryId",
  g.goods_image AS "goodsImage", g.origin_price::float8 AS "originPrice", g.in_price::float8 AS "inPrice",
  g.suggest_price::float8 AS "suggestPrice", g.score_price AS "scorePrice", g.sort, g.status`;

/** Points-mall goods (list, detail, update) and goods categories. */
export function registerScoreGoodsRoutes(api: Api): void {
  const db = api.db;

  api.post('/score/goods/list', { page: PAGE }, async ({ input }) => {
    const paging = readPaging(input);
    const where = new Where()
      .contains('g.goods_name', optString(input, 'goodsName'))
      .add('g.category_id = $?', optInt(input, 'categoryId'))
      .contains('c.category_name', optString(input, 'categoryName'))
      .add('g.status = $?', optEnum(input, 'status', [0, 1]));
    const from = `FROM score_goods g LEFT JOIN goods_category c ON c.id = g.category_id ${where.toSql()}`;
    const [count] = await db.query<{ total: number }>(`SELECT COUNT(*)::int AS total ${from}`, where.params);
    const limit = where.bind(paging.pageSize);
    const offset = where.bind(paging.offset);
    const records = await db.query<Record<string, unknown>>(
      `SELECT ${GOODS_COLUMNS}, c.category_name AS "categoryName", ${sqlTime('g.created_time')} AS "createdTime"
       ${from} ORDER BY g.sort, g.id LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    return toPage(records, count?.total ?? 0, paging);
  });

  api.get('/goodsCategory/list', { page: CATEGORY_PAGES }, async ({ input }) => {
    const where = new Where().add('type = $?', optEnum(input, 'type', [1, 2]));
    return db.query<{ id: number; categoryName: string }>(
      `SELECT id, category_name AS "categoryName", type FROM goods_category ${where.toSql()} ORDER BY type, sort_order, id`,
      where.params,
    );
  });

  api.post('/score/goods/info', { page: PAGE }, async ({ input }) => {
    const id = requireInt(input, 'id');
    const [scoreGoods] = await db.query<Record<string, unknown>>(`SELECT ${GOODS_COLUMNS} FROM score_goods g WHERE g.id = $1`, [id]);
    if (!scoreGoods) throw new ApiError('商品不存在');
    const scoreGoodsStockList = await db.query<Record<string, unknown>>(
      `SELECT id, goods_image AS "goodsImage", goods_name AS "goodsName", spec_name AS "specName", goods_id AS "goodsId",
              goods_stock_start AS "goodsStockStart", goods_stock_valid AS "goodsStockValid",
              origin_price::float8 AS "originPrice", in_price::float8 AS "inPrice", suggest_price::float8 AS "suggestPrice",
              score_price AS "scorePrice"
       FROM score_goods_stock WHERE score_goods_id = $1 ORDER BY id`,
      [id],
    );
    return { scoreGoods, scoreGoodsStockList };
  });

  api.post('/score/goods/update', { page: PAGE, perm: 'edit' }, async ({ input }) => {
    const update = validateGoodsUpdate(input);
    const [goods] = await db.query<{ id: number }>('SELECT id FROM score_goods WHERE id = $1', [update.id]);
    if (!goods) throw new ApiError('商品不存在');
    const [category] = await db.query<{ id: number }>('SELECT id FROM goods_category WHERE id = $1 AND type = 2', [update.categoryId]);
    if (!category) throw new ApiError('商品分类不存在');
    const skuIds = (await db.query<{ id: number }>('SELECT id FROM score_goods_stock WHERE score_goods_id = $1', [update.id])).map(
      (row) => row.id,
    );
    for (const sku of update.skus) {
      if (!skuIds.includes(sku.id)) throw new ApiError(`SKU不存在: ${sku.id}`);
    }
    await db.transaction(async (tx) => {
      await tx.query('UPDATE score_goods SET goods_name = $2, category_id = $3, score_price = $4, sort = $5 WHERE id = $1', [
        update.id, update.goodsName, update.categoryId, update.scorePrice, update.sort,
      ]);
      for (const sku of update.skus) {
        await tx.query('UPDATE score_goods_stock SET score_price = $2 WHERE id = $1', [sku.id, sku.scorePrice]);
      }
    });
    return null;
  });
}
