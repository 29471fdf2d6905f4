/**
 * Review queues: each reviewer is handed the oldest pending item no one else holds, as a claim with a time limit.
 * One row per claimed item (`review_claim`, its primary key the queue and the item: never one item claimed by two);
 * at most one live claim per reviewer per queue (a partial unique index); a claim past its limit is no claim — the
 * next `claimNext` of that queue deletes it and the item is pending for everyone again, as it deletes the claims of
 * items decided since. While a claim lives only its holder may decide the item (`mayDecide`, checked by the review
 * route); `releaseClaim` gives an item back undecided.
 */
import type { Queryable, SqlParam } from '../db/types';
import { Where } from '../db/where';
import { M } from '../i18n/messages';

/** Where a queue's pending items are: `from` with its alias, the pending condition, the oldest-first order. */
export interface QueueSpec {
  name: string;
  /** e.g. `withdraw_order w` */
  from: string;
  /** The item's id column, e.g. `w.id`. */
  id: string;
  /** e.g. `w.status = 1` */
  pending: string;
  /** Oldest first, e.g. `w.created_time, w.id`. */
  order: string;
  /** The column of the staff user who made the item, when its maker may not decide it (four-eyes): not handed to them. */
  notFor?: string;
  /** The list's filter showing the pending items (its tab), for a link to them (an inbox message). */
  tab?: Readonly<Record<string, number>>;
}

/**
 * The part of a queue a reviewer works: the FROM of the list they filtered (its joins) and the conditions of its
 * filters, built after the parameters given (`first`); `skip`, items passed over in this round.
 */
export interface QueueScope {
  from: string;
  where: (first: SqlParam[]) => Where;
  skip?: readonly number[];
}

export interface Claim {
  itemId: number;
  expiresAt: string;
}

/** Default time limit of a claim. */
export const CLAIM_SECONDS = 300;

/** The refusal of a decision on an item another reviewer holds, worded for what the item is. */
export const HELD_ELSEWHERE = {
  order: M.anotherReviewerTakenOrder,
  application: M.anotherReviewerTakenApplication,
  record: M.anotherReviewerTakenRecord,
} as const;

/** A claim `claimNext` deleted: whose, of which item, and whether it had lapsed (else its item was decided). */
export interface EndedClaim {
  itemId: number;
  holderId: number;
  expired: boolean;
}

/** How `claimNext` claims: for how long, within which scope, and who is told of the claims it ended. */
export interface ClaimOptions {
  /** Default CLAIM_SECONDS. */
  seconds?: number;
  scope?: QueueScope;
  /** Told, in the claim's transaction, of the claims it deleted (the inbox tells lapsed ones' holders). */
  onEnded?: (ended: readonly EndedClaim[]) => Promise<unknown>;
}

/** The holder's live claim in the queue, if any. */
export async function claimOf(db: Queryable, queue: string, holderId: number): Promise<Claim | undefined> {
  const [row] = await db.query<Claim>(
    `SELECT item_id AS "itemId", expires_at::text AS "expiresAt" FROM review_claim
     WHERE queue = $1 AND holder_id = $2 AND expires_at > now()`,
    [queue, holderId],
  );
  return row;
}

/** The conditions of a claim after the queue's pending one: the scope's filters, the skipped items, none claimed. */
function scoped(
  spec: QueueSpec,
  scope: QueueScope | undefined,
  holderId: number,
  first: SqlParam[],
): { from: string; where: string; params: SqlParam[] } {
  const where = scope ? scope.where(first) : new Where(first);
  if (scope?.skip?.length) where.add(`NOT (${spec.id} = ANY($?::int[]))`, [...scope.skip]);
  if (spec.notFor) where.add(`${spec.notFor} IS DISTINCT FROM $?::int`, holderId);
  const filters = where.conditionsSql();
  const claimed = `NOT EXISTS (SELECT 1 FROM review_claim c WHERE c.queue = $1 AND c.item_id = ${spec.id})`;
  return {
    from: scope?.from ?? spec.from,
    where: [spec.pending, filters, claimed].filter(Boolean).join(' AND '),
    params: where.params,
  };
}

