import { randomInt } from 'node:crypto';
import { exchangeScoreRecords } from '../../../contract/members/exchange-score-records';
import { ApiError } from '../../lib/api-error';
import { optString } from '../../lib/input';
import type { ScreenBuilder } from '../../kit/screen';
import { existingMember, textField } from '../../lib/form-input';
import { applyScoreChange, SCORE_TYPE, byStaff } from '../../lib/ledger';
import { clockNow, formatShanghai, shanghaiNow } from '../../lib/time';
import { dictConstants } from '../../../contract/dicts/constants';
import { M } from '../../i18n/messages';

const SHELF = dictConstants('scoreGoodsShelf');

/** A numeric order number: the Shanghai time to the second and six random digits (20 digits). */
function newOrderId(): string {
  const stamp = formatShanghai(clockNow()).replace(/\D/g, '');
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * A manual exchange order (SPEC §2.5 'add', content not shown): staff record a points-mall goods for a member with
 * a delivery address. The goods fixes name, image and points price; the order starts at status 1 (awaiting shipment).
 */
export function exchangeAddRoutes(r: ScreenBuilder): void {
  /** The on-shelf points goods the add form offers. */
  r.get(
    exchangeScoreRecords.options,
    {
      consoleOnly: 'the points goods a manual exchange order may name',
      doc: '`[{goodsId, goodsName, scorePrice}]` of the on-shelf points goods',
    },
    async ({ db }) =>
      db.query<{ goodsId: string; goodsName: string; scorePrice: number }>(
        `SELECT goods_id AS "goodsId", goods_name AS "goodsName", score_price AS "scorePrice"
       FROM score_goods WHERE status = ${SHELF.onShelf} ORDER BY sort, id`,
      ),
  );

  const params = '{uid, goodsId, skuName, threePartyOrderId, provinceTxt, cityTxt, districtTxt, streetAddress}';
  const doc =
    'a manual exchange order: goods name, image and scorePrice come from the goods (by its ' +
    '`goodsId`), orderId is generated (20 digits), status 1, createdTime now; debits scorePrice points (type 1, ' +
    `"${M.notEnoughPoints}" when short) → the new id`;
  // Hand-written: debits the member's points through the ledger and writes the order in one transaction.
  r.post(
    exchangeScoreRecords.add,
    { consoleOnly: 'a manual points exchange order', params, doc },
    async ({ db, input, user }) => {
      const uid = await existingMember(db, input);
      const goodsId = textField(input, 'goodsId', M.pointsGoods, { required: true, max: 64 }) as string;
      const skuName = textField(input, 'skuName', M.skuName, { max: 100 });
      const threePartyOrderId = optString(input, 'threePartyOrderId');
      if (threePartyOrderId !== undefined && !/^\d{1,50}$/.test(threePartyOrderId))
        throw new ApiError(M.thirdPartyOrderNumber);
      const province = textField(input, 'provinceTxt', M.deliveryProvince, { required: true, max: 20 }) as string;
      const city = textField(input, 'cityTxt', M.deliveryCity, { required: true, max: 20 }) as string;
      const district = textField(input, 'districtTxt', M.deliveryDistrict, { max: 20 }) ?? '';
      const street = textField(input, 'streetAddress', M.streetAddress, { required: true, max: 100 }) as string;
      const [goods] = await db.query<{ goodsName: string; goodsImage: string; scorePrice: number; status: number }>(
        `SELECT goods_name AS "goodsName", goods_image AS "goodsImage", score_price AS "scorePrice", status
       FROM score_goods WHERE goods_id = $1 ORDER BY id LIMIT 1`,
        [goodsId],
      );
      if (!goods) throw new ApiError(M.pointsGoodsNotFound);
      if (goods.status !== 1) throw new ApiError(M.thesePointsGoodsOff);
      // The order takes the goods' points from the member (points record type 1) in the same transaction.
      const orderId = newOrderId();
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO score_exchange_record (uid, order_id, three_party_order_id, status, score_price, goods_id, goods_image,
           goods_name, sku_name, province_txt, city_txt, district_txt, street_address, created_time)
         VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::timestamp) RETURNING id`,
          [
            uid,
            orderId,
            threePartyOrderId ?? null,
            goods.scorePrice,
            goodsId,
            goods.goodsImage,
            goods.goodsName,
            skuName ?? null,
            province,
            city,
            district,
            street,
            shanghaiNow(),
          ],
        );
        await applyScoreChange(tx, {
          uid,
          score: -goods.scorePrice,
          type: SCORE_TYPE.goodsExchanged,
          orderNo: orderId,
          ...byStaff(user),
        });
        return row?.id ?? null;
      });
    },
  );
}
