import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';

export type PermType = 'view' | 'add' | 'edit' | 'delete' | 'output';

export interface SessionUser {
  id: number;
  username: string;
  nickname: string;
  token: string;
  /** component key → permTypes granted on that page by any of the user's roles. */
  pages: Map<string, Set<string>>;
}

/** Issues a new token for the user, valid for `ttlMinutes` of inactivity. */
export async function issueToken(db: Queryable, userId: number, ttlMinutes: number): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await db.query('DELETE FROM access_token WHERE expires_at < now()');
  await db.query('INSERT INTO access_token (token, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3::int))', [
    token,
    userId,
    ttlMinutes,
  ]);
  return token;
}

export async function revokeToken(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM access_token WHERE token = $1', [token]);
}

/** Resolves a live token (sliding its expiry) into the user and their page permissions; null when invalid. */
export async function resolveToken(db: Queryable, token: string, ttlMinutes: number): Promise<SessionUser | null> {
  const [hit] = await db.query<{ userId: number }>(
    `UPDATE access_token SET expires_at = now() + make_interval(mins => $2::int)
     WHERE token = $1 AND expires_at > now() RETURNING user_id AS "userId"`,
    [token, ttlMinutes],
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
  return { id: user.id, username: user.username, nickname: user.nickname, token, pages };
}
