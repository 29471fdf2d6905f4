import { inTransaction } from '../db/scope';
import type { Queryable } from '../db/types';

/** The limits in force (system settings `loginFailureLimit`, `loginLockMinutes`). */
export interface Limits {
  failures: number;
  windowSecs: number;
}

/**
 * One (account, client) pair: its login_failure row and its attempts in this process. Each attempt passes its own
 * object: while it waits or checks, this process counts it among the pair's attempts in flight (`Traffic.live`).
 */
export interface Pair {
  account: string;
  client: string;
}

/**
 * How long an attempt waits for a check slot while no check on the pair runs in this process (the slots are held on
 * another instance, or by a process that stopped mid-check): then it is refused as busy. While checks run here it
 * waits for them, as each ends.
 */
const WAIT_MS = 10_000;
/** How long a right password waits for the attempts beside it to settle, at most (a client gives up after 15 s). */
const SETTLE_MS = 30_000;
/** Checks ending on another server instance are not seen here: a waiting attempt looks again this often. */
const RETRY_MS = 500;
/** How often a right password looks whether the attempts beside it have settled (in this process, no query). */
const SETTLE_POLL_MS = 20;

/** The window as SQL, `$n` bound to its seconds. */
const WINDOW = (slot: number): string => `make_interval(secs => $${slot}::float8)`;

/**
 * This process's attempts on a pair: checks running, attempts waiting for a slot, the wake-ups of the waiting ones
 * (called when a check gives its slot back or the pair locks), and every attempt in flight, waiting or checking.
 * Kept per database.
 */
interface Traffic {
  checking: number;
  waiting: number;
  wake: Set<() => void>;
  live: Set<Pair>;
}
const traffic = new WeakMap<Queryable, Map<string, Traffic>>();

const trafficKey = (pair: Pair): string => `${pair.account}\n${pair.client}`;

function trafficOf(db: Queryable, pair: Pair): Traffic {
  const pairs = traffic.get(db) ?? new Map<string, Traffic>();
  traffic.set(db, pairs);
  let entry = pairs.get(trafficKey(pair));
  if (!entry) {
    entry = { checking: 0, waiting: 0, wake: new Set(), live: new Set() };
    pairs.set(trafficKey(pair), entry);
  }
  return entry;
}

function forgetIfIdle(db: Queryable, pair: Pair, entry: Traffic): void {
  if (entry.checking === 0 && entry.waiting === 0 && entry.wake.size === 0 && entry.live.size === 0)
    traffic.get(db)?.delete(trafficKey(pair));
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when a slot may have come free on the pair, or after `ms`. */
function slotFreed(entry: Traffic, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      entry.wake.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    entry.wake.add(done);
  });
}

/** A check on the pair has ended in this process: the waiting attempts look again when `freed`. */
function checkEnded(db: Queryable, pair: Pair, entry: Traffic, freed: boolean): void {
  entry.checking -= 1;
  entry.live.delete(pair);
  if (freed) for (const wake of [...entry.wake]) wake();
  forgetIfIdle(db, pair, entry);
}

/**
 * Takes a check slot atomically: free while the pair is not locked and its failures plus its checks in flight are
 * below the limit. A lock that has ended, or a window that has passed, starts the row afresh. → admitted, locked,
 * or full (checks in flight hold the remaining slots).
 */
async function reserve(db: Queryable, pair: Pair, limit: Limits): Promise<'admitted' | 'locked' | 'full'> {
  const fresh = `COALESCE(f.locked_until <= now(), f.first_failed_at <= now() - ${WINDOW(3)})`;
  const [taken] = await db.query(
    `INSERT INTO login_failure AS f (account, client, failed_count, checking, first_failed_at)
     VALUES ($1, $2, 0, 1, now())
     ON CONFLICT (account, client) DO UPDATE SET
       failed_count = CASE WHEN ${fresh} THEN 0 ELSE f.failed_count END,
       first_failed_at = CASE WHEN ${fresh} THEN now() ELSE f.first_failed_at END,
       checking = CASE WHEN ${fresh} THEN 1 ELSE f.checking + 1 END,
       locked_until = NULL
     WHERE ${fresh} OR (f.locked_until IS NULL AND f.failed_count + f.checking < $4)
     RETURNING 1`,
    [pair.account, pair.client, limit.windowSecs, limit.failures],
  );
  if (taken) return 'admitted';
  const [locked] = await db.query(
    'SELECT 1 FROM login_failure WHERE account = $1 AND client = $2 AND locked_until > now()',
    [pair.account, pair.client],
  );
  return locked ? 'locked' : 'full';
}

