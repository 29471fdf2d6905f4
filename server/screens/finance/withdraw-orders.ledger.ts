import type { Queryable } from '../../db/types';
import { applyMoneyChange, CATEGORY, type Currency } from '../../lib/ledger';
import { shanghaiNow } from '../../lib/time';

/**
 * SPEC §4 business codes of a withdrawal, by currency: the application's debit, and the refund of a rejection. The
 * spec names only USDT's refund (10013); RMB's is 10014 here, so an RMB refund is never recorded as a USDT one
 * (docs/decisions/finance.md).
 */
export const WITHDRAW_DEBIT: Record<Currency, number> = { USDT: 10003, RMB: 10004 };
export const WITHDRAW_REFUND: Record<Currency, number> = { USDT: 10013, RMB: 10014 };

/**
 * A member's withdrawal application (made in the member app, not in this console; the seed and the tests use it):
 * the pending order and the debit of its amount, together. Refused ("余额不足") above the balance.
 */
export async function applyForWithdrawal(
  tx: Queryable,
  order: { uid: number; currency: Currency; amount: string; orderNo: string },
): Promise<number> {
  await applyMoneyChange(tx, {
    uid: order.uid,
    currency: order.currency,
    amount: `-${order.amount}`,
    category: CATEGORY.withdrawal,
    bizCode: WITHDRAW_DEBIT[order.currency],
    orderNo: order.orderNo,
  });
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO withdraw_order (order_no, user_id, currency, withdraw_amount, usdt_amount, fee_amount, transfer_amount,
       status, created_time)
     VALUES ($1, $2, $3, $4::numeric, $4::numeric, 0, $4::numeric, 1, $5::timestamp) RETURNING id`,
    [order.orderNo, order.uid, order.currency, order.amount, shanghaiNow()],
  );
  return row?.id ?? 0;
}
