/**
 * Shop applications (SPEC §4 "Shop application / fund return"): the one table of allowed status changes, and the one
 * function that makes them. A change is a single UPDATE guarded by the status it was read in, so two staff (or a
 * staff member and the member app) racing on one application cannot both succeed.
 */
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { dictConstants } from '../../../contract/dicts/constants';
import { fill, M } from '../../i18n/messages';

export const APPLY_STATUS = dictConstants('shopApplicationStatus');
export type ApplyStatus = (typeof APPLY_STATUS)[keyof typeof APPLY_STATUS];
export const APPLY_TYPE = dictConstants('shopApplicationType');
export type ApplyType = (typeof APPLY_TYPE)[keyof typeof APPLY_TYPE];

/** SPEC §4 wallet flow codes (ledger category 8 shop opening): the deposit paid, returned on rejection, on closure. */
export const BIZ_SHOP_APPLICATION = 80002;
export const BIZ_SHOP_APPLICATION_REFUND = 80003;
export const BIZ_SHOP_CLOSURE_REFUND = 80004;

const LABEL: Record<ApplyStatus, string> = {
  [-1]: M.withdrawn,
  0: M.applying,
  1: M.awaitingReview,
  2: M.refundInProgress,
  3: M.rejected,
  4: M.succeeded,
};

export interface Transition {
  type: ApplyType;
  from: ApplyStatus;
  to: ApplyStatus;
  /** Who makes it: the member app, or staff in this console. */
  actor: 'member' | 'staff';
  action: 'submit' | 'withdraw' | 'approve' | 'reject' | 'refund';
}

const { open, close } = APPLY_TYPE;
const { withdrawn, applying, pending, refunding, rejected, succeeded } = APPLY_STATUS;

/** Every allowed change; anything else is refused. docs/decisions/shops.md shows the same table. */
export const TRANSITIONS: readonly Transition[] = [
  ...[open, close].flatMap((type): Transition[] => [
    { type, from: applying, to: pending, actor: 'member', action: 'submit' },
    { type, from: applying, to: withdrawn, actor: 'member', action: 'withdraw' },
    { type, from: pending, to: withdrawn, actor: 'member', action: 'withdraw' },
    { type, from: pending, to: rejected, actor: 'staff', action: 'reject' },
  ]),
  { type: open, from: pending, to: succeeded, actor: 'staff', action: 'approve' },
  { type: close, from: pending, to: refunding, actor: 'staff', action: 'approve' },
  { type: close, from: refunding, to: succeeded, actor: 'staff', action: 'refund' },
];

export const isAllowed = (type: ApplyType, from: number, to: number): boolean =>
  TRANSITIONS.some((t) => t.type === type && t.from === from && t.to === to);

export const labelOf = (status: number): string => LABEL[status as ApplyStatus] ?? String(status);

export interface Application {
  id: number;
  applyNo: string;
  uid: number;
  shopId: number | null;
  shopName: string;
  shopSystemId: number;
  industryId: number | null;
  /** Exact text (numeric), for the ledger. */
  deposit: string;
  status: number;
}

export interface Move {
  id: number;
  type: ApplyType;
  to: ApplyStatus;
  remark?: string | null;
  handler?: string | null;
  at: string;
}

/** Makes one allowed change atomically (call inside the transaction that does its side effects) → the application. */
export async function moveApplication(tx: Queryable, move: Move): Promise<Application> {
  const [current] = await tx.query<{ status: number }>(
    'SELECT status FROM member_shop_apply WHERE id = $1 AND apply_type = $2',
    [move.id, move.type],
  );
  if (!current) throw new ApiError(M.applicationNotFound);
  const refused = () =>
    new ApiError(fill(M.statusCannotChange, { from: labelOf(current.status), to: labelOf(move.to) }));
  if (!isAllowed(move.type, current.status, move.to)) throw refused();
  const refund = move.to === succeeded && move.type === close;
  const [moved] = await tx.query<Application>(
    `UPDATE member_shop_apply SET status = $3,
       remark = COALESCE($4, remark), handler = COALESCE($5, handler),
       handle_time = CASE WHEN $7 THEN handle_time ELSE $6::timestamp END,
       refund_time = CASE WHEN $7 THEN $6::timestamp ELSE refund_time END
     WHERE id = $1 AND status = $2
     RETURNING id, apply_no AS "applyNo", uid, shop_id AS "shopId", shop_name AS "shopName",
       shop_system_id AS "shopSystemId", industry_id AS "industryId", deposit::text AS deposit, status`,
    [move.id, current.status, move.to, move.remark ?? null, move.handler ?? null, move.at, refund],
  );
  if (!moved) throw refused();
  return moved;
}
