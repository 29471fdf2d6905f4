import { Where } from '../db/where';
import type { Api } from '../http/api';
import { ApiError } from '../http/envelope';
import { optEnum, optFlag, optInt, optString, requireInt } from '../http/input';
import { readPaging, toPage } from '../http/paging';
import { sqlTime } from '../lib/time';
import { registerScoreExchangeAddRoutes } from './score-exchange-add';

const PAGE = 'members/exchange-score-records';
const STATUSES = [0, 1, 2, 3, 4, 5];

/** Points exchange (redemption) orders: list, cancel, and the manual add (score-exchange-add.ts). */
export function registerScoreExchangeRoutes(api: Api): void {
  const db = api.db;
  registerScoreExchangeAddRoutes(api);

  api.post('/score/exchange/record/list', { page: PAGE }, async ({ input }) => {
    const paging = readPaging(input);
    const where = new Where()
      .add('r.uid = $?', optInt(input, 'uid'))
      .add('r.status = $?', optEnum(input, 'status', STATUSES) ?? optEnum(input, 'state', STATUSES))
      .contains('m.real_name', optString(input, 'realName'))
      .contains('m.phone', optString(input, 'phone'))
      .contains('r.order_id', optString(input, 'orderId'))
      .contains('r.three_party_order_id', optString(input, 'threePartyOrderId'))
      .add('m.is_test = $?', optFlag(input, 'isTest'));
    const from = `FROM score_exchange_record r JOIN member m ON m.id = r.uid ${where.toSql()}`;
    const [count] = await db.query<{ total: number }>(`SELECT COUNT(*)::int AS total ${from}`, where.params);
    const limit = where.bind(paging.pageSize);
    const offset = where.bind(paging.offset);
    const records = await db.query<Record<string, unknown>>(
      `SELECT r.id, r.uid, m.real_name AS "realName", m.phone, CASE WHEN m.is_test THEN 1 ELSE 0 END AS "isTest",
              r.order_id AS "orderId", r.three_party_order_id AS "threePartyOrderId", r.status, r.score_price AS "scorePrice",
              r.goods_id AS "goodsId", r.goods_image AS "goodsImage", r.goods_name AS "goodsName", r.sku_name AS "skuName",
              r.express_name AS "expressName", r.express_number AS "expressNumber", r.province_txt AS "provinceTxt",
              r.city_txt AS "cityTxt", r.district_txt AS "districtTxt", r.street_address AS "streetAddress",
              ${sqlTime('r.shipping_time')} AS "shippingTime", ${sqlTime('r.created_time')} AS "createdTime"
       ${from} ORDER BY r.created_time DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    return toPage(records, count?.total ?? 0, paging);
  });

  api.post('/score/cancel/exchange/record', { page: PAGE, perm: 'edit' }, async ({ input }) => {
    const id = requireInt(input, 'id');
    const [record] = await db.query<{ status: number }>('SELECT status FROM score_exchange_record WHERE id = $1', [id]);
    if (!record) throw new ApiError('兑换订单不存在');
    const changed = await db.query<{ id: number }>(
      'UPDATE score_exchange_record SET status = 5 WHERE id = $1 AND status = 1 RETURNING id',
      [id],
    );
    if (!changed.length) throw new ApiError('仅待发货订单可取消');
    return null;
  });
}
