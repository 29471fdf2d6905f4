import { scoreGoods as scoreGoodsCalls } from '../../../contract/goods/score-goods';
import { ApiError } from '../../lib/api-error';
import { optEnum, optInt } from '../../lib/input';
import type { ScreenBuilder } from '../../kit/screen';
import { integer, money, serial, table, text, timestamp } from '../../lib/table';
import { shanghaiNow } from '../../lib/time';
import { categoryOfType } from './goods-products';
import { M } from '../../i18n/messages';

export const scoreGoods = table('score_goods', {
  id: serial(),
  goodsId: text(),
  goodsName: text(),
  categoryId: integer({ nullable: true, references: 'goods_category(id)' }),
  goodsImage: text({ default: "''" }),
  originPrice: money({ default: '0' }),
  inPrice: money({ default: '0' }),
  suggestPrice: money({ default: '0' }),
  scorePrice: integer({ default: '0' }),
  sort: integer({ default: '0' }),
  status: integer({ default: '1' }),
  createdTime: timestamp(),
});

const SCORE_MAX = 99999999;

/** Shelf toggle, create from a platform goods (its SKUs copied from the catalogue), delete (SPEC §7.5 points mall). */
export function addScoreGoodsRoutes(r: ScreenBuilder): void {
  r.entity({ table: scoreGoods, existing: 'schema v1' });
  r.toggle(scoreGoodsCalls.status, scoreGoods, 'status', [0, 1], {
    notFound: M.goodsNotFound,
    params: '{id, status}: 1 on shelf, 0 off shelf',
  });

  // Hand-written: adds points goods and their SKUs from existing goods in one transaction.
  r.post(
    scoreGoodsCalls.create,
    { params: '{goodsInfoId, categoryId, scorePrice, sort, status}', doc: '→ the new id' },
    async ({ db, input }) => {
      const goodsInfoId = optInt(input, 'goodsInfoId', 1);
      if (goodsInfoId === undefined) throw new ApiError(M.chooseGoods);
      const categoryText = optInt(input, 'categoryId', 1);
      if (categoryText === undefined) throw new ApiError(M.goodsCategoryRequired);
      const categoryId = await categoryOfType(db, categoryText, 2);
      const scorePrice = optInt(input, 'scorePrice', 1, SCORE_MAX);
      if (scorePrice === undefined) throw new ApiError(M.pointsPriceRequired);
      const sort = optInt(input, 'sort', 0, 99999) ?? 0;
      const status = optEnum(input, 'status', [0, 1] as const) ?? 0;
      return db.transaction(async (tx) => {
        const [source] = await tx.query<{ purchaseGoodsId: number; goodsNo: string }>(
          `SELECT p.id AS "purchaseGoodsId", p.goods_no AS "goodsNo" FROM goods_info g
           JOIN purchase_goods p ON p.id = g.purchase_goods_id WHERE g.id = $1`,
          [goodsInfoId],
        );
        if (!source) throw new ApiError(M.goodsNotFound);
        const [taken] = await tx.query('SELECT id FROM score_goods WHERE goods_id = $1', [source.goodsNo]);
        if (taken) throw new ApiError(M.theseGoodsAlreadyPoints);
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO score_goods (goods_id, goods_name, category_id, goods_image, origin_price, in_price, suggest_price,
             score_price, sort, status, created_time)
           SELECT p.goods_no, g.goods_name, $2, p.goods_image, p.origin_price, p.in_price, p.suggest_price, $3, $4, $5,
             $6::timestamp
           FROM goods_info g JOIN purchase_goods p ON p.id = g.purchase_goods_id WHERE g.id = $1 RETURNING id`,
          [goodsInfoId, categoryId, scorePrice, sort, status, shanghaiNow()],
        );
        const id = created?.id ?? 0;
        // Each SKU's points price starts from the goods' one, scaled by the SKU's suggested price (whole points).
        await tx.query(
          `INSERT INTO score_goods_stock (score_goods_id, goods_id, goods_name, spec_name, goods_image, goods_stock_start,
             goods_stock_valid, origin_price, in_price, suggest_price, score_price)
           SELECT $1, s.sku_no, p.goods_name || ' ' || s.spec_name, s.spec_name, s.goods_image, s.stock, s.stock,
             s.origin_price, s.in_price, s.suggest_price,
             GREATEST(1, ROUND($3::numeric * s.suggest_price / NULLIF(p.suggest_price, 0)))::int
           FROM purchase_goods_sku s JOIN purchase_goods p ON p.id = s.purchase_goods_id
           WHERE s.purchase_goods_id = $2 ORDER BY s.id`,
          [id, source.purchaseGoodsId, scorePrice],
        );
        return id;
      });
    },
  );

  r.deleteById(scoreGoodsCalls.del, scoreGoods, {
    minId: 1,
    notFound: M.goodsNotFound,
    refuse: [
      {
        sql: 'SELECT 1 FROM score_goods WHERE id = ANY($1::int[]) AND status = 1',
        message: M.goodsShelfTakeThem,
      },
    ],
    params: '{id}',
  });

  r.note(
    'Points goods create: from a platform goods (`goodsInfoId`), copying its name, image and prices and the ' +
      "catalogue's SKUs (each SKU's points price scaled from scorePrice by its suggested price); a points-mall " +
      `category (type 2) and scorePrice 1–99999999 are required; the same goods only once ("${M.theseGoodsAlreadyPoints}"). ` +
      `Delete is refused while on shelf ("${M.goodsShelfTakeThem}"); the toggle sets status 1/0.`,
  );
}
