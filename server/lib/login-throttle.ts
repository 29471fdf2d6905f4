import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Queryable } from '../db/types';
import { failPair, givePairSlotBack, passPair, takePairSlot, type Limits, type Pair } from './login-pair';
import { settingNumber } from './settings';
import { verifyPassword } from './password';
import { fill, M } from '../i18n/messages';

/** Default of the `loginFailureLimit` setting: wrong passwords per (account, client) in the window before a lock. */
export const MAX_FAILURES = 10;
/** Default of the `loginLockMinutes` setting: the counting window and the lock's length. */
export const LOCK_MINUTES = 10;
/** Wrong passwords allowed per client across all usernames in the window (password spraying). */
export const MAX_CLIENT_FAILURES = 100;
/**
 * Wrong passwords allowed per account in the window from clients it has not logged in from lately (guessing spread
 * over many addresses): three pairs' worth. Past it those clients are refused until the window ends.
 */
export const MAX_ACCOUNT_FAILURES = 30;
/** A client the account logged in from within this many days is not held back by the account's ceiling. */
export const KNOWN_CLIENT_DAYS = 30;
/** The window as SQL, `$n` bound to its seconds. */
const WINDOW = (slot: number): string => `make_interval(secs => $${slot}::float8)`;

/** The limits in force now (system settings, read without a restart). */
async function limits(db: Queryable): Promise<Limits> {
  return {
    failures: Math.floor(await settingNumber(db, 'loginFailureLimit', MAX_FAILURES)),
    windowSecs: (await settingNumber(db, 'loginLockMinutes', LOCK_MINUTES)) * 60,
  };
}
/**
 * The login_failure row counting a client's failures whatever the username: '', which no username is (a login
 * without one is refused before any check; staff usernames are 2–20 letters). It was '*' (migration 44), which a
 * login could send as its username: that name's failures then counted on the address's row.
 */
const ANY_ACCOUNT = '';
/** The login_failure row counting an account's failures whatever the client: '', which no address is (clientAddress). */
const ANY_CLIENT = '';

/** `busy`: the pair's check slots stayed taken by checks in flight for as long as an attempt waits (login-pair.ts). */
export type PasswordCheck = 'ok' | 'wrong' | 'locked' | 'busy';

/**
 * The caller's address: the socket's peer, or with TRUST_PROXY=1 (behind one reverse proxy) the last
 * X-Forwarded-For entry, the address that proxy saw.
 */
export function clientAddress(c: Context): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address || 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Takes one slot of a counter over a fixed window (the client's across usernames, or the account's across clients)
 * atomically, before the hash is checked: a parallel burst gets exactly `max` slots, no overshoot. A full counter
 * stays full (no count past `max + 1`) until its window ends. → whether a slot was free.
 */
async function reserveShared(
  db: Queryable,
  key: { account: string; client: string },
  max: number,
  limit: Limits,
): Promise<boolean> {
  const [slot] = await db.query<{ count: number }>(
    `INSERT INTO login_failure AS f (account, client, failed_count, first_failed_at) VALUES ($1, $2, 1, now())
     ON CONFLICT (account, client) DO UPDATE SET
       failed_count = CASE WHEN f.first_failed_at <= now() - ${WINDOW(3)} THEN 1
                           WHEN f.failed_count > $4 THEN f.failed_count
                           ELSE f.failed_count + 1 END,
       first_failed_at = CASE WHEN f.first_failed_at > now() - ${WINDOW(3)} THEN f.first_failed_at ELSE now() END,
       locked_until = CASE WHEN f.first_failed_at > now() - ${WINDOW(3)} THEN f.locked_until END
     RETURNING failed_count AS count`,
    [key.account, key.client, limit.windowSecs, max],
  );
  return (slot?.count ?? max + 1) <= max;
}

/** Gives a slot back: the attempt was right, or another counter refused it before any check. */
async function release(db: Queryable, key: { account: string; client: string }): Promise<void> {
  await db.query(
    `UPDATE login_failure SET failed_count = failed_count - 1
     WHERE account = $1 AND client = $2 AND failed_count > 0 AND locked_until IS NULL`,
    [key.account, key.client],
  );
}

/**
 * A full account counter is marked locked until its window ends (the staff list's "locked" mark; an administrator's
 * unlock deletes it). Clients the account logged in from stay unaffected.
 */
async function markAccountGuarded(db: Queryable, account: string, limit: Limits): Promise<void> {
  await db.query(
    `UPDATE login_failure SET locked_until = first_failed_at + ${WINDOW(3)}
     WHERE account = $1 AND client = $2 AND locked_until IS NULL`,
    [account, ANY_CLIENT, limit.windowSecs],
  );
}

/** Whether the account logged in successfully from this client within `KNOWN_CLIENT_DAYS`. */
async function knownClient(db: Queryable, account: string, client: string): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 FROM login_known_client WHERE account = $1 AND client = $2
       AND last_ok_at > now() - make_interval(days => $3)`,
    [account, client, KNOWN_CLIENT_DAYS],
  );
  return row !== undefined;
}

async function rememberClient(db: Queryable, account: string, client: string): Promise<void> {
  await db.query(
    `INSERT INTO login_known_client (account, client, last_ok_at) VALUES ($1, $2, now())
     ON CONFLICT (account, client) DO UPDATE SET last_ok_at = now()`,
    [account, client],
  );
}

async function forgetOldRows(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM login_failure WHERE first_failed_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())`,
  );
  await db.query('DELETE FROM login_known_client WHERE last_ok_at < now() - make_interval(days => $1)', [
    KNOWN_CLIENT_DAYS,
  ]);
}

