/**
 * Two-factor sign-in for staff (TOTP, RFC 6238: SHA-1, 6 digits, 30 s, as authenticator apps read an otpauth:// URI),
 * with `otpauth` doing the one-time-password arithmetic. The key is sealed at rest with the server's key
 * (lib/secrets.ts) and never answered after binding; a code is accepted once (its time step is kept per user); one
 * step of clock drift either way is accepted; ten single-use recovery codes, stored as sha256.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Db, Queryable } from '../db/types';
import { ApiError } from './api-error';
import { seal, unseal } from './secrets';
import { settingText } from './settings';
import { endSessions } from './session';
import { M } from '../i18n/messages';

/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Member Console';
/** Steps of clock drift accepted either way. */
export const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code's alphabet: no 0/o, 1/l/i. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const totpOf = (key: string, label = ''): TOTP =>
  new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 });

/** A new random key (160 bits, base32). */
export const newTotpKey = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app scans. */
export const otpauthUri = (key: string, username: string): string => totpOf(key, username).toString();

/** The code of `key` at `timestamp` (ms): for tests and the demo. */
export const totpCode = (key: string, timestamp = Date.now()): string => totpOf(key).generate({ timestamp });

/** The time step of `timestamp` (ms). */
export const timeStep = (timestamp = Date.now()): number => TOTP.counter({ period: 30, timestamp });

/**
 * The time step `code` belongs to, within DRIFT_STEPS of now; null when it is no code of the key then. Pure: whether
 * the step was used already is the caller's (acceptCode).
 */
export function codeStep(key: string, code: string, timestamp = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(key).validate({ token: code, timestamp, window: DRIFT_STEPS });
  return delta === null ? null : timeStep(timestamp) + delta;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A recovery code as typed: lower case, spaces and dashes ignored. */
export const normalRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

/** Ten new recovery codes (`xxxxx-xxxxx`, 50 bits each). */
export function newRecoveryCodes(): string[] {
  const part = (): string =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** Replaces the user's recovery codes with `codes` (their hashes). */
export async function storeRecoveryCodes(db: Queryable, userId: number, codes: readonly string[]): Promise<void> {
  await db.query('DELETE FROM staff_recovery_code WHERE user_id = $1', [userId]);
  await db.query(
    'INSERT INTO staff_recovery_code (user_id, code_hash) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING',
    [userId, codes.map((code) => sha256(normalRecoveryCode(code)))],
  );
}

/** Uses a recovery code of the user: true once per code. */
export async function useRecoveryCode(db: Queryable, userId: number, code: string): Promise<boolean> {
  const used = await db.query(
    `UPDATE staff_recovery_code SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
     RETURNING user_id`,
    [userId, sha256(normalRecoveryCode(code))],
  );
  return used.length > 0;
}

/** The user's key, unsealed; undefined when none is bound. */
export async function boundKey(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.query<{ key: string | null }>('SELECT google_key AS key FROM staff_user WHERE id = $1', [
    userId,
  ]);
  return row?.key ? unseal(db, row.key) : undefined;
}

/**
 * Accepts a TOTP code of `key` for the user: in the drift window and of a later step than any accepted before
 * (atomically: two requests with one code, one wins).
 */
export async function acceptCode(db: Queryable, userId: number, key: string, code: string): Promise<boolean> {
  const step = codeStep(key, code);
  if (step === null) return false;
  const taken = await db.query(
    `UPDATE staff_user SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)
     RETURNING id`,
    [userId, step],
  );
  return taken.length > 0;
}

/** Binds `key` to the user (sealed), its code's step taken as used. */
export async function bindKey(db: Db, userId: number, key: string): Promise<void> {
  await db.query('UPDATE staff_user SET google_key = $2 WHERE id = $1', [userId, seal(db, key)]);
}

/** Clears the users' keys and recovery codes and ends their sessions: the next sign-in binds again. */
export async function resetSecondFactor(db: Queryable, userIds: readonly number[]): Promise<void> {
  await db.query('UPDATE staff_user SET google_key = NULL, totp_last_step = NULL WHERE id = ANY($1::int[])', [userIds]);
  await db.query('DELETE FROM staff_recovery_code WHERE user_id = ANY($1::int[])', [userIds]);
  await db.query('DELETE FROM login_challenge WHERE user_id = ANY($1::int[])', [userIds]);
  await endSessions(db, userIds);
}

/**
 * The `twoFactorRoles` setting: role names (comma or space separated) whose users must sign in with a second factor;
 * `*` for every role; blank for none.
 */
export async function mustUseSecondFactor(db: Queryable, userId: number): Promise<boolean> {
  const names = (await settingText(db, 'twoFactorRoles', ''))
    .split(/[\s,]+/)
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.length) return false;
  if (names.includes('*')) return true;
  const [row] = await db.query(
    'SELECT 1 FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = $1 AND r.name = ANY($2::text[])',
    [userId, names],
  );
  return row !== undefined;
}

/** Encrypts keys still stored in clear (seeded or written before encryption); run once per start. */
export async function sealStoredTotpKeys(db: Db): Promise<void> {
  const rows = await db.query<{ id: number; key: string }>(
    `SELECT id, google_key AS key FROM staff_user WHERE google_key <> '' AND google_key NOT LIKE 'enc:v1:%'`,
  );
  for (const row of rows)
    await db.query('UPDATE staff_user SET google_key = $2 WHERE id = $1', [row.id, seal(db, row.key)]);
}

/** A random ticket and its stored hash. */
export function newTicket(): { ticket: string; hash: string } {
  const ticket = randomBytes(24).toString('hex');
  return { ticket, hash: sha256(ticket) };
}

export const ticketHash = sha256;

/** The envelope code of a step-up refusal: the console asks for a code, sends it, then the request again. */
export const STEP_UP_CODE = 428;
export const STEP_UP_MESSAGE = M.enterCodeFromYourAuthenticator;
/** How long a code given on a session counts as fresh. */
export const STEP_UP_MINUTES = 5;

/**
 * Before approving money above the four-eyes threshold: a user with a bound key must have given a code on this
 * session within STEP_UP_MINUTES (at sign-in or through the step-up route), else STEP_UP_CODE is thrown.
 */
export async function requireFreshSecondFactor(db: Queryable, token: string): Promise<void> {
  const [row] = await db.query<{ bound: boolean; fresh: boolean | null }>(
    `SELECT u.google_key IS NOT NULL AS bound,
            t.second_factor_at > now() - make_interval(mins => $2) AS fresh
     FROM access_token t JOIN staff_user u ON u.id = t.user_id WHERE t.token_hash = $1`,
    [sha256(token), STEP_UP_MINUTES],
  );
  if (row?.bound && row.fresh !== true) throw new ApiError(STEP_UP_MESSAGE, STEP_UP_CODE);
}