/**
 * Hands the holder the oldest pending item no one holds (their own live claim, if they have one), within the scope
 * when one is given: the expired claims of the queue go first. An insert that meets another reviewer's claim of the
 * same item (a race on PostgreSQL) tries the next item. → the claim, or undefined when nothing is left to claim.
 */
export async function claimNext(
  db: Queryable,
  spec: QueueSpec,
  holderId: number,
  { seconds = CLAIM_SECONDS, scope, onEnded }: ClaimOptions = {},
): Promise<Claim | undefined> {
  // Claims past their limit, and claims of items decided since (a decision needs no release of its own).
  const ended = await db.query<EndedClaim>(
    `DELETE FROM review_claim c WHERE c.queue = $1 AND (c.expires_at <= now()
       OR NOT EXISTS (SELECT 1 FROM ${spec.from} WHERE ${spec.pending} AND ${spec.id} = c.item_id))
     RETURNING c.item_id AS "itemId", c.holder_id AS "holderId", c.expires_at <= now() AS expired`,
    [spec.name],
  );
  if (ended.length) await onEnded?.(ended);
  const own = await claimOf(db, spec.name, holderId);
  if (own) return own;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const insert = scoped(spec, scope, holderId, [spec.name, holderId, seconds]);
    const [row] = await db.query<Claim>(
      `INSERT INTO review_claim (queue, item_id, holder_id, expires_at)
       SELECT $1, ${spec.id}, $2, now() + make_interval(secs => $3::float8) FROM ${insert.from}
       WHERE ${insert.where} ORDER BY ${spec.order} LIMIT 1
       ON CONFLICT DO NOTHING
       RETURNING item_id AS "itemId", expires_at::text AS "expiresAt"`,
      insert.params,
    );
    if (row) return row;
    // Nothing inserted: nothing pending, or another reviewer took that item (or this holder's slot) just now.
    const left = scoped(spec, scope, holderId, [spec.name]);
    if (!(await db.query(`SELECT 1 FROM ${left.from} WHERE ${left.where} LIMIT 1`, left.params)).length)
      return claimOf(db, spec.name, holderId);
  }
  return claimOf(db, spec.name, holderId);
}

/** How many items of the scope wait unclaimed besides the caller's, counted up to `cap` (a queue's "N left"). */
export async function leftIn(
  db: Queryable,
  spec: QueueSpec,
  holderId: number,
  scope: QueueScope | undefined,
  cap: number,
): Promise<number> {
  const left = scoped(spec, scope, holderId, [spec.name]);
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${left.from} WHERE ${left.where} LIMIT ${Math.trunc(cap)}) x`,
    left.params,
  );
  return row?.n ?? 0;
}

/** The live claims of the queue: which item, whose (the staff user's name), until when. */
export async function liveClaims(
  db: Queryable,
  queue: string,
): Promise<{ itemId: number; holderId: number; holder: string; expiresAt: string }[]> {
  return db.query(
    `SELECT c.item_id AS "itemId", c.holder_id AS "holderId", coalesce(nullif(u.nickname, ''), u.username) AS holder,
            c.expires_at::text AS "expiresAt"
     FROM review_claim c LEFT JOIN staff_user u ON u.id = c.holder_id
     WHERE c.queue = $1 AND c.expires_at > now() ORDER BY c.item_id`,
    [queue],
  );
}

/** Whether the holder may decide the item now: their claim of it lives, or no one holds it. */
export async function mayDecide(db: Queryable, queue: string, itemId: number, holderId: number): Promise<boolean> {
  const [row] = await db.query<{ holderId: number }>(
    `SELECT holder_id AS "holderId" FROM review_claim WHERE queue = $1 AND item_id = $2 AND expires_at > now()`,
    [queue, itemId],
  );
  return !row || row.holderId === holderId;
}

/** Ends the claim of the item (its decision, or its holder left it). */
export async function releaseClaim(db: Queryable, queue: string, itemId: number): Promise<void> {
  await db.query('DELETE FROM review_claim WHERE queue = $1 AND item_id = $2', [queue, itemId]);
}
