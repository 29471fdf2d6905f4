/**
 * The demo money history: recharge orders, then one ledger record for every movement the seeded data
 * implies — approved recharges, withdrawal applications and their rejection refunds, manual credits and debits,
 * claimed task points, points exchanges and their cancellations — replayed per member in time order with exact cents,
 * so before/after are consistent and nothing goes below zero. The balances are then the sums of these records.
 */
import { bulkInsert, syncSequence } from '../../db/bulk';
import type { Queryable } from '../../db/types';
import { CATEGORY, SCORE_TYPE } from '../../lib/ledger';
import { seedTimeFrom } from '../../seed/dates';
import { Random } from '../../seed/random';
import { ledgerEvents, type Move } from './recharge-orders.history';
import { cents, rechargeRows, type Withdrawal } from './recharge-orders.rows';
import { WITHDRAW_DEBIT, WITHDRAW_REFUND } from './withdraw-orders.ledger';

export async function seedLedger(db: Queryable): Promise<void> {
  const rng = new Random(20261108);
  const uids = (await db.query<{ id: number }>('SELECT id FROM member ORDER BY id')).map((row) => row.id);
  if (!uids.length) return;
  const withdrawals = await db.query<Withdrawal>(
    `SELECT user_id AS uid, currency, withdraw_amount::text AS amount, status, order_no AS "orderNo",
       to_char(created_time, 'YYYY-MM-DD HH24:MI:SS') AS "createdTime",
       to_char(handle_time, 'YYYY-MM-DD HH24:MI:SS') AS "handleTime", handler, remark
     FROM withdraw_order ORDER BY id`,
  );
  const orders = rechargeRows(rng, uids, withdrawals);
  await bulkInsert(
    db,
    'member_recharge',
    [
      'id',
      'order_no',
      'uid',
      'recharge_type',
      'currency',
      'amount',
      'status',
      'settle_status',
      'remark',
      'handler',
      'handle_time',
      'settle_time',
      'created_time',
    ],
    orders,
  );
  await syncSequence(db, 'member_recharge');

  const moves: Move[] = [];
  for (const row of orders) {
    const [, orderNo, uid, , currency, amount, status, , remark, handler, handleTime] = row;
    if (status !== 2) continue;
    moves.push({
      uid: Number(uid),
      kind: currency === 'USDT' ? 'USDT' : 'RMB',
      amount: cents(String(amount)),
      category: CATEGORY.recharge,
      code: currency === 'USDT' ? 10001 : 10002,
      orderNo: String(orderNo),
      operator: handler === null ? null : String(handler),
      remark: remark === null ? null : String(remark),
      at: String(handleTime),
    });
  }
  for (const w of withdrawals) {
    const amount = cents(w.amount);
    moves.push({
      uid: w.uid,
      kind: w.currency,
      amount: -amount,
      category: CATEGORY.withdrawal,
      code: WITHDRAW_DEBIT[w.currency],
      orderNo: w.orderNo,
      operator: null,
      remark: null,
      at: w.createdTime,
    });
    if (w.status === 3 && w.handleTime)
      moves.push({
        uid: w.uid,
        kind: w.currency,
        amount,
        category: CATEGORY.withdrawal,
        code: WITHDRAW_REFUND[w.currency],
        orderNo: w.orderNo,
        operator: w.handler,
        remark: w.remark,
        at: w.handleTime,
      });
  }
  const tasks = await db.query<{ uid: number; score: number; at: string }>(
    `SELECT uid, score, to_char(done_time, 'YYYY-MM-DD HH24:MI:SS') AS at FROM member_task_record
     WHERE status = 2 AND score > 0 ORDER BY id`,
  );
  for (const task of tasks)
    moves.push({
      uid: task.uid,
      kind: 'score',
      amount: task.score,
      category: SCORE_TYPE.taskClaimed,
      code: 0,
      orderNo: null,
      operator: null,
      remark: null,
      at: task.at,
    });
  const exchanges = await db.query<{ uid: number; score: number; status: number; orderNo: string; at: string }>(
    `SELECT uid, score_price AS score, status, order_id AS "orderNo",
       to_char(created_time, 'YYYY-MM-DD HH24:MI:SS') AS at FROM score_exchange_record ORDER BY id`,
  );
  for (const x of exchanges) {
    moves.push({
      uid: x.uid,
      kind: 'score',
      amount: -x.score,
      category: SCORE_TYPE.goodsExchanged,
      code: 0,
      orderNo: x.orderNo,
      operator: null,
      remark: null,
      at: x.at,
    });
    if (x.status === 5)
      moves.push({
        uid: x.uid,
        kind: 'score',
        amount: x.score,
        category: SCORE_TYPE.orderCancelled,
        code: 0,
        orderNo: x.orderNo,
        operator: '超级管理员',
        remark: null,
        at: seedTimeFrom(x.at, 2 * 3600_000),
      });
  }
  const { wallet, score } = ledgerEvents(rng, uids, moves);
  await bulkInsert(
    db,
    'wallet_change',
    [
      'uid',
      'currency',
      'category',
      'biz_code',
      'amount',
      'balance_before',
      'balance_after',
      'order_no',
      'operator',
      'remark',
      'created_time',
      'review_status',
      'reviewer',
      'review_time',
    ],
    wallet,
    300,
  );
  await bulkInsert(
    db,
    'score_record',
    ['uid', 'type', 'score', 'score_before', 'score_after', 'order_no', 'operator', 'remark', 'created_time'],
    score,
    400,
  );
  // The balances are what the records add up to (the invariant).
  await db.query(
    `UPDATE member m SET usdt_balance = s.usdt, rmb_balance = s.rmb
     FROM (SELECT uid, COALESCE(SUM(amount) FILTER (WHERE currency = 'USDT'), 0) AS usdt,
             COALESCE(SUM(amount) FILTER (WHERE currency = 'RMB'), 0) AS rmb
           FROM wallet_change GROUP BY uid) s WHERE s.uid = m.id`,
  );
  await db.query(
    'UPDATE member m SET score = s.total FROM (SELECT uid, SUM(score) AS total FROM score_record GROUP BY uid) s WHERE s.uid = m.id',
  );
}
