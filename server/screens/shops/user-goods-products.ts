import { userGoodsProducts } from '../../../contract/shops/user-goods-products';
import { ApiError } from '../../lib/api-error';
import { optEnum, requireInt } from '../../lib/input';
import { contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { seedShopGoods } from './shop-goods.seed';
import { shopGoods, shopGoodsSku } from './shops.tables';
import { M } from '../../i18n/messages';

/** Goods of members' shops (SPEC §2.3 member shop goods): list, SKUs of one goods, put on / take off sale. */
export default screenRoutes(
  'shops/user-goods-products',
  { order: 7, title: { 'zh-CN': '会员店铺商品', 'en-US': 'Member shop products' } },
  (r) => {
    r.entity({ table: shopGoods, seed: seedShopGoods });
    r.entity({ table: shopGoodsSku });
    r.list(userGoodsProducts.list, {
      from: 'member_shop_goods g JOIN member_shop s ON s.id = g.shop_id JOIN member m ON m.id = s.uid',
      select: `${shopGoods.select('g')}, s.shop_name AS "shopName", s.shop_no AS "shopNo", s.uid, m.phone,
      (SELECT COUNT(*)::int FROM member_shop_goods_sku k WHERE k.goods_id = g.id) AS "skuCount"`,
      filters: {
        goodsName: contains('g.goods_name'),
        shopName: contains('s.shop_name'),
        shopNo: contains('s.shop_no'),
        uid: eq('s.uid'),
        status: oneOf('g.status', [0, 1, 2, 3]),
      },
      order: 'g.created_time DESC, g.id DESC',
    });
    r.list(userGoodsProducts.skus, {
      from: 'member_shop_goods_sku k',
      select: shopGoodsSku.select('k'),
      filters: { goodsId: eq('k.goods_id', 'int', { required: true, sample: 1 }) },
      order: 'k.id ASC',
    });
    // Hand-written: sets the shelf status of many goods of a member's shop at once.
    r.post(
      userGoodsProducts.sale,
      { params: '{id, status: 1|0}', doc: '1 puts the goods on sale (on shelf), 0 takes it off shelf' },
      async ({ db, input }) => {
        const id = requireInt(input, 'id', 1);
        const status = optEnum(input, 'status', [0, 1]);
        if (status === undefined) throw new ApiError(M.shelfStatusRequired);
        const changed = await db.query<{ id: number }>(
          'UPDATE member_shop_goods SET status = $2 WHERE id = $1 AND status <> $2 RETURNING id',
          [id, status],
        );
        if (changed.length) return null;
        const [goods] = await db.query('SELECT id FROM member_shop_goods WHERE id = $1', [id]);
        throw new ApiError(goods ? (status === 1 ? M.goodsAlreadyShelf : M.goodsAlreadyOffShelf) : M.goodsNotFound);
      },
    );
  },
);
