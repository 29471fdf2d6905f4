import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Queryable } from '../db/types';
import { settingNumber } from './settings';
import { verifyPassword } from './password';

/** Default of the `loginFailureLimit` setting: wrong passwords per (account, client) in the window before a lock. */
export const MAX_FAILURES = 10;
/** Default of the `loginLockMinutes` setting: the counting window and the lock's length. */
export const LOCK_MINUTES = 10;
/** Wrong passwords allowed per client across all usernames in the window (password spraying). */
export const MAX_CLIENT_FAILURES = 100;
/** The window as SQL, `$n` bound to its seconds. */
const WINDOW = (slot: number): string => `make_interval(secs => $${slot}::float8)`;

/** The limits in force now (system settings, read without a restart). */
interface Limits {
  failures: number;
  windowSecs: number;
}

async function limits(db: Queryable): Promise<Limits> {
  return {
    failures: Math.floor(await settingNumber(db, 'loginFailureLimit', MAX_FAILURES)),
    windowSecs: (await settingNumber(db, 'loginLockMinutes', LOCK_MINUTES)) * 60,
  };
}
/** The login_failure row counting a client's failures whatever the username. */
const ANY_ACCOUNT = '*';

export type PasswordCheck = 'ok' | 'wrong' | 'locked';

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
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Takes one attempt slot atomically: concurrent attempts each get their own count (no check-then-act). */
async function reserve(db: Queryable, account: string, client: string, limit: Limits): Promise<boolean> {
  const [slot] = await db.query<{ count: number; locked: boolean }>(
    `INSERT INTO login_failure AS f (account, client, failed_count, first_failed_at) VALUES ($1, $2, 1, now())
     ON CONFLICT (account, client) DO UPDATE SET
       failed_count = CASE WHEN f.locked_until > now() THEN f.failed_count
                           WHEN f.locked_until IS NULL AND f.first_failed_at > now() - ${WINDOW(3)} THEN f.failed_count + 1
                           ELSE 1 END,
       first_failed_at = CASE WHEN f.locked_until > now()
                                OR (f.locked_until IS NULL AND f.first_failed_at > now() - ${WINDOW(3)}) THEN f.first_failed_at
                              ELSE now() END,
       locked_until = CASE WHEN f.locked_until > now() THEN f.locked_until ELSE NULL END
     RETURNING failed_count AS count, COALESCE(locked_until > now(), false) AS locked`,
    [account, client, limit.windowSecs],
  );
  if (!slot) return false;
  if (slot.locked) return false;
  // More attempts at once than failures allowed is a burst: the pair locks, and a right password still in flight
  // inside it is refused. A few tabs logging in together stay far below it.
  if (slot.count > limit.failures) {
    await lock(db, account, client, limit);
    return false;
  }
  return true;
}

async function lock(db: Queryable, account: string, client: string, limit: Limits): Promise<void> {
  await db.query(
    `UPDATE login_failure SET locked_until = now() + ${WINDOW(3)} WHERE account = $1 AND client = $2 AND locked_until IS NULL`,
    [account, client, limit.windowSecs],
  );
}

async function clientBlocked(db: Queryable, client: string, limit: Limits): Promise<boolean> {
  const [row] = await db.query<{ blocked: boolean }>(
    `SELECT failed_count >= $2 AND first_failed_at > now() - ${WINDOW(4)} AS blocked FROM login_failure WHERE account = $1 AND client = $3`,
    [ANY_ACCOUNT, MAX_CLIENT_FAILURES, client, limit.windowSecs],
  );
  return row?.blocked === true;
}

async function countClientFailure(db: Queryable, client: string, limit: Limits): Promise<void> {
  await db.query(
    `INSERT INTO login_failure AS f (account, client, failed_count, first_failed_at) VALUES ($1, $2, 1, now())
     ON CONFLICT (account, client) DO UPDATE SET
       failed_count = CASE WHEN f.first_failed_at > now() - ${WINDOW(3)} THEN f.failed_count + 1 ELSE 1 END,
       first_failed_at = CASE WHEN f.first_failed_at > now() - ${WINDOW(3)} THEN f.first_failed_at ELSE now() END`,
    [ANY_ACCOUNT, client, limit.windowSecs],
  );
  await db.query(
    `DELETE FROM login_failure WHERE first_failed_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())`,
  );
}

/**
 * A password check that counts: per (account, client) — so nobody else can lock an account out for its owner —
 * and per client across accounts. Unknown accounts (`hash` undefined) are counted and cost the same hashing work.
 * A slot is taken before hashing, so a burst gets exactly `loginFailureLimit` checks and a right password inside a
 * burst that ends locked is refused.
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
  if (await clientBlocked(db, client, limit)) return 'locked';
  if (!(await reserve(db, key, client, limit))) return 'locked';
  if (await verifyPassword(password, hash)) {
    // A right password counts unless the pair got locked meanwhile (failures in the same burst); it then clears the
    // pair's count — concurrent right passwords (several tabs) must never lock an account.
    const [locked] = await db.query(
      'SELECT 1 FROM login_failure WHERE account = $1 AND client = $2 AND locked_until > now()',
      [key, client],
    );
    if (locked) return 'locked';
    await db.query(
      'DELETE FROM login_failure WHERE account = $1 AND client = $2 AND (locked_until IS NULL OR locked_until <= now())',
      [key, client],
    );
    return 'ok';
  }
  await countClientFailure(db, client, limit);
  const [row] = await db.query<{ count: number }>(
    'SELECT failed_count AS count FROM login_failure WHERE account = $1 AND client = $2',
    [key, client],
  );
  if (row && row.count >= limit.failures) {
    await lock(db, key, client, limit);
    return 'locked';
  }
  return 'wrong';
}

/** The refusal while locked, naming the lock's length in force. */
export async function lockedMessage(db: Queryable): Promise<string> {
  return `登录失败次数过多，请${await settingNumber(db, 'loginLockMinutes', LOCK_MINUTES)}分钟后再试`;
}

/** Whether the account is locked out from some client now (the staff list's "locked" mark). */
export const LOCKED_ACCOUNTS_SQL = 'SELECT account FROM login_failure WHERE locked_until > now()';

/** Lifts every lock and failure count of the account (an administrator's unlock). */
export async function unlockAccount(db: Queryable, account: string): Promise<void> {
  await db.query('DELETE FROM login_failure WHERE account = $1', [account.slice(0, 100)]);
}
