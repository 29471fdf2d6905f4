import { scoreGoods } from '../../../contract/goods/score-goods';
import { ApiError } from '../../lib/api-error';
import { requireInt } from '../../lib/input';
import { contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { sqlTime } from '../../lib/time';
import { validateGoodsUpdate } from './score-goods.rules';
import { addScoreGoodsRoutes } from './score-goods.create';
import { fill, M } from '../../i18n/messages';

const GOODS_COLUMNS = `g.id, g.goods_id AS "goodsId", g.goods_name AS "goodsName", g.category_id AS "categoryId",
  g.goods_image AS "goodsImage", g.origin_price::float8 AS "originPrice", g.in_price::float8 AS "inPrice",
  g.suggest_price::float8 AS "suggestPrice", g.score_price AS "scorePrice", g.sort, g.status`;

/** Points-mall goods: list, detail, update, shelf toggle, create from a platform goods, delete. */
export default screenRoutes(
  'goods/score-goods',
  { order: 1, title: { 'zh-CN': '积分商品', 'en-US': 'Points-mall goods' } },
  (r) => {
    r.list(scoreGoods.list, {
      page: ['goods/score-goods', 'goods/score-category-list'],
      from: 'score_goods g LEFT JOIN goods_category c ON c.id = g.category_id',
      select: `${GOODS_COLUMNS}, c.category_name AS "categoryName", ${sqlTime('g.created_time')} AS "createdTime"`,
      filters: {
        goodsName: contains('g.goods_name'),
        categoryId: eq('g.category_id'),
        categoryName: contains('c.category_name'),
        status: oneOf('g.status', [0, 1]),
      },
      order: 'g.sort, g.id',
    });

    // Hand-written: one object of two tables (the points goods and its SKUs), as the spec answers it.
    r.post(
      scoreGoods.info,
      { params: 'the record fields (uses `id`)', doc: '`{scoreGoods, scoreGoodsStockList}` (SPEC §3)' },
      async ({ db, input }) => {
        const id = requireInt(input, 'id');
        const [scoreGoods] = await db.query<Record<string, unknown>>(
          `SELECT ${GOODS_COLUMNS} FROM score_goods g WHERE g.id = $1`,
          [id],
        );
        if (!scoreGoods) throw new ApiError(M.goodsNotFound);
        const scoreGoodsStockList = await db.query<Record<string, unknown>>(
          `SELECT id, goods_image AS "goodsImage", goods_name AS "goodsName", spec_name AS "specName", goods_id AS "goodsId",
              goods_stock_start AS "goodsStockStart", goods_stock_valid AS "goodsStockValid",
              origin_price::float8 AS "originPrice", in_price::float8 AS "inPrice", suggest_price::float8 AS "suggestPrice",
              score_price AS "scorePrice"
       FROM score_goods_stock WHERE score_goods_id = $1 ORDER BY id`,
          [id],
        );
        return { scoreGoods, scoreGoodsStockList };
      },
    );

    const updateDoc =
      'validates the four rules of SPEC §5 in order, with the same messages, plus bounds (name ≤ ' +
      '255, scorePrice integer 0–99999999)';
    // Hand-written: writes the goods and replaces its SKUs' prices in one transaction.
    r.post(
      scoreGoods.update,
      { params: '{scoreGoods, scoreGoodsStockList}', doc: updateDoc },
      async ({ db, input }) => {
        const update = validateGoodsUpdate(input);
        const [goods] = await db.query<{ id: number }>('SELECT id FROM score_goods WHERE id = $1', [update.id]);
        if (!goods) throw new ApiError(M.goodsNotFound);
        const [category] = await db.query<{ id: number }>('SELECT id FROM goods_category WHERE id = $1 AND type = 2', [
          update.categoryId,
        ]);
        if (!category) throw new ApiError(M.goodsCategoryNotFound);
        const skuIds = (
          await db.query<{ id: number }>('SELECT id FROM score_goods_stock WHERE score_goods_id = $1', [update.id])
        ).map((row) => row.id);
        for (const sku of update.skus) {
          if (!skuIds.includes(sku.id)) throw new ApiError(fill(M.skuNotFound, { id: sku.id }));
        }
        await db.transaction(async (tx) => {
          await tx.query(
            'UPDATE score_goods SET goods_name = $2, category_id = $3, score_price = $4, sort = $5 WHERE id = $1',
            [update.id, update.goodsName, update.categoryId, update.scorePrice, update.sort],
          );
          for (const sku of update.skus) {
            await tx.query('UPDATE score_goods_stock SET score_price = $2 WHERE id = $1', [sku.id, sku.scorePrice]);
          }
        });
        return null;
      },
    );

    addScoreGoodsRoutes(r);

    r.note(
      'Goods update: after the four SPEC §5 rules, bounds in this order: name ≤ 255 ' +
        `"${M.goodsNameCannotLonger}"; scorePrice integer 0–99999999 "${M.pointsPriceMustWhole}" (SKU: "SKU ` +
        `积分价格必须为…"); sort integer ≥ 0 "${M.sortOrderMustNon}"; category must be a type-2 category "${M.goodsCategoryNotFound}"; ` +
        'SKUs are matched by their `id` and must belong to the goods. Saved: goodsName, ' +
        "categoryId, sort, scorePrice and each SKU's scorePrice (prices and stock are read-only).",
    );
  },
);
