/**
 * "A second approval waits for you": a four-eyes request (lib/four-eyes.ts) is told to every enabled staff user who may
 * approve it — `edit` on the money approvals page — never to its requester. One statement in the request's
 * transaction: the messages exist exactly when the request does.
 */
import type { Queryable } from '../../db/types';
import type { ApprovalRequest, Staff } from '../four-eyes';
import { consoleLink } from './links';
import { holdersSql } from './recipients';
import { inboxNow, insertMessages } from './store';

/** The page whose `edit` approves a request (screens/finance/money-approvals.ts). */
export const APPROVALS_PAGE = 'finance/money-approvals';
/** The approvals list's status of a request still waiting (its tab). */
const PENDING = 0;

/** Writes the request's message to each user who may approve it. → how many were written. */
export async function approvalRequested(
  db: Queryable,
  approvalId: number,
  request: ApprovalRequest,
  by: Staff,
): Promise<number> {
  const params = {
    approvalId,
    kind: request.kind,
    uid: request.uid,
    currency: request.currency,
    amount: request.amount,
    name: by.username,
  };
  const link = consoleLink(APPROVALS_PAGE, { uid: request.uid }, { status: PENDING });
  return insertMessages(
    db,
    `INSERT INTO inbox_message (user_id, kind, params, link, created_time)
     SELECT h.id, 'approvalRequested', $3::jsonb, $4, $5::timestamptz FROM (${holdersSql(1, 2)}) h WHERE h.id <> $6
     RETURNING user_id AS "userId"`,
    [APPROVALS_PAGE, 'edit', JSON.stringify(params), link, inboxNow(), by.id],
  );
}
