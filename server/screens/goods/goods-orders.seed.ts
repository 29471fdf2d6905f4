/**
 * Demo goods purchases over the 90 days up to the seed's start (anchored on today, as the investments are, so the
 * statistics home and the dashboard's sales-volume card have figures in their default ranges), a little busier in
 * recent weeks. Members with RMB spend at most half of their balance; every order is debited through the ledger.
 */
import { bulkInsert } from '../../db/bulk';
import type { Queryable, SqlParam } from '../../db/types';
import { applyMoneyChange, CATEGORY } from '../../lib/ledger';
import { formatWallClock } from '../../lib/time';
import { DAY_MS, seedDayStartMs, seededAtMs } from '../../seed/dates';
import { seedRandom } from '../../seed/entity-seed';

const ORDERS = 240;
const DAYS = 90;
/** SPEC §4 wallet flow business code 30001 purchase deduction. */
export const BIZ_PURCHASE_DEBIT = 30001;

const cents = (text: string): number => Math.round(Number(text) * 100);
const yuan = (value: number): string => (value / 100).toFixed(2);

interface Order {
  uid: number;
  goodsId: number;
  goodsName: string;
  quantity: number;
  unitPrice: number;
  atMs: number;
}

export async function seedGoodsOrders(db: Queryable): Promise<void> {
  const rng = seedRandom(7301);
  const goods = await db.query<{ id: number; name: string; price: string }>(
    'SELECT id, goods_name AS name, sale_price::text AS price FROM goods_info WHERE status <> 0 ORDER BY id',
  );
  const buyers = await db.query<{ id: number; rmb: string }>(
    'SELECT id, rmb_balance::text AS rmb FROM member WHERE rmb_balance >= 300 AND NOT is_test ORDER BY id',
  );
  if (!goods.length || !buyers.length) return;
  const budget = new Map(buyers.map((buyer) => [buyer.id, Math.floor(cents(buyer.rmb) / 2)]));
  const nowMs = seededAtMs();
  const todayMs = seedDayStartMs();
  const orders: Order[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    // A power above 1 leans the days towards today: more orders lately.
    const day = Math.floor(DAYS * rng.next() ** 1.4);
    let atMs = todayMs - day * DAY_MS + rng.int(8 * 3600, 23 * 3600) * 1000;
    if (atMs >= nowMs) atMs -= DAY_MS;
    const item = rng.pick(goods);
    const quantity = rng.weighted<number>([
      [1, 70],
      [2, 20],
      [3, 10],
    ]);
    const unitPrice = cents(item.price);
    const amount = unitPrice * quantity;
    const able = buyers.filter((buyer) => (budget.get(buyer.id) ?? 0) >= amount);
    if (!able.length) continue;
    const buyer = rng.pick(able).id;
    budget.set(buyer, (budget.get(buyer) ?? 0) - amount);
    orders.push({ uid: buyer, goodsId: item.id, goodsName: item.name, quantity, unitPrice, atMs });
  }
  orders.sort((a, b) => a.atMs - b.atMs);
  const rows: SqlParam[][] = orders.map((order, index) => {
    const at = formatWallClock(order.atMs);
    return [
      `GO${at.replace(/\D/g, '').slice(0, 8)}${String(index + 1).padStart(5, '0')}`,
      order.uid,
      order.goodsId,
      order.goodsName,
      order.quantity,
      yuan(order.unitPrice),
      yuan(order.unitPrice * order.quantity),
      at,
    ];
  });
  await bulkInsert(
    db,
    'goods_order',
    ['order_no', 'uid', 'goods_id', 'goods_name', 'quantity', 'unit_price', 'amount', 'created_time'],
    rows,
  );
  for (const [orderNo, uid, , goodsName, quantity, , amount, at] of rows)
    await applyMoneyChange(db, {
      uid: Number(uid),
      currency: 'RMB',
      amount: `-${String(amount)}`,
      category: CATEGORY.purchase,
      bizCode: BIZ_PURCHASE_DEBIT,
      orderNo: String(orderNo),
      remark: `${String(goodsName)} ×${String(quantity)}`,
      at: String(at),
    });
}
