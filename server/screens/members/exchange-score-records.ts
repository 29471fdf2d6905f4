import { exchangeScoreRecords } from '../../../contract/members/exchange-score-records';
import { ApiError } from '../../lib/api-error';
import { requireInt } from '../../lib/input';
import { contains, eq, flag, oneOf, containsName } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { applyScoreChange, SCORE_TYPE, byStaff } from '../../lib/ledger';
import { sqlTime } from '../../lib/time';
import { exchangeAddRoutes } from './exchange-score-records.add';
import { M } from '../../i18n/messages';

const STATUSES = [0, 1, 2, 3, 4, 5];

/** Points exchange (redemption) orders: list, cancel, and the manual add (exchange-score-records.add.ts). */
export default screenRoutes(
  'members/exchange-score-records',
  { order: 8, title: { 'zh-CN': '积分兑换记录', 'en-US': 'Points exchange records' } },
  (r) => {
    r.list(exchangeScoreRecords.list, {
      from: 'score_exchange_record r LEFT JOIN member m ON m.id = r.uid',
      select: `r.id, r.uid, m.real_name AS "realName", m.phone, CASE WHEN m.is_test THEN 1 ELSE 0 END AS "isTest",
      r.order_id AS "orderId", r.three_party_order_id AS "threePartyOrderId", r.status, r.score_price AS "scorePrice",
      r.goods_id AS "goodsId", r.goods_image AS "goodsImage", r.goods_name AS "goodsName", r.sku_name AS "skuName",
      r.express_name AS "expressName", r.express_number AS "expressNumber", r.province_txt AS "provinceTxt",
      r.city_txt AS "cityTxt", r.district_txt AS "districtTxt", r.street_address AS "streetAddress",
      ${sqlTime('r.shipping_time')} AS "shippingTime", ${sqlTime('r.created_time')} AS "createdTime"`,
      filters: {
        uid: eq('r.uid'),
        status: oneOf('r.status', STATUSES, { alias: 'state' }),
        realName: containsName('m.real_name'),
        phone: contains('m.phone'),
        orderId: contains('r.order_id'),
        threePartyOrderId: contains('r.three_party_order_id'),
        isTest: flag('m.is_test'),
      },
      order: 'r.created_time DESC, r.id DESC',
    });

    // Hand-written: the cancel refunds the points through the ledger in the same transaction.
    r.post(
      exchangeScoreRecords.record,
      { params: '{id}', doc: `only at status 1 (else "${M.onlyOrdersAwaitingShipment}"); sets 5` },
      async ({ db, input, user }) => {
        const id = requireInt(input, 'id');
        const [record] = await db.query<{ status: number }>('SELECT status FROM score_exchange_record WHERE id = $1', [
          id,
        ]);
        if (!record) throw new ApiError(M.redemptionOrderNotFound);
        // The cancel refunds the points the exchange took (points record type 2), with the status change.
        await db.transaction(async (tx) => {
          const [changed] = await tx.query<{ uid: number; score: number; orderId: string }>(
            `UPDATE score_exchange_record SET status = 5 WHERE id = $1 AND status = 1
           RETURNING uid, score_price AS score, order_id AS "orderId"`,
            [id],
          );
          if (!changed) throw new ApiError(M.onlyOrdersAwaitingShipment);
          await applyScoreChange(tx, {
            uid: changed.uid,
            score: changed.score,
            type: SCORE_TYPE.orderCancelled,
            orderNo: changed.orderId,
            ...byStaff(user),
          });
        });
        return null;
      },
    );

    exchangeAddRoutes(r);

    r.note(
      `Cancel of an unknown id: "${M.redemptionOrderNotFound}". The cancel refunds the scorePrice (points record type 2) in the same ` +
        `transaction; the add debits it (type 1, "${M.notEnoughPoints}" when the member has too few). \`isTest\` in records is 1/0.`,
    );
    r.note(
      `Add: "积分商品不能为空", "${M.pointsGoodsNotFound}", "${M.thesePointsGoodsOff}"; province ("${M.deliveryProvince}") and city ("${M.deliveryCity}") ≤ 20 ` +
        `required, district ("${M.deliveryDistrict}") ≤ 20 optional, "${M.streetAddress}" ≤ 100 required, "${M.skuName}" ≤ 100; ` +
        `threePartyOrderId "${M.thirdPartyOrderNumber}"; member: missing uid "${M.memberIdRequired}", unknown "${M.memberNotFound}".`,
    );
  },
);
