import type { Db } from '../db/types';
import { sqlTime } from './time';
import { seal, unseal } from './secrets';

const MASK = '******';

/** Analytics accounts for the list: password and cookie decrypted for callers who may edit the page, masked otherwise. */
export async function listAnalyticsAccounts(db: Db, showSecrets: boolean): Promise<Record<string, unknown>[]> {
  const rows = await db.query<Record<string, unknown> & { password: string; cookie: string }>(
    `SELECT id, username, password, cookie, status, ${sqlTime('last_login_time')} AS "lastLoginTime",
            ${sqlTime('created_time')} AS "createdTime"
     FROM analytics_account ORDER BY id`,
  );
  const shown = (value: string): string => (showSecrets ? unseal(db, value) : value ? MASK : '');
  return rows.map((row) => ({ ...row, password: shown(row.password), cookie: shown(row.cookie) }));
}

/** A password or cookie as stored (AES-256-GCM); undefined (not sent) stays undefined. */
export function sealOptional(db: Db, value: string | undefined): string | undefined {
  return value === undefined ? undefined : seal(db, value);
}

/** Encrypts secrets still stored in clear (seeded or written before encryption); run once per start. */
export async function sealStoredAnalyticsSecrets(db: Db): Promise<void> {
  const rows = await db.query<{ id: number; password: string; cookie: string }>(
    `SELECT id, password, cookie FROM analytics_account WHERE (password <> '' AND password NOT LIKE 'enc:v1:%') OR (cookie <> '' AND cookie NOT LIKE 'enc:v1:%')`,
  );
  for (const row of rows) {
    await db.query('UPDATE analytics_account SET password = $2, cookie = $3 WHERE id = $1', [
      row.id,
      seal(db, row.password),
      seal(db, row.cookie),
    ]);
  }
}
