import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';

export type PermType = 'view' | 'add' | 'edit' | 'delete' | 'output';

export interface SessionUser {
  id: number;
  username: string;
  nickname: string;
  token: string;
  /** The session is locked (POST /xboot/user/lock): only unlock and sign-out work until unlocked. */
  locked: boolean;
  /** component key → permTypes granted on that page by any of the user's roles. */
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

/** Issues a new token for the user, valid for `ttlMinutes` (fractions allowed) of inactivity, at most absoluteHours(). */
export async function issueToken(db: Queryable, userId: number, ttlMinutes: number): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await db.query('DELETE FROM access_token WHERE expires_at < now() OR absolute_expires_at < now()');
  await db.query(
    `INSERT INTO access_token (token_hash, user_id, expires_at, absolute_expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3::float8), now() + make_interval(secs => $4::float8))`,
    [tokenHash(token), userId, ttlMinutes * 60, absoluteHours() * 3600],
  );
  return token;
}

export async function revokeToken(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM access_token WHERE token_hash = $1', [tokenHash(token)]);
}

/** Ends every session of the user except `keepToken`'s (a password change signs the other devices out). */
export async function revokeOtherTokens(db: Queryable, userId: number, keepToken: string): Promise<void> {
  await db.query('DELETE FROM access_token WHERE user_id = $1 AND token_hash <> $2', [userId, tokenHash(keepToken)]);
}

/** Locks or unlocks the session of `token` (server-side lock screen). */
export async function setTokenLocked(db: Queryable, token: string, locked: boolean): Promise<void> {
  await db.query('UPDATE access_token SET locked = $2 WHERE token_hash = $1', [tokenHash(token), locked]);
}

/** Resolves a live token (sliding its expiry) into the user and their page permissions; null when invalid. */
export async function resolveToken(db: Queryable, token: string, ttlMinutes: number): Promise<SessionUser | null> {
  const [hit] = await db.query<{ userId: number; locked: boolean }>(
    `UPDATE access_token SET expires_at = LEAST(now() + make_interval(secs => $2::float8), absolute_expires_at)
     WHERE token_hash = $1 AND expires_at > now() AND absolute_expires_at > now()
     RETURNING user_id AS "userId", locked`,
    [tokenHash(token), ttlMinutes * 60],
  );
  if (!hit) return null;
  const [user] = await db.query<{ id: number; username: string; nickname: string; status: number }>(
    'SELECT id, username, nickname, status FROM staff_user WHERE id = $1',
    [hit.userId],
  );
  if (!user || user.status !== 0) return null;
  const grants = await db.query<{ component: string; permTypes: string }>(
    `SELECT p.component, rp.perm_types AS "permTypes"
     FROM user_role ur JOIN role_permission rp ON rp.role_id = ur.role_id JOIN permission p ON p.id = rp.permission_id
     WHERE ur.user_id = $1 AND p.level = 2`,
    [user.id],
  );
  const pages = new Map<string, Set<string>>();
  for (const grant of grants) {
    const set = pages.get(grant.component) ?? new Set<string>();
    for (const type of grant.permTypes.split(',')) if (type) set.add(type);
    pages.set(grant.component, set);
  }
  return { id: user.id, username: user.username, nickname: user.nickname, token, locked: hit.locked, pages };
}
