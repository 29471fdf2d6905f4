import { productCategories } from '../../../contract/goods/product-categories';
import { ApiError } from '../../lib/api-error';
import { optEnum, optInt, requireInt } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { integer, serial, table, text } from '../../lib/table';
import { textField } from '../../lib/form-input';
import { dictConstants } from '../../../contract/dicts/constants';
import { fill, M } from '../../i18n/messages';

const CATEGORY_KIND = dictConstants('goodsCategoryKind');

export const goodsCategory = table('goods_category', {
  id: serial(),
  categoryName: text(),
  type: integer(),
  sortOrder: integer({ default: '0' }),
});

/** Every page that reads the categories (selects, filters, the category lists). */
const CATEGORY_PAGES = [
  'goods/product-categories',
  'goods/score-goods',
  'goods/goods-products',
  'goods/product-category-list',
  'goods/score-category-list',
];

/** How many goods sit in a category: platform goods for kind 1, points-mall goods for kind 2. */
export const GOODS_COUNT = `CASE WHEN c.type = ${CATEGORY_KIND.product}
  THEN (SELECT count(*)::int FROM goods_info g WHERE g.category_id = c.id)
  ELSE (SELECT count(*)::int FROM score_goods s WHERE s.category_id = c.id) END`;

/** Goods categories (SPEC §2.3): product categories (type 1) and points-mall categories (type 2). */
export default screenRoutes(
  'goods/product-categories',
  { order: 4, title: { 'zh-CN': '商品分类管理', 'en-US': 'Product categories' } },
  (r) => {
    r.entity({
      table: goodsCategory,
      existing: 'schema v1',
      migrations: [
        {
          id: 'goods_category:unique-name',
          sql: 'CREATE UNIQUE INDEX goods_category_type_name_idx ON goods_category(type, category_name)',
        },
      ],
    });

    r.list(productCategories.list, {
      page: CATEGORY_PAGES,
      from: 'goods_category c',
      select: `${goodsCategory.select('c')}, ${GOODS_COUNT} AS "goodsCount"`,
      filters: { type: oneOf('c.type', [1, 2]), categoryName: contains('c.category_name') },
      order: 'c.type, c.sort_order, c.id',
      paging: false,
      doc: '`[{id, categoryName, type, sortOrder, goodsCount}]`; without `type` every category',
    });

    r.save(
      productCategories.save,
      goodsCategory,
      async (input, mode, { db }) => {
        const id = mode === 'edit' ? requireInt(input, 'id', 1) : 0;
        const [current] = await db.query<{ type: number }>('SELECT type FROM goods_category WHERE id = $1', [id]);
        const sent = optEnum(input, 'type', [1, 2] as const);
        if (mode === 'add' && sent === undefined) throw new ApiError(M.categoryTypeRequired);
        if (current && sent !== undefined && sent !== current.type) throw new ApiError(M.categoryTypeCannotChanged);
        const type = sent ?? current?.type ?? 1;
        const categoryName = textField(input, 'categoryName', M.categoryName, {
          required: mode === 'add' || 'categoryName' in input,
          max: 20,
        });
        return {
          categoryName,
          type: mode === 'add' ? type : undefined,
          sortOrder: optInt(input, 'sortOrder', 0, 99999),
        };
      },
      { notFound: M.goodsCategoryNotFound, params: '{id?, categoryName, type (add only), sortOrder}' },
    );

    r.deleteById(productCategories.delete, goodsCategory, {
      minId: 1,
      notFound: M.goodsCategoryNotFound,
      refuse: [
        {
          sql: `SELECT ${GOODS_COUNT} AS "goodsCount" FROM goods_category c WHERE c.id = ANY($1::int[]) AND ${GOODS_COUNT} > 0`,
          message: (row) => fill(M.categoryStillGoodsMove, { count: String(row.goodsCount) }),
        },
      ],
      params: '{id}',
    });

    r.note(
      `Categories: name 1–20 characters, unique within its kind ("${M.categoryNameAlreadyExists}"); the kind (1 product, 2 points mall) is ` +
        `set on add and never changes ("${M.categoryTypeCannotChanged}"); delete is refused while goods remain in it ` +
        '("该分类下还有N个商品，请先移到其他分类后再删除") — nothing is reassigned silently.',
    );
  },
);