/**
 * A slot for one password check on the pair. While checks in flight hold the slots left, the attempt waits for one
 * of them to end (a right password gives its slot back, a wrong one keeps it as a failure) instead of being refused;
 * busy after WAIT_MS with none running here.
 */
export async function takePairSlot(db: Queryable, pair: Pair, limit: Limits): Promise<'admitted' | 'locked' | 'busy'> {
  const entry = trafficOf(db, pair);
  const deadline = Date.now() + WAIT_MS;
  entry.waiting += 1;
  entry.live.add(pair);
  let admitted = false;
  try {
    for (;;) {
      const slot = await reserve(db, pair, limit);
      admitted = slot === 'admitted';
      if (admitted) entry.checking += 1;
      if (slot !== 'full') return slot;
      if (entry.checking === 0 && Date.now() >= deadline) return 'busy';
      await slotFreed(entry, RETRY_MS);
    }
  } finally {
    entry.waiting -= 1;
    // Refused before any check: the attempt is over. Admitted: it stays in flight until its check ends.
    if (!admitted) entry.live.delete(pair);
    forgetIfIdle(db, pair, entry);
  }
}

/** Gives the slot back without a failure: the password was right, or another counter refused the attempt. */
export async function givePairSlotBack(db: Queryable, pair: Pair): Promise<void> {
  try {
    await db.query('UPDATE login_failure SET checking = GREATEST(checking - 1, 0) WHERE account = $1 AND client = $2', [
      pair.account,
      pair.client,
    ]);
  } finally {
    checkEnded(db, pair, trafficOf(db, pair), true);
  }
}

/** A wrong password: its slot stays as a failure; the one that reaches the limit locks the pair. → locked. */
export async function failPair(db: Queryable, pair: Pair, limit: Limits): Promise<boolean> {
  const entry = trafficOf(db, pair);
  let locked = false;
  try {
    const [row] = await db.query<{ locked: boolean }>(
      `UPDATE login_failure SET checking = GREATEST(checking - 1, 0), failed_count = failed_count + 1,
         locked_until = CASE WHEN failed_count + 1 >= $3 THEN COALESCE(locked_until, now() + ${WINDOW(4)})
                             ELSE locked_until END
       WHERE account = $1 AND client = $2
       RETURNING COALESCE(locked_until > now(), false) AS locked`,
      [pair.account, pair.client, limit.failures, limit.windowSecs],
    );
    locked = row?.locked === true;
  } finally {
    checkEnded(db, pair, entry, locked);
  }
  return locked;
}

/**
 * A right password, its slot given back: answered once the pair's other attempts in flight in this process at that
 * moment have settled (at most SETTLE_MS), so one inside a burst of guesses that ends locked is refused. Attempts
 * that begin after it do not hold it back: under a steady stream of logins to one account from one address (an
 * office behind one proxy, the browser tests) there may never be a moment with none in flight. Otherwise it clears
 * the pair's failures: the row goes, or with checks still in flight (on another instance) its count. → locked.
 */
export async function passPair(db: Queryable, pair: Pair): Promise<boolean> {
  const entry = trafficOf(db, pair);
  const deadline = Date.now() + SETTLE_MS;
  // Inside a transaction (unlock and a password change run in their route's) the caller holds the database — PGlite's
  // one connection, the pair's row on PostgreSQL — that the attempts beside it need to end: waiting for them waited
  // SETTLE_MS. Those callers hold a session already; a login, outside any transaction, is the one a burst targets.
  const beside = inTransaction() ? [] : [...entry.live].filter((other) => other !== pair);
  while (beside.some((other) => entry.live.has(other)) && Date.now() < deadline) await pause(SETTLE_POLL_MS);
  forgetIfIdle(db, pair, entry);
  const [gone] = await db.query(
    `DELETE FROM login_failure WHERE account = $1 AND client = $2 AND checking = 0
       AND (locked_until IS NULL OR locked_until <= now()) RETURNING 1`,
    [pair.account, pair.client],
  );
  if (gone) return false;
  const [row] = await db.query<{ locked: boolean }>(
    `UPDATE login_failure SET failed_count = CASE WHEN locked_until > now() THEN failed_count ELSE 0 END
     WHERE account = $1 AND client = $2 RETURNING COALESCE(locked_until > now(), false) AS locked`,
    [pair.account, pair.client],
  );
  return row?.locked === true;
}
