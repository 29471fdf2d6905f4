/**
 * "Items wait longer than H h in a queue you review": a periodic check (every WAITING_CHECK_MS, on each instance that
 * runs the scheduler) tells each enabled staff user holding `edit` on a review queue's page (lib/review-queue.ts
 * QUEUES) how many pending items have passed the `reviewWaitHours` setting since the last check — one summary message
 * per queue and reviewer per check, never one per item, however many passed at once.
 *
 * Each item is counted once: per queue a mark (inbox_waiting_mark) holds the waiting-since time up to which items have
 * been announced; a check counts the pending items whose time lies between the mark and now − H and moves the mark
 * there, with a compare-and-set, so of several instances checking at once one announces. The count is one query over
 * the queue's pending index (status, time) per queue per check. The first check of a queue announces every item
 * already past the threshold, once. An item counted as passed is not announced again (whether it is then decided or
 * not); one whose time lies before the mark when it becomes pending is not announced.
 */
import { logError } from '../log-error';
import type { Queryable } from '../../db/types';
import type { LiveFeed } from '../events/feed';
import { JOB_ORIGIN } from '../events/origin';
import type { QueueSpec } from '../review-queue';
import { QUEUES } from '../review-queues';
import { settingNumber } from '../settings';
import { clockNow, formatShanghai } from '../time';
import { queueLink } from './links';
import { holdersSql } from './recipients';
import { inboxNow, insertMessages } from './store';

export const WAITING_CHECK_MS = 60_000;
const HOUR_MS = 3_600_000;

/** The time a queue's item has waited since: the first column of its oldest-first order (`w.created_time`). */
export function waitingSince(spec: Pick<QueueSpec, 'order'>): string {
  return (spec.order.split(',')[0] ?? '').trim().replace(/\s+ASC$/i, '');
}

/**
 * Moves the queue's mark to `cutoff` → where it stood ('-infinity' the first time), or undefined when it stands there
 * already or another instance moved it meanwhile.
 */
async function advanceMark(db: Queryable, queue: string, cutoff: string): Promise<string | undefined> {
  const [mark] = await db.query<{ through: string }>(
    `SELECT to_char(through, 'YYYY-MM-DD HH24:MI:SS') AS through FROM inbox_waiting_mark WHERE queue = $1`,
    [queue],
  );
  if (!mark) {
    const first = await db.query(
      `INSERT INTO inbox_waiting_mark (queue, through) VALUES ($1, $2::timestamp) ON CONFLICT DO NOTHING RETURNING 1`,
      [queue, cutoff],
    );
    return first.length ? '-infinity' : undefined;
  }
  if (mark.through >= cutoff) return undefined;
  const moved = await db.query(
    `UPDATE inbox_waiting_mark SET through = $3::timestamp WHERE queue = $1 AND through = $2::timestamp RETURNING 1`,
    [queue, mark.through, cutoff],
  );
  return moved.length ? mark.through : undefined;
}

/** One summary message per reviewer of the queue when items passed the threshold in (from, cutoff]. */
function announce(
  db: Queryable,
  queue: QueueSpec & { page: string },
  window: { from: string; cutoff: string },
  hours: number,
): Promise<number> {
  const since = waitingSince(queue);
  return insertMessages(
    db,
    `WITH due AS (SELECT count(*)::int AS n FROM ${queue.from}
       WHERE ${queue.pending} AND ${since} > $1::timestamp AND ${since} <= $2::timestamp)
     INSERT INTO inbox_message (user_id, kind, params, link, created_time)
     SELECT h.id, 'reviewWaiting', jsonb_build_object('queue', $3::text, 'count', due.n, 'hours', $4::float8), $5,
       $6::timestamptz
     FROM due, (${holdersSql(7, 8)}) h WHERE due.n > 0
     RETURNING user_id AS "userId"`,
    [window.from, window.cutoff, queue.name, hours, queueLink(queue.name, queue.page), inboxNow(), queue.page, 'edit'],
  );
}

/** One check at `now` (the server clock): → how many messages it wrote. */
export async function checkWaiting(db: Queryable, now: Date = clockNow()): Promise<number> {
  const hours = await settingNumber(db, 'reviewWaitHours', 24);
  const cutoff = formatShanghai(new Date(now.getTime() - hours * HOUR_MS));
  let written = 0;
  for (const queue of Object.values(QUEUES)) {
    const from = await advanceMark(db, queue.name, cutoff);
    if (from !== undefined) written += await announce(db, queue, { from, cutoff }, hours);
  }
  return written;
}

/**
 * Checks every `everyMs` until stopped, each check in a transaction of the live feed's (so the reviewers' consoles
 * hear their new count); a check never overlaps the previous one.
 */
export function startWaitingCheck(
  feed: Pick<LiveFeed, 'transaction'>,
  everyMs = WAITING_CHECK_MS,
): { stop(): Promise<void> } {
  let busy: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    busy ??= feed
      .transaction(JOB_ORIGIN, (tx) => checkWaiting(tx))
      .catch((error: unknown) => logError('inbox waiting check', error))
      .finally(() => {
        busy = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await busy;
    },
  };
}
