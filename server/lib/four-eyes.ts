/**
 * Four-eyes: a manual credit or debit, or a withdrawal approval, above the threshold set for its currency (settings
 * `fourEyesUsdt`, `fourEyesRmb`; blank = off) does not move money when it is made. It is recorded as a pending
 * request (money_approval), and happens only when a second staff user, not its requester, approves it
 * (screens/finance/money-approvals.ts). Requester and approver are compared by staff id.
 */
import type { Queryable } from '../db/types';
import { ApiError } from './api-error';
import { approvalRequested } from './inbox/approvals';
import { applyMoneyChange, byStaff, CATEGORY, type Currency } from './ledger';
import { settingNumber, type SettingKey } from './settings';
import { shanghaiNow } from './time';
import { dictConstants } from '../../contract/dicts/constants';
import { M } from '../i18n/messages';

export type ApprovalKind = 'credit' | 'debit' | 'withdrawal';
export const APPROVAL_KINDS: readonly ApprovalKind[] = ['credit', 'debit', 'withdrawal'];

export const APPROVAL_STATUS = dictConstants('approvalStatus');

export const THRESHOLD_SETTING: Record<Currency, SettingKey> = { USDT: 'fourEyesUsdt', RMB: 'fourEyesRmb' };

export interface Staff {
  id: number;
  username: string;
}

/** The threshold in force for a currency, or null when four-eyes is off for it. */
export async function fourEyesThreshold(db: Queryable, currency: Currency): Promise<number | null> {
  const value = await settingNumber(db, THRESHOLD_SETTING[currency], Number.POSITIVE_INFINITY);
  return Number.isFinite(value) ? value : null;
}

/** Whether an amount (exact text) of that currency needs a second staff user. */
export async function needsSecondApprover(db: Queryable, currency: Currency, amount: string): Promise<boolean> {
  const threshold = await fourEyesThreshold(db, currency);
  return threshold !== null && Number(amount) > threshold;
}

export interface ApprovalRequest {
  kind: ApprovalKind;
  uid: number;
  currency: Currency;
  /** Positive exact text. */
  amount: string;
  remark: string | null;
  withdrawId?: number;
}

/** Records a pending request → its id, and tells those who may approve it (their inbox). The money does not move. */
export async function requestApproval(db: Queryable, request: ApprovalRequest, by: Staff): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO money_approval (kind, uid, currency, amount, remark, withdraw_id, requested_by, requested_by_name,
       requested_time, status)
     VALUES ($1, $2, $3, $4::numeric, $5, $6, $7, $8, $9::timestamp, 0) RETURNING id`,
    [
      request.kind,
      request.uid,
      request.currency,
      request.amount,
      request.remark,
      request.withdrawId ?? null,
      by.id,
      by.username,
      shanghaiNow(),
    ],
  );
  const id = row?.id ?? 0;
  await approvalRequested(db, id, request, by);
  return id;
}

interface Pending extends ApprovalRequest {
  id: number;
  requestedBy: number;
  requestedByName: string;
}

const PENDING_SELECT = `SELECT id, kind, uid, currency, amount::text AS amount, remark, withdraw_id AS "withdrawId",
  requested_by AS "requestedBy", requested_by_name AS "requestedByName" FROM money_approval`;

/** The pending request of a withdrawal, if there is one. */
export async function pendingForWithdrawal(db: Queryable, withdrawId: number): Promise<Pending | undefined> {
  const [row] = await db.query<Pending>(`${PENDING_SELECT} WHERE withdraw_id = $1 AND status = 0 LIMIT 1`, [
    withdrawId,
  ]);
  return row;
}

/**
 * Approves a pending request as `by` (never its requester) and makes it happen in the caller's transaction: the
 * credit or debit through the ledger (made by the requester, reviewed by the approver), or the withdrawal's approval.
 */
export async function approve(tx: Queryable, id: number, by: Staff): Promise<void> {
  const [request] = await tx.query<Pending>(`${PENDING_SELECT} WHERE id = $1 FOR UPDATE`, [id]);
  if (!request) throw new ApiError(M.approvalRequestNotFound);
  if (request.requestedBy === by.id) throw new ApiError(M.youCannotApproveYour);
  const decided = await tx.query(
    `UPDATE money_approval SET status = 1, decided_by = $2, decided_by_name = $3, decided_time = $4::timestamp
     WHERE id = $1 AND status = 0 RETURNING id`,
    [id, by.id, by.username, shanghaiNow()],
  );
  if (!decided.length) throw new ApiError(M.requestAlreadyHandled);
  if (request.kind === 'withdrawal') {
    const approved = await tx.query(
      `UPDATE withdraw_order SET status = 2, remark = NULL, handle_time = $2::timestamp, handler = $3, handler_id = $4
       WHERE id = $1 AND status = 1 RETURNING id`,
      [request.withdrawId ?? null, shanghaiNow(), by.username, by.id],
    );
    if (!approved.length) throw new ApiError(M.orderAlreadyReviewed);
    return;
  }
  const credit = request.kind === 'credit';
  const moved = await applyMoneyChange(tx, {
    uid: request.uid,
    currency: request.currency,
    amount: credit ? request.amount : `-${request.amount}`,
    category: credit ? CATEGORY.adminCredit : CATEGORY.adminDebit,
    bizCode: credit ? 110006 : 110001,
    ...byStaff({ id: request.requestedBy, username: request.requestedByName }),
    remark: request.remark,
  });
  // Reviewed before it moved: the change is recorded as its second review's outcome.
  await tx.query(
    `UPDATE wallet_change SET review_status = 2, reviewer = $2, reviewer_id = $3, review_time = $4::timestamp
     WHERE id = $1`,
    [moved.id, by.username, by.id, shanghaiNow()],
  );
  await tx.query('UPDATE money_approval SET change_id = $2 WHERE id = $1', [id, moved.id]);
}

/** Rejects a pending request (its requester withdraws it: cancelled). Nothing moves. */
export async function reject(tx: Queryable, id: number, by: Staff, remark: string | null): Promise<void> {
  const [request] = await tx.query<Pending>(`${PENDING_SELECT} WHERE id = $1`, [id]);
  if (!request) throw new ApiError(M.approvalRequestNotFound);
  const own = request.requestedBy === by.id;
  if (!own && !remark) throw new ApiError(M.rejectionReasonRequired);
  const decided = await tx.query(
    `UPDATE money_approval SET status = $2, decided_by = $3, decided_by_name = $4, decided_time = $5::timestamp,
       decide_remark = $6
     WHERE id = $1 AND status = 0 RETURNING id`,
    [id, own ? APPROVAL_STATUS.cancelled : APPROVAL_STATUS.rejected, by.id, by.username, shanghaiNow(), remark],
  );
  if (!decided.length) throw new ApiError(M.requestAlreadyHandled);
}
