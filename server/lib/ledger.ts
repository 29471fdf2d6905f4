/**
 * The wallet ledger (SPEC §4 "Wallet ledger category" / "Wallet flow business codes" / "Points record
 * type"). Every movement of a member's USDT, RMB or points balance goes through these two functions, which update
 * the balance and write its change record in the caller's transaction. The balance moves by one atomic UPDATE that
 * refuses to go below zero (the row lock it takes serialises concurrent changes to one member), and the amounts stay
 * exact decimals: the arithmetic happens in SQL `numeric`, never in JS floats.
 *
 * Invariant: for every member and currency, balance = sum(wallet_change.amount), and score = sum(score_record.score).
 */
import { ApiError } from './api-error';
import type { Queryable } from '../db/types';
import { shanghaiNow } from './time';
import { dictConstants } from '../../contract/dicts/constants';
import { M } from '../i18n/messages';

export type Currency = 'USDT' | 'RMB';

/** SPEC §4 wallet ledger category (the `walletLedgerCategory` dictionary's named codes). */
export const CATEGORY = dictConstants('walletLedgerCategory');

/** SPEC §4 points record type (the `scoreRecordType` dictionary's named codes). */
export const SCORE_TYPE = dictConstants('scoreRecordType');

/** A signed amount with at most 2 decimals and 16 integer digits (numeric(18,2)). */
const MONEY = /^-?\d{1,16}(\.\d{1,2})?$/;

/** Normalises a money input (number or string) to its exact text, or undefined when it is not one. */
export function moneyText(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !MONEY.test(text.trim())) return undefined;
  return text.trim();
}

export interface MoneyChange {
  uid: number;
  currency: Currency;
  /** Signed: positive credits, negative debits. Exact text, e.g. '-120.50'. */
  amount: string;
  category: number;
  bizCode: number;
  orderNo?: string | null;
  /** Who moved it, for display: a staff username (byStaff), or a word for the system. */
  operator?: string | null;
  /** The staff user's id: what the server compares (a reviewer is not its maker). Null for the system. */
  operatorId?: number | null;
  remark?: string | null;
  /** Wall-clock time of the movement; now by default (the seed passes its own). */
  at?: string;
}

/** The operator fields of a change made by a staff user: the id compared, the username shown (never the nickname). */
export const byStaff = (user: { id: number; username: string }): { operator: string; operatorId: number } => ({
  operator: user.username,
  operatorId: user.id,
});

/** An order a staff user decided, as its ledger line needs it (a recharge credited, a withdrawal refunded). */
export interface DecidedOrder {
  uid: number;
  currency: Currency;
  /** Exact text, as the order holds it. */
  amount: string;
  orderNo: string;
}

/** The money change an order's decision makes: the order's member, currency, amount and number, by `user`. */
export const orderChange = (
  order: DecidedOrder,
  user: { id: number; username: string },
  change: { category: number; bizCode: number; remark: string | null },
): MoneyChange => ({
  uid: order.uid,
  currency: order.currency,
  amount: order.amount,
  orderNo: order.orderNo,
  ...byStaff(user),
  ...change,
});

/** What a decided order's RETURNING gives for `orderChange`, for a table whose member column is `member`. */
export const decidedOrderColumns = (member: string, amount: string): string =>
  `${member} AS uid, currency, ${amount}::text AS amount, order_no AS "orderNo"`;

export interface Applied<T> {
  before: T;
  after: T;
  /** The change record written (wallet_change or score_record id). */
  id: number;
}

const BALANCE_COLUMN: Record<Currency, string> = { USDT: 'usdt_balance', RMB: 'rmb_balance' };

/**
 * Moves a member's balance and records it. Must run inside a transaction (`db.transaction`), so a failure after the
 * update leaves nothing half-written. A debit larger than the balance answers "余额不足" and changes nothing.
 */
export async function applyMoneyChange(tx: Queryable, change: MoneyChange): Promise<Applied<string>> {
  const amount = moneyText(change.amount);
  if (amount === undefined) throw new ApiError(M.amountNotValid);
  const column = BALANCE_COLUMN[change.currency];
  const [moved] = await tx.query<{ before: string; after: string }>(
    `UPDATE member SET ${column} = ${column} + $2::numeric
     WHERE id = $1 AND ${column} + $2::numeric >= 0
     RETURNING (${column} - $2::numeric)::text AS before, ${column}::text AS after`,
    [change.uid, amount],
  );
  if (!moved) {
    const [member] = await tx.query<{ id: number }>('SELECT id FROM member WHERE id = $1', [change.uid]);
    throw new ApiError(member ? M.insufficientBalance : M.memberNotFound);
  }
  const [record] = await tx.query<{ id: number }>(
    `INSERT INTO wallet_change (uid, currency, category, biz_code, amount, balance_before, balance_after, order_no,
       operator, remark, created_time, operator_id)
     VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7::numeric, $8, $9, $10, $11::timestamp, $12) RETURNING id`,
    [
      change.uid,
      change.currency,
      change.category,
      change.bizCode,
      amount,
      moved.before,
      moved.after,
      change.orderNo ?? null,
      change.operator ?? null,
      change.remark ?? null,
      change.at ?? shanghaiNow(),
      change.operatorId ?? null,
    ],
  );
  return { ...moved, id: record?.id ?? 0 };
}

export interface ScoreChange {
  uid: number;
  /** Signed whole points. */
  score: number;
  type: number;
  orderNo?: string | null;
  operator?: string | null;
  operatorId?: number | null;
  remark?: string | null;
  at?: string;
}

/** Moves a member's points and records it (same rules as applyMoneyChange: "积分不足" below zero). */
export async function applyScoreChange(tx: Queryable, change: ScoreChange): Promise<Applied<number>> {
  if (!Number.isSafeInteger(change.score) || Math.abs(change.score) > 2_000_000_000)
    throw new ApiError(M.pointsValueNotValid);
  const [moved] = await tx.query<{ before: number; after: number }>(
    `UPDATE member SET score = score + $2 WHERE id = $1 AND score + $2 >= 0
     RETURNING score - $2 AS before, score AS after`,
    [change.uid, change.score],
  );
  if (!moved) {
    const [member] = await tx.query<{ id: number }>('SELECT id FROM member WHERE id = $1', [change.uid]);
    throw new ApiError(member ? M.notEnoughPoints : M.memberNotFound);
  }
  const [record] = await tx.query<{ id: number }>(
    `INSERT INTO score_record (uid, type, score, score_before, score_after, order_no, operator, remark, created_time,
       operator_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamp, $10) RETURNING id`,
    [
      change.uid,
      change.type,
      change.score,
      moved.before,
      moved.after,
      change.orderNo ?? null,
      change.operator ?? null,
      change.remark ?? null,
      change.at ?? shanghaiNow(),
      change.operatorId ?? null,
    ],
  );
  return { ...moved, id: record?.id ?? 0 };
}
