import type { KeysOf } from '../../../contract/calls';
import { goodsProducts } from '../../../contract/goods/goods-products';
import { ApiError } from '../../lib/api-error';
import { optEnum, optInt, requireInt, type Input } from '../../lib/input';
import type { Queryable } from '../../db/types';
import { contains, eq, oneOf } from '../../kit/filters';
import { readIds } from '../../kit/mutations';
import { screenRoutes } from '../../kit/screen';
import { textField } from '../../lib/form-input';
import { sqlTime } from '../../lib/time';
import { seedCatalogue } from './catalogue.seed';
import { seedGoodsOrders } from './goods-orders.seed';
import {
  GOODS_STATUS,
  goodsInfo,
  goodsOrder,
  purchaseCategory,
  purchaseGoods,
  purchaseGoodsSku,
  type GoodsStatus,
} from './catalogue.tables';
import { checkMove, optMoney, type GoodsState } from './goods-products.rules';
import { fill, M } from '../../i18n/messages';

export const GOODS_FROM = `goods_info g JOIN purchase_goods p ON p.id = g.purchase_goods_id
  LEFT JOIN goods_category c ON c.id = g.category_id LEFT JOIN purchase_category pc ON pc.id = p.category_id`;
export const GOODS_SELECT = `g.id, p.goods_no AS "goodsNo", g.goods_name AS "goodsName", p.goods_name AS "originGoodsName",
  g.category_id AS "categoryId", c.category_name AS "categoryName", pc.category_name AS "originCategoryName",
  p.goods_image AS "goodsImage", p.supplier_name AS "supplierName", p.origin_price::float8 AS "originPrice",
  p.in_price::float8 AS "inPrice", p.suggest_price::float8 AS "suggestPrice", g.sale_price::float8 AS "salePrice",
  p.stock, g.sort, g.status, ${sqlTime('g.created_time')} AS "createdTime"`;

/** A goods category of the given kind (1 product, 2 points mall), or a refusal. */
export async function categoryOfType(db: Queryable, id: number, type: 1 | 2): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM goods_category WHERE id = $1 AND type = $2', [id, type]);
  if (!row) throw new ApiError(M.goodsCategoryNotFound);
  return row.id;
}

const editable = async (db: Queryable, input: Input<KeysOf<typeof goodsProducts.modify>>) => {
  const categoryId = optInt(input, 'categoryId', 1);
  return {
    goodsName: textField(input, 'goodsName', M.goodsName, { required: 'goodsName' in input, max: 100 }),
    categoryId: categoryId === undefined ? undefined : await categoryOfType(db, categoryId, 1),
    salePrice: optMoney(input, 'salePrice', M.salePrice),
    sort: optInt(input, 'sort', 0, 99999),
  };
};

