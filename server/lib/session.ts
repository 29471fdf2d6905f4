import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';
import type { WriteClock } from '../db/writes';
import { grantsOf } from './grants';

/** A page's button types: the five of SPEC §6, and `sensitive` / `reveal` for personal data (docs/security.md). */
export type { PermType } from '../../contract/calls';

export interface SessionUser {
  id: number;
  username: string;
  nickname: string;
  token: string;
  /** The session is locked (POST /xboot/user/lock): only unlock and sign-out work until unlocked. */
  locked: boolean;
  /** component key → permTypes granted on that page by any of the user's roles (its granted, enabled buttons). */
  pages: Map<string, Set<string>>;
}

/** Only the sha256 of a token is stored: a leaked table or backup gives no usable session. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Absolute session lifetime in hours (env TOKEN_MAX_HOURS, default 24), whatever the activity. */
export function absoluteHours(): number {
  const value = Number(process.env.TOKEN_MAX_HOURS);
  return Number.isFinite(value) && value > 0 ? value : 24;
}

/**
 * Issues a new token for the user, valid for `ttlMinutes` (fractions allowed) of inactivity, at most absoluteHours():
 * `bytes` random bytes in hex (48 digits by default; the bare profile's 32 are X-Boot's length). `secondFactor`: the
 * second factor the sign-in gave (the staff sessions page shows it; a TOTP code counts as fresh for the step-up).
 */
export async function issueToken(
  db: Queryable,
  userId: number,
  ttlMinutes: number,
  bytes = 24,
  secondFactor?: 'totp' | 'recovery',
): Promise<string> {
  const token = randomBytes(bytes).toString('hex');
  await db.query('DELETE FROM access_token WHERE expires_at < now() OR absolute_expires_at < now()');
  await db.query(
    `INSERT INTO access_token (token_hash, user_id, expires_at, absolute_expires_at, second_factor, second_factor_at)
     VALUES ($1, $2, now() + make_interval(secs => $3::float8), now() + make_interval(secs => $4::float8), $5,
             CASE WHEN $5::text = 'totp' THEN now() END)`,
    [tokenHash(token), userId, ttlMinutes * 60, absoluteHours() * 3600, secondFactor ?? null],
  );
  return token;
}

export async function revokeToken(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM access_token WHERE token_hash = $1', [tokenHash(token)]);
}

/** Ends every session of these users (a password reset, a second factor reset): their next call answers 401. */
export async function endSessions(db: Queryable, userIds: readonly number[]): Promise<void> {
  await db.query('DELETE FROM access_token WHERE user_id = ANY($1::int[])', [userIds]);
}

/** Ends every session of the user except `keepToken`'s (a password change signs the other devices out). */
export async function revokeOtherTokens(db: Queryable, userId: number, keepToken: string): Promise<void> {
  await db.query('DELETE FROM access_token WHERE user_id = $1 AND token_hash <> $2', [userId, tokenHash(keepToken)]);
}

/** Locks or unlocks the session of `token` (server-side lock screen). */
export async function setTokenLocked(db: Queryable, token: string, locked: boolean): Promise<void> {
  await db.query('UPDATE access_token SET locked = $2 WHERE token_hash = $1', [tokenHash(token), locked]);
}

/**
 * How far a session's expiry may lag behind "now + TTL" before a request moves it: one hundredth of the TTL, between
 * 1 s and 60 s. Sliding on every request made each call a write; now a session idle for exactly its TTL may end up to
 * this much early, and a busy one writes its expiry about once a minute.
 */
export function slideSlackSeconds(ttlMinutes: number): number {
  return Math.min(60, Math.max(1, (ttlMinutes * 60) / 100));
}

/**
 * How long a resolved session may be reused without asking the database (env SESSION_CACHE_MS, default 1000; 0 turns
 * it off): only while no write made through this process has ended since (the database's write clock), and never
 * past the token's expiry. Sign-out, the lock, a password change, disabling a user and any grant change are writes,
 * so on one server instance they apply to the very next request; the other instances hear of them from the live feed
 * (lib/events: through Redis when REDIS_URL is set) and forget what they cached (forgetCachedSessions).
 */
export function sessionCacheMs(): number {
  const value = Number(process.env.SESSION_CACHE_MS ?? 1000);
  return Number.isFinite(value) && value >= 0 ? value : 1000;
}

interface CachedSession {
  generation: number;
  /** forgetCachedSessions' count when the session was read: a session read before a forget is not reused. */
  forgets: number;
  until: number;
  ttlMinutes: number;
  user: SessionUser;
}
const SESSION_ENTRIES = 1000;
const sessionCache = new WeakMap<WriteClock, Map<string, CachedSession>>();

const forgetCounts = new WeakMap<WriteClock, number>();

/**
 * Forgets every session this process has cached for `db`: another instance signed a session out, locked it, changed a
 * password, disabled a user or changed grants (lib/events tells every instance). A session being read while this runs
 * is not kept either, so what the other instance committed is read on the very next request.
 */
export function forgetCachedSessions(db: Queryable): void {
  const clock = db.writes;
  if (clock) forgetCounts.set(clock, (forgetCounts.get(clock) ?? 0) + 1);
}

