/**
 * "A claim of yours was taken back": a review queue's claim past its time limit is deleted by the next reviewer's
 * `claimNext` (lib/review-queue.ts), and its item, still pending, goes back to the queue. Its former holder is told —
 * one `INSERT … SELECT` from the claims that statement deleted (`claimNext`'s `onEnded`, given by
 * routes/review-queue.ts), so a claim deleted once is told once, however many reviewers ask at the same moment. A holder
 * asking again themselves is not told; nor is one whose item was decided.
 */
import type { Queryable } from '../../db/types';
import type { EndedClaim, QueueSpec } from '../review-queue';
import { queueLink } from './links';
import { inboxNow, insertMessages } from './store';

/**
 * Tells the holders of lapsed claims (not `takerId`'s own) whose items are still pending that they were taken back.
 * `spec`: the queue (its `page`, when it has one, is where the message leads). → how many were written.
 */
export async function claimsTakenBack(
  db: Queryable,
  spec: QueueSpec & { page?: string },
  takerId: number,
  ended: readonly EndedClaim[],
): Promise<number> {
  const lapsed = ended.filter((claim) => claim.expired && claim.holderId !== takerId);
  if (!lapsed.length) return 0;
  return insertMessages(
    db,
    `INSERT INTO inbox_message (user_id, kind, params, link, created_time)
     SELECT g.holder, 'claimTakenBack', jsonb_build_object('queue', $1::text, 'itemId', g.item), $2, $3::timestamptz
     FROM unnest($4::int[], $5::int[]) AS g(item, holder)
     WHERE EXISTS (SELECT 1 FROM ${spec.from} WHERE ${spec.pending} AND ${spec.id} = g.item)
     RETURNING user_id AS "userId"`,
    [
      spec.name,
      spec.page ? queueLink(spec.name, spec.page) : null,
      inboxNow(),
      lapsed.map((claim) => claim.itemId),
      lapsed.map((claim) => claim.holderId),
    ],
  );
}
