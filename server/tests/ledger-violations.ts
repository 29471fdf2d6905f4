import type { Db } from '../db/types';

/**
 * Counts of broken ledger rules over the given members (each should be 0): balances against their change records,
 * records that go below zero or do not add up, and each order's records against what its final state implies.
 * `done` counts the successful manual operations (money, points), each of which must have left exactly one record.
 */
export async function ledgerViolations(
  db: Db,
  uids: number[],
  done: { money: number; points: number },
): Promise<Record<string, number>> {
  const [row] = await db.query<Record<string, number>>(
    `SELECT
      (SELECT COUNT(*)::int FROM member m WHERE m.id = ANY($1::int[]) AND (
         m.usdt_balance <> (SELECT COALESCE(SUM(amount), 0) FROM wallet_change WHERE uid = m.id AND currency = 'USDT')
      OR m.rmb_balance <> (SELECT COALESCE(SUM(amount), 0) FROM wallet_change WHERE uid = m.id AND currency = 'RMB')
      OR m.score <> (SELECT COALESCE(SUM(score), 0) FROM score_record WHERE uid = m.id))) AS "balanceVsRecords",
      (SELECT COUNT(*)::int FROM wallet_change WHERE uid = ANY($1::int[])
         AND (balance_after < 0 OR balance_after <> balance_before + amount)) AS "badMoneyRecords",
      (SELECT COUNT(*)::int FROM score_record WHERE uid = ANY($1::int[])
         AND (score_after < 0 OR score_after <> score_before + score)) AS "badScoreRecords",
      (SELECT COUNT(*)::int FROM member_recharge o WHERE o.uid = ANY($1::int[]) AND
         (SELECT COUNT(*) FROM wallet_change c WHERE c.order_no = o.order_no AND c.amount = o.amount AND c.category = 1)
         <> CASE WHEN o.status = 2 THEN 1 ELSE 0 END) AS "rechargeRecords",
      (SELECT COUNT(*)::int FROM member_recharge o WHERE o.uid = ANY($1::int[]) AND o.settle_status = 1
         AND o.status <> 2) AS "settledUnapproved",
      (SELECT COUNT(*)::int FROM withdraw_order w WHERE w.user_id = ANY($1::int[]) AND
         (SELECT COUNT(*) FROM wallet_change c WHERE c.order_no = w.order_no AND c.amount = -w.withdraw_amount) <> 1
         OR w.user_id = ANY($1::int[]) AND (SELECT COUNT(*) FROM wallet_change c WHERE c.order_no = w.order_no
         AND c.amount = w.withdraw_amount
         AND c.biz_code = CASE w.currency WHEN 'RMB' THEN 10014 ELSE 10013 END) <> CASE WHEN w.status = 3 THEN 1 ELSE 0 END)
         AS "withdrawalRecords",
      (SELECT COUNT(*)::int FROM score_exchange_record x WHERE x.uid = ANY($1::int[]) AND (
         (SELECT COUNT(*) FROM score_record s WHERE s.order_no = x.order_id AND s.type = 1 AND s.score = -x.score_price) <> 1
      OR (SELECT COUNT(*) FROM score_record s WHERE s.order_no = x.order_id AND s.type = 2 AND s.score = x.score_price)
         <> CASE WHEN x.status = 5 THEN 1 ELSE 0 END)) AS "exchangeRecords",
      (SELECT COUNT(*)::int FROM member_task_record t WHERE t.uid = ANY($1::int[]) AND
         (SELECT COUNT(*) FROM score_record s WHERE s.order_no = 'TASK' || t.id AND s.type = 0 AND s.score = t.score)
         <> CASE WHEN t.status = 2 AND t.score > 0 THEN 1 ELSE 0 END) AS "taskRecords",
      (SELECT COUNT(*)::int FROM member_shop_apply a WHERE a.uid = ANY($1::int[]) AND a.apply_type = 1 AND (
         (SELECT COUNT(*) FROM wallet_change c WHERE c.order_no = a.apply_no AND c.biz_code = 80002
            AND c.amount = -a.deposit) <> 1
      OR (SELECT COUNT(*) FROM wallet_change c WHERE c.order_no = a.apply_no AND c.biz_code = 80003
            AND c.amount = a.deposit) <> CASE WHEN a.status = 3 THEN 1 ELSE 0 END)) AS "shopOpenRecords",
      (SELECT COUNT(*)::int FROM member_shop_apply a WHERE a.uid = ANY($1::int[]) AND a.apply_type = 2 AND
         (SELECT COUNT(*) FROM wallet_change c WHERE c.order_no = a.apply_no AND c.biz_code = 80004
            AND c.amount = a.deposit) <> CASE WHEN a.status = 4 THEN 1 ELSE 0 END) AS "shopCloseRecords",
      (SELECT COUNT(*)::int FROM wallet_change WHERE uid = ANY($1::int[]) AND category IN (12, 13)) - $2::int
         AS "manualMoneyRecords",
      (SELECT COUNT(*)::int FROM score_record WHERE uid = ANY($1::int[]) AND type IN (3, 4)) - $3::int
         AS "manualPointsRecords"`,
    [uids, done.money, done.points],
  );
  return row ?? {};
}
