/**
 * The second step of a staff sign-in (lib/two-factor.ts) and the step-up before a large approval. A login whose
 * password is right answers a ticket instead of the token when the user has a key or a role that must use one
 * (`startSecondStep`); the console then sends the ticket with a code: a TOTP code or a recovery code, or while
 * binding the first code of the new key. Console-only: X-Boot has no second factor, and its login answers the token.
 */
import { session } from '../../contract/session';
import type { Api } from '../http/api';
import { ApiError } from '../lib/api-error';
import { optString } from '../lib/input';
import { issueToken, tokenHash } from '../lib/session';
import { BUSY_MESSAGE, checkSecondFactor, lockedMessage } from '../lib/login-throttle';
import {
  acceptCode,
  bindKey,
  boundKey,
  mustUseSecondFactor,
  newRecoveryCodes,
  newTicket,
  newTotpKey,
  otpauthUri,
  storeRecoveryCodes,
  ticketHash,
  useRecoveryCode,
} from '../lib/two-factor';
import { seal, unseal } from '../lib/secrets';
import { M } from '../i18n/messages';

/** How long the second step may follow the password. */
const TICKET_MINUTES = 5;
export const TWO_FACTOR_MESSAGES = {
  missing: M.enterCodeFromYour,
  wrong: M.wrongCode,
  expired: M.signInExpiredPlease,
} as const;

/** The login's answer when a second step follows: `bind` carries the new key to show once, as text and URI. */
export type SecondStep =
  { twoFactor: 'verify'; ticket: string } | { twoFactor: 'bind'; ticket: string; key: string; otpauthUri: string };

/** After a right password: the second step the user owes, or null (the token is answered as before). */
export async function startSecondStep(api: Api, user: { id: number; username: string }): Promise<SecondStep | null> {
  if (api.profile !== 'full') return null;
  const db = api.db;
  const bound = (await boundKey(db, user.id)) !== undefined;
  if (!bound && !(await mustUseSecondFactor(db, user.id))) return null;
  const { ticket, hash } = newTicket();
  const key = bound ? undefined : newTotpKey();
  await db.query('DELETE FROM login_challenge WHERE expires_at < now()');
  await db.query(
    `INSERT INTO login_challenge (ticket_hash, user_id, kind, pending_key, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [hash, user.id, key ? 'bind' : 'verify', key ? seal(db, key) : null, TICKET_MINUTES],
  );
  if (!key) return { twoFactor: 'verify', ticket };
  return { twoFactor: 'bind', ticket, key, otpauthUri: otpauthUri(key, user.username) };
}

interface Challenge {
  userId: number;
  username: string;
  pendingKey: string | null;
}

/** Runs one code check of a login's second step: counted like a password (login-throttle.ts), refusals thrown. */
async function counted(
  api: Api,
  c: Parameters<typeof checkSecondFactor>[1],
  username: string,
  check: () => Promise<boolean>,
) {
  const outcome = await checkSecondFactor(api.db, c, username, check);
  if (outcome === 'locked') throw new ApiError(await lockedMessage(api.db));
  if (outcome === 'busy') throw new ApiError(BUSY_MESSAGE);
  if (outcome === 'wrong') throw new ApiError(TWO_FACTOR_MESSAGES.wrong);
}

export function registerTwoFactorRoutes(api: Api): void {
  const db = api.db;
  const consoleOnly = 'two-factor sign-in (X-Boot has no second factor)';

  /** The live ticket of that kind, with its user (enabled). */
  const challengeOf = async (ticket: string | undefined, kind: 'verify' | 'bind'): Promise<Challenge> => {
    const [row] = ticket
      ? await db.query<Challenge>(
          `SELECT ch.user_id AS "userId", u.username, ch.pending_key AS "pendingKey"
           FROM login_challenge ch JOIN staff_user u ON u.id = ch.user_id AND u.status = 0
           WHERE ch.ticket_hash = $1 AND ch.kind = $2 AND ch.expires_at > now()`,
          [ticketHash(ticket), kind],
        )
      : [];
    if (!row) throw new ApiError(TWO_FACTOR_MESSAGES.expired);
    return row;
  };
  const codeOf = (input: Record<string, unknown>): string => {
    const code = optString(input, 'code')?.trim();
    if (!code) throw new ApiError(TWO_FACTOR_MESSAGES.missing);
    return code.slice(0, 40);
  };
  const finish = async (ticket: string, userId: number, factor: 'totp' | 'recovery'): Promise<string> => {
    await db.query('DELETE FROM login_challenge WHERE ticket_hash = $1', [ticketHash(ticket)]);
    return issueToken(db, userId, await api.ttlMinutes(), undefined, factor);
  };

  api.public(session.loginTwoFactor, { consoleOnly }, async ({ input, c }) => {
    const ticket = optString(input, 'ticket');
    const code = codeOf(input);
    const challenge = await challengeOf(ticket, 'verify');
    const key = await boundKey(db, challenge.userId);
    let factor: 'totp' | 'recovery' = 'totp';
    await counted(api, c, challenge.username, async () => {
      if (key && (await acceptCode(db, challenge.userId, key, code))) return true;
      factor = 'recovery';
      return useRecoveryCode(db, challenge.userId, code);
    });
    return finish(ticket ?? '', challenge.userId, factor);
  });

  api.public(session.bindTwoFactor, { consoleOnly }, async ({ input, c }) => {
    const ticket = optString(input, 'ticket');
    const code = codeOf(input);
    const challenge = await challengeOf(ticket, 'bind');
    const key = unseal(db, challenge.pendingKey ?? '');
    await counted(api, c, challenge.username, () => acceptCode(db, challenge.userId, key, code));
    await bindKey(db, challenge.userId, key);
    const recoveryCodes = newRecoveryCodes();
    await storeRecoveryCodes(db, challenge.userId, recoveryCodes);
    return { token: await finish(ticket ?? '', challenge.userId, 'totp'), recoveryCodes };
  });

  api.post(session.stepUp, { consoleOnly }, async ({ input, c, user }) => {
    const code = codeOf(input);
    const key = await boundKey(db, user.id);
    if (!key) throw new ApiError(TWO_FACTOR_MESSAGES.wrong);
    const outcome = await checkSecondFactor(db, c, user.username, () => acceptCode(db, user.id, key, code));
    if (outcome === 'locked') throw new ApiError(await lockedMessage(db), 500, { keepWrites: true });
    if (outcome === 'busy') throw new ApiError(BUSY_MESSAGE);
    if (outcome === 'wrong') throw new ApiError(TWO_FACTOR_MESSAGES.wrong, 500, { keepWrites: true });
    await db.query('UPDATE access_token SET second_factor_at = now() WHERE token_hash = $1', [tokenHash(user.token)]);
    return null;
  });
}
