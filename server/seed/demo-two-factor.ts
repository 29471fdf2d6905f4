import type { Db } from '../db/types';
import { boundKey } from '../lib/two-factor';
import { DEMO_FINANCE_TOTP_KEY } from './staff';

/**
 * The line `npm start` prints beside the demo log-ins while the demo finance user still has the seeded authenticator
 * key: its log-in and the key to add to an authenticator app. Null once the key was reset or rebound (or no such user).
 */
export async function demoTwoFactorLine(db: Db): Promise<string | null> {
  const [user] = await db.query<{ id: number }>("SELECT id FROM staff_user WHERE username = 'finance'");
  // A key sealed with another at-rest key (a database moved without its key file) reads as no demo key, not a crash.
  const key = user ? await boundKey(db, user.id).catch(() => undefined) : undefined;
  if (key !== DEMO_FINANCE_TOTP_KEY) return null;
  return `  Two-factor demo: finance / 123456, then a code of the authenticator key ${DEMO_FINANCE_TOTP_KEY}`;
}
