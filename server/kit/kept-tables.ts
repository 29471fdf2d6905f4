/**
 * The kept totals of the tables that grow to millions of rows (kit/kept-totals.ts), declared once for the lists that
 * read them and for home's statistics: what each keeps per group and per day.
 */
import { CATEGORY, SCORE_TYPE } from '../lib/ledger';
import { keptTotals } from './kept-totals';

/**
 * Withdrawal orders: per status, currency, reviewer and day; the list's two sums, and the USDT sum home reads. The
 * reviewer (`handler`, a staff username: a few values over millions of rows) is kept so that a search by it counts
 * here: the same ILIKE on the kept rows' names matches the same orders.
 */
export const WITHDRAWALS_KEPT = keptTotals('withdraw_order w', {
  by: ['status', 'currency', 'handler'],
  day: 'created_time',
  sums: { totalWithdrawAmount: 'w.withdraw_amount', totalTransferAmount: 'w.transfer_amount' },
  keep: { usdtAmount: 'w.usdt_amount' },
});

/** Recharge orders: per status, type, currency, settlement and day, with the list's sum. */
export const RECHARGES_KEPT = keptTotals('member_recharge o', {
  by: ['status', 'recharge_type', 'currency', 'settle_status'],
  day: 'created_time',
  sums: { totalAmount: 'o.amount' },
});

/**
 * Wallet changes: per currency, category, review state, operator (a staff username or none) and day; `where` for a
 * list of some categories.
 */
export const changesKept = (where?: string) =>
  keptTotals('wallet_change c', {
    by: ['currency', 'category', 'biz_code', 'review_status', 'operator'],
    day: 'created_time',
    where,
  });

export const MANUAL_CHANGES = `c.category IN (${CATEGORY.adminCredit}, ${CATEGORY.adminDebit})`;

/** Points records: per type, operator (a staff username or none) and day. */
export const scoresKept = (where?: string) =>
  keptTotals('score_record s', { by: ['type', 'operator'], day: 'created_time', where });

export const MANUAL_SCORES = `s.type IN (${SCORE_TYPE.systemCredit}, ${SCORE_TYPE.systemDebit})`;

/**
 * Members: per real-name state, test flag, account state, team level, upline depth (0–2, kept on the row) and
 * registration day; `where` for a list of some members (the subordinates lists: those with an upline).
 */
export const membersKept = (where?: string) =>
  keptTotals('member m', {
    by: ['real_name_status', 'is_test', 'status', 'team_level', 'upline_depth'],
    day: 'register_time',
    where,
  });

export const MEMBERS_KEPT = membersKept();