/**
 * A password check that counts three ways, each slot taken atomically before the hash is checked:
 * - per (account, client): wrong passwords only; `loginFailureLimit` of them lock the pair, so nobody else can lock
 *   the account out for its owner. Checks in flight hold slots too, so a burst gets exactly that many wrong checks;
 *   attempts past them wait for the checks in flight (a right password gives its slot back) instead of counting, and
 *   a right password is answered once the attempts beside it have settled: refused if they locked the pair
 *   (login-pair.ts);
 * - per client across accounts: `MAX_CLIENT_FAILURES` (password spraying from one address);
 * - per account across clients: `MAX_ACCOUNT_FAILURES` from clients the account has not logged in from lately, then
 *   such clients are refused until the window ends (guessing spread over many addresses); clients it logged in from
 *   within `KNOWN_CLIENT_DAYS` are not counted there and keep getting in.
 * A slot refused by a later counter is given back to the earlier ones (no check was made), and so are the client's
 * and account's slots of a right password. Unknown accounts (`hash` undefined) are counted and cost the same work.
 */
export async function checkPassword(
  db: Queryable,
  c: Context,
  account: string,
  password: string,
  hash: string | undefined,
): Promise<PasswordCheck> {
  const client = clientAddress(c);
  const key = account.slice(0, 100);
  const limit = await limits(db);
  const pair: Pair = { account: key, client };
  const slot = await takePairSlot(db, pair, limit);
  if (slot !== 'admitted') return slot;
  let checked: 'right' | 'wrong' | 'refused';
  try {
    checked = await checkCounted(db, key, client, password, hash, limit);
  } catch (error) {
    await givePairSlotBack(db, pair);
    throw error;
  }
  if (checked === 'wrong') {
    const locked = await failPair(db, pair, limit);
    await forgetOldRows(db);
    return locked ? 'locked' : 'wrong';
  }
  await givePairSlotBack(db, pair);
  if (checked === 'refused' || (await passPair(db, pair))) return 'locked';
  await rememberClient(db, key, client);
  return 'ok';
}

/** The check itself, within the client's and (from a client it does not know) the account's counters. */
async function checkCounted(
  db: Queryable,
  key: string,
  client: string,
  password: string,
  hash: string | undefined,
  limit: Limits,
): Promise<'right' | 'wrong' | 'refused'> {
  const clientKey = { account: ANY_ACCOUNT, client };
  const accountKey = { account: key, client: ANY_CLIENT };
  if (!(await reserveShared(db, clientKey, MAX_CLIENT_FAILURES, limit))) return 'refused';
  const counted = !(await knownClient(db, key, client));
  if (counted && !(await reserveShared(db, accountKey, MAX_ACCOUNT_FAILURES, limit))) {
    await markAccountGuarded(db, key, limit);
    await release(db, clientKey);
    return 'refused';
  }
  if (!(await verifyPassword(password, hash))) return 'wrong';
  await release(db, clientKey);
  if (counted) await release(db, accountKey);
  return 'right';
}

/**
 * A second-factor code checked like a password, on a pair of its own (the client's address marked as a code check):
 * a wrong code is a failure toward that pair's lock (same limit and window), a locked pair refuses even a right code,
 * and only a right code clears its failures — a right password, which every code attempt follows, does not.
 */
export async function checkSecondFactor(
  db: Queryable,
  c: Context,
  account: string,
  check: () => Promise<boolean>,
): Promise<PasswordCheck> {
  const limit = await limits(db);
  const pair: Pair = { account: account.slice(0, 100), client: `${clientAddress(c)} code` };
  const slot = await takePairSlot(db, pair, limit);
  if (slot !== 'admitted') return slot;
  let right: boolean;
  try {
    right = await check();
  } catch (error) {
    await givePairSlotBack(db, pair);
    throw error;
  }
  if (!right) return (await failPair(db, pair, limit)) ? 'locked' : 'wrong';
  await givePairSlotBack(db, pair);
  return (await passPair(db, pair)) ? 'locked' : 'ok';
}

/** The refusal when the pair's check slots stayed taken while the attempt waited (`busy`). */
export const BUSY_MESSAGE = M.tooManySignIn;

/** The refusal while locked, naming the lock's length in force. */
export async function lockedMessage(db: Queryable): Promise<string> {
  return fill(M.tooManyFailedSign, { minutes: await settingNumber(db, 'loginLockMinutes', LOCK_MINUTES) });
}

/** Whether the account is locked out from some client now (the staff list's "locked" mark). */
export const LOCKED_ACCOUNTS_SQL = 'SELECT account FROM login_failure WHERE locked_until > now()';

/** Lifts every lock and failure count of the account (an administrator's unlock). */
export async function unlockAccount(db: Queryable, account: string): Promise<void> {
  await db.query('DELETE FROM login_failure WHERE account = $1', [account.slice(0, 100)]);
}