/** The platform's goods (SPEC §2.3 goods products): list, detail with images and SKUs, edit, status moves. */
export default screenRoutes(
  'goods/goods-products',
  { order: 3, title: { 'zh-CN': '商品管理', 'en-US': 'Products' } },
  (r) => {
    // The catalogue's tables are declared here: this is the first goods declaration loaded, and goods_info needs them.
    r.entity({ table: purchaseCategory });
    r.entity({ table: purchaseGoods });
    r.entity({ table: purchaseGoodsSku });
    r.entity({
      table: goodsInfo,
      migrations: [
        {
          id: 'goods_info:unique-purchase-goods',
          sql: 'CREATE UNIQUE INDEX goods_info_purchase_goods_idx ON goods_info(purchase_goods_id)',
        },
      ],
      seed: seedCatalogue,
    });
    r.entity({
      table: goodsOrder,
      migrations: [
        { id: 'goods_order:unique-order-no', sql: 'CREATE UNIQUE INDEX goods_order_no_idx ON goods_order(order_no)' },
      ],
      seed: seedGoodsOrders,
    });

    r.list(goodsProducts.list, {
      page: ['goods/goods-products', 'goods/product-category-list', 'goods/score-goods'],
      from: GOODS_FROM,
      select: GOODS_SELECT,
      filters: {
        goodsName: contains('g.goods_name'),
        goodsNo: contains('p.goods_no'),
        categoryId: eq('g.category_id'),
        categoryName: contains('c.category_name'),
        supplierName: contains('p.supplier_name'),
        status: oneOf('g.status', GOODS_STATUS),
      },
      order: 'g.sort, g.id',
    });

    // Hand-written: one object of two tables (the goods and its SKUs), as X-Boot answers it.
    r.post(goodsProducts.detail, { params: '{id}', doc: '`{goodsInfo, skuInventoryList}`' }, async ({ db, input }) => {
      const id = requireInt(input, 'id', 1);
      const [row] = await db.query<Record<string, unknown>>(
        `SELECT ${GOODS_SELECT}, p.banner_images AS "bannerImages", p.details_images AS "detailsImages"
       FROM ${GOODS_FROM} WHERE g.id = $1`,
        [id],
      );
      if (!row) throw new ApiError(M.goodsNotFound);
      const skuInventoryList = await db.query(
        `SELECT ${purchaseGoodsSku.select('s')} FROM purchase_goods_sku s JOIN goods_info g ON g.purchase_goods_id = s.purchase_goods_id
       WHERE g.id = $1 ORDER BY s.id`,
        [id],
      );
      const goods = {
        ...row,
        bannerImages: JSON.parse(String(row.bannerImages)) as unknown,
        detailsImages: JSON.parse(String(row.detailsImages)) as unknown,
      };
      return { goodsInfo: goods, skuInventoryList };
    });

    r.update(
      goodsProducts.modify,
      goodsInfo,
      async (input, { db }) => {
        const values = await editable(db, input);
        const [current] = await db.query<{ status: number }>('SELECT status FROM goods_info WHERE id = $1', [
          requireInt(input, 'id', 1),
        ]);
        if (
          current &&
          (current.status === 1 || current.status === 2) &&
          values.salePrice !== undefined &&
          Number(values.salePrice) <= 0
        )
          throw new ApiError(M.goodsSalePreSale);
        return values;
      },
      { notFound: M.goodsNotFound, params: '{id, goodsName, categoryId, salePrice, sort}' },
    );

    // Hand-written: a batch whose allowed moves depend on each goods' status, stock and price: all or none.
    r.post(
      goodsProducts.modifyStatus,
      { params: '{ids, status}', doc: 'moves every goods or none (see the note) → `{changed}`' },
      async ({ db, input }) => {
        const ids = readIds(input);
        const next = optEnum(input, 'status', GOODS_STATUS);
        if (next === undefined) throw new ApiError(fill(M.missingParameter, { field: 'status' }));
        return db.transaction(async (tx) => {
          const rows = await tx.query<GoodsState>(
            `SELECT g.id, g.goods_name AS "goodsName", g.status, g.category_id AS "categoryId",
             g.sale_price::text AS "salePrice", p.stock
           FROM goods_info g JOIN purchase_goods p ON p.id = g.purchase_goods_id WHERE g.id = ANY($1::int[]) FOR UPDATE OF g`,
            [ids],
          );
          if (rows.length !== new Set(ids).size) throw new ApiError(M.goodsNotFound);
          for (const row of rows) checkMove(row, next as GoodsStatus);
          const moved = rows.filter((row) => row.status !== next).map((row) => row.id);
          await tx.query('UPDATE goods_info SET status = $2 WHERE id = ANY($1::int[])', [moved, next]);
          return { changed: moved.length };
        });
      },
    );

    r.note(
      'Goods status moves (SPEC §4 codes; moves designed here): 0→1|2, 1→0|3, 2→1|0, 3→1|0; a goods already in the ' +
        'target status is left as it is; any other move refuses the whole batch ("商品「…」当前…，不能改为…"). On shelf or ' +
        'pre-sale needs a category and a sale price > 0 ("请先设置商品分类和售价"); on shelf needs supplier stock > 0 ' +
        '("库存不足，不能上架"). Modify: goodsName ≤ 100, categoryId a type-1 category, salePrice ≥ 0 (2 decimals), sort 0–99999.',
    );
  },
);