function keepSession(clock: WriteClock, hash: string, entry: CachedSession): void {
  const entries = sessionCache.get(clock) ?? new Map<string, CachedSession>();
  sessionCache.set(clock, entries);
  entries.delete(hash);
  if (entries.size >= SESSION_ENTRIES) entries.delete(entries.keys().next().value ?? hash);
  entries.set(hash, entry);
}

/**
 * Resolves a live token into the user and their page permissions; null when invalid, expired or the user disabled.
 * At most one query per request: the token, its user and the grant version; the grants come from the cache while
 * their version is current, the expiry is written only when it lags by more than slideSlackSeconds(), and a session
 * resolved within sessionCacheMs() with no write since is not asked again.
 */
export async function resolveToken(db: Queryable, token: string, ttlMinutes: number): Promise<SessionUser | null> {
  const hash = tokenHash(token);
  const clock = db.writes;
  const generation = clock?.now() ?? 0;
  const forgets = clock ? (forgetCounts.get(clock) ?? 0) : 0;
  const cached = clock && sessionCache.get(clock)?.get(hash);
  if (
    cached &&
    cached.generation === generation &&
    cached.forgets === forgets &&
    cached.ttlMinutes === ttlMinutes &&
    Date.now() < cached.until
  )
    return cached.user;
  const ttlSeconds = ttlMinutes * 60;
  const hit = await lookUp(db, hash, ttlSeconds, slideSlackSeconds(ttlMinutes));
  if (!hit) return null;
  if (hit.stale)
    await db.query(
      `UPDATE access_token SET expires_at = LEAST(now() + make_interval(secs => $2::float8), absolute_expires_at)
       WHERE token_hash = $1`,
      [hash, ttlSeconds],
    );
  const user = await sessionUser(db, hit, token);
  const keepMs = Math.min(sessionCacheMs(), Number(hit.remainingMs));
  if (clock && keepMs > 0)
    keepSession(clock, hash, { generation, forgets, until: Date.now() + keepMs, ttlMinutes, user });
  return user;
}

interface TokenRow {
  userId: number;
  locked: boolean;
  username: string;
  nickname: string;
  stale: boolean;
  remainingMs: number;
  grantVersion: string;
}

/** The live token's row (its user enabled), and whether its expiry lags by more than `slackSeconds`. */
async function lookUp(db: Queryable, hash: string, ttlSeconds: number, slackSeconds: number): Promise<TokenRow | null> {
  const [hit] = await db.query<TokenRow & { status: number }>(
    `SELECT t.user_id AS "userId", t.locked, u.username, u.nickname, u.status,
       t.expires_at < LEAST(now() + make_interval(secs => $2::float8), t.absolute_expires_at)
         - make_interval(secs => $3::float8) AS stale,
       EXTRACT(EPOCH FROM LEAST(t.expires_at, t.absolute_expires_at) - now())::float8 * 1000 AS "remainingMs",
       (SELECT v::text FROM grant_version) AS "grantVersion"
     FROM access_token t JOIN staff_user u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.expires_at > now() AND t.absolute_expires_at > now()`,
    [hash, ttlSeconds, slackSeconds],
  );
  return hit && hit.status === 0 ? hit : null;
}

async function sessionUser(db: Queryable, hit: TokenRow, token: string): Promise<SessionUser> {
  const grants = await grantsOf(db, hit.userId, hit.grantVersion);
  return {
    id: hit.userId,
    username: hit.username,
    nickname: hit.nickname,
    token,
    locked: hit.locked,
    pages: grants.pages,
  };
}

/** A session as an open event stream needs it: whether it is locked, and its user's pages. */
export interface SessionState {
  locked: boolean;
  pages: SessionUser['pages'];
}

/**
 * The sessions of these token hashes as they stand in the database, in one query: like resolveToken but neither
 * moving their expiry nor cached — an instance's open event streams (lib/events) check their sessions with it, and an
 * open stream is no activity of the user's. A hash that is missing from the answer has no live session (signed out,
 * expired, its user disabled or deleted). Grants come from the grant cache while their version is current (else one
 * query per user whose grants changed).
 */
export async function peekSessions(db: Queryable, hashes: readonly string[]): Promise<Map<string, SessionState>> {
  const sessions = new Map<string, SessionState>();
  if (!hashes.length) return sessions;
  const rows = await db.query<Pick<TokenRow, 'userId' | 'locked' | 'grantVersion'> & { hash: string; status: number }>(
    `SELECT t.token_hash AS hash, t.user_id AS "userId", t.locked, u.status,
       (SELECT v::text FROM grant_version) AS "grantVersion"
     FROM access_token t JOIN staff_user u ON u.id = t.user_id
     WHERE t.token_hash = ANY($1::text[]) AND t.expires_at > now() AND t.absolute_expires_at > now()`,
    [[...new Set(hashes)]],
  );
  for (const row of rows) {
    if (row.status !== 0) continue;
    const grants = await grantsOf(db, row.userId, row.grantVersion);
    sessions.set(row.hash, { locked: row.locked, pages: grants.pages });
  }
  return sessions;
}
