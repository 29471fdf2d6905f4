import { screenRoutes } from '../../kit/screen';

/**
 * Points category list (SPEC §2.3): the points-mall goods by category. Its calls are declared with their owners:
 * `/score/goods/list` (points goods), `/goodsCategory/list` (categories), `/goodsCategory/setGoodsCategory`
 * (product category list); each names this page among those allowed to call it.
 */
export default screenRoutes(
  'goods/score-category-list',
  { order: 6, title: { 'zh-CN': '积分分类列表', 'en-US': 'Points category list' } },
  (r) => {
    r.note(
      'The points category list reads `/score/goods/list` and moves goods with `/goodsCategory/setGoodsCategory` (type 2).',
    );
  },
);
