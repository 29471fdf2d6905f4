import { productCategoryList } from '../../../contract/goods/product-category-list';
import { ApiError } from '../../lib/api-error';
import { optEnum, requireInt } from '../../lib/input';
import { readIds } from '../../kit/mutations';
import { screenRoutes } from '../../kit/screen';
import { categoryOfType } from './goods-products';
import { M } from '../../i18n/messages';

/** Which table holds the goods of each category kind: 1 the platform's goods, 2 the points-mall goods. */
const GOODS_TABLE = { 1: 'goods_info', 2: 'score_goods' } as const;

/**
 * Product category list (SPEC §2.3): the platform goods by category (`/goodsInfo/pageList`, `categoryName`) and the
 * select-product / select-type dialogs, which put goods into a category. The points category list shares the call.
 */
export default screenRoutes(
  'goods/product-category-list',
  { order: 5, title: { 'zh-CN': '商品分类列表', 'en-US': 'Product category list' } },
  (r) => {
    // Hand-written: moves many goods into a category of the right kind: all or none.
    r.post(
      productCategoryList.setGoodsCategory,
      {
        page: ['goods/product-category-list', 'goods/score-category-list'],
        params: '{type, categoryId, goodsIds}',
        doc: 'moves the goods into the category → `{changed}`',
      },
      async ({ db, input }) => {
        const type = optEnum(input, 'type', [1, 2] as const);
        if (type === undefined) throw new ApiError(M.categoryTypeRequired);
        const categoryId = await categoryOfType(db, requireInt(input, 'categoryId', 1), type);
        const ids = [...new Set(readIds({ ids: input.goodsIds }))];
        const table = GOODS_TABLE[type];
        return db.transaction(async (tx) => {
          const changed = await tx.query<{ id: number }>(
            `UPDATE ${table} SET category_id = $2 WHERE id = ANY($1::int[]) RETURNING id`,
            [ids, categoryId],
          );
          if (changed.length !== ids.length) throw new ApiError(M.goodsNotFound);
          return { changed: changed.length };
        });
      },
    );
    r.note(
      'setGoodsCategory: `type` 1 moves platform goods (goods_info), 2 points-mall goods (score_goods); the category ' +
        `must be of that kind ("${M.goodsCategoryNotFound}"); an unknown goods id refuses the whole move ("${M.goodsNotFound}").`,
    );
  },
);
