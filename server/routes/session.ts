import { session } from '../../contract/session';
import type { Context } from 'hono';
import type { Api } from '../http/api';
import { ApiError } from '../lib/api-error';
import { optString, type Input } from '../lib/input';
import { revokeOtherTokens, revokeToken, setTokenLocked, tokenHash, type SessionUser } from '../lib/session';
import type { LiveFeed } from '../lib/events/feed';
import { USER } from '../kit/xboot-shapes';
import { registerLoginRoute } from './login';
import { registerTwoFactorRoutes } from './two-factor';
import { BUSY_MESSAGE, checkPassword, lockedMessage } from '../lib/login-throttle';
import { hashPassword } from '../lib/password';
import { settingText } from '../lib/settings';
import { safeAvatarUrl } from '../lib/safe-url';
import { fill, M } from '../i18n/messages';

/** Own-profile text field: '' is kept (clears the field), absent or 'null' is skipped. */
function profileText<K extends string>(
  input: Input<K>,
  field: NoInfer<K>,
  max: number,
  label: string,
): string | undefined {
  const value = input[field];
  if (value === undefined || value === null || value === 'null') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new ApiError(fill(M.wrongFormatParameter, { field }));
  const text = String(value).trim();
  if (text.length > max) throw new ApiError(fill(M.cannotLongerThanCharacters, { label, max }));
  return text;
}

/** Checks the signed-in user's own password (unlock, modifyPass), counted like a login; throws `wrong` or LOCKED. */
async function confirmOwnPassword(
  api: Api,
  c: Context,
  user: SessionUser,
  password: string,
  wrong: string,
): Promise<void> {
  const [row] = await api.db.query<{ hash: string }>('SELECT password_hash AS hash FROM staff_user WHERE id = $1', [
    user.id,
  ]);
  if (!row) throw new ApiError(M.userNotFound);
  const outcome = await checkPassword(api.db, c, user.username, password, row.hash);
  // The failure just counted stays counted although the request is refused.
  if (outcome === 'locked') throw new ApiError(await lockedMessage(api.db), 500, { keepWrites: true });
  if (outcome === 'busy') throw new ApiError(BUSY_MESSAGE);
  if (outcome === 'wrong') throw new ApiError(wrong, 500, { keepWrites: true });
}

/**
 * `feed`: a sign-out, the lock and unlock change the token alone, which the audit trail does not record; the feed tells
 * every instance (a password change or a disabled user is a staff_user change, which it tells from the trail).
 */
export function registerSessionRoutes(api: Api, feed: LiveFeed): void {
  const db = api.db;
  const changed = (token: string): Promise<void> => feed.sessionsChanged({ tokens: [tokenHash(token)] });
  registerLoginRoute(api);
  registerTwoFactorRoutes(api);

  /** Public settings the console shows before and after login: the product name ('' = the console's own). */
  api.public(
    session.publicSettings,
    { consoleOnly: 'public settings (the product name); X-Boot 3.3.x has no setting controller' },
    async () => ({ productName: await settingText(db, 'productName', '') }),
  );

  api.public(
    session.logout,
    {
      consoleOnly:
        'server-side sign-out (X-Boot signs out in the browser; Spring Security’s /logout is no /xboot path)',
    },
    async ({ token }) => {
      if (token) {
        await revokeToken(db, token);
        await changed(token);
      }
      return null;
    },
  );

  api.get(session.userInfo, { bareAnswer: USER }, async ({ user }) => {
    const [info] = await db.query<Record<string, unknown>>(
      `SELECT id, username, nickname, avatar, email, mobile, sex, description, type, status,
              department_title AS "departmentTitle", to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"
       FROM staff_user WHERE id = $1`,
      [user.id],
    );
    const roles = await db.query<{ id: number; name: string; description: string }>(
      'SELECT r.id, r.name, r.description FROM role r JOIN user_role ur ON ur.role_id = r.id WHERE ur.user_id = $1 ORDER BY r.id',
      [user.id],
    );
    return { ...info, roles };
  });

  api.post(session.editSelf, {}, async ({ input, user }) => {
    const nickname = profileText(input, 'nickname', 20, M.nickname);
    if (nickname === '') throw new ApiError(fill(M.required, { label: M.nickname }));
    const email = profileText(input, 'email', 100, M.email);
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ApiError(M.emailAddressNotValid);
    const mobile = profileText(input, 'mobile', 20, M.mobileNumber);
    if (mobile && !/^\+?[\d-]{5,20}$/.test(mobile)) throw new ApiError(M.mobileNumberNotValid);
    const fields: [string, string | undefined][] = [
      ['nickname', nickname],
      ['avatar', safeAvatarUrl(profileText(input, 'avatar', 1000, M.avatarUrl))],
      ['email', email],
      ['mobile', mobile],
      ['sex', profileText(input, 'sex', 10, M.gender)],
      ['description', profileText(input, 'description', 255, M.bio)],
    ];
    for (const [column, value] of fields) {
      if (value !== undefined) await db.query(`UPDATE staff_user SET ${column} = $2 WHERE id = $1`, [user.id, value]);
    }
    return null;
  });

  /** A password change ends the user's other sessions (the one making the change stays signed in). */
  api.post(session.modifyPass, {}, async ({ input, user, c }) => {
    const password = typeof input.password === 'string' ? input.password : '';
    const newPass = typeof input.newPass === 'string' ? input.newPass : '';
    if (!password) throw new ApiError(M.enterYourCurrentPassword);
    await confirmOwnPassword(api, c, user, password, M.currentPasswordWrong);
    if (newPass.length < 6) throw new ApiError(M.newPasswordNeedsAtLeast6);
    if (newPass.length > 32) throw new ApiError(M.newPasswordCanAtMost32);
    const strength = optString(input, 'passStrength') ?? '';
    await db.query('UPDATE staff_user SET password_hash = $2, pass_strength = $3 WHERE id = $1', [
      user.id,
      await hashPassword(newPass),
      strength.slice(0, 20),
    ]);
    await revokeOtherTokens(db, user.id, user.token);
    return null;
  });

  /** Server-side lock screen: until unlock (or sign-out) the token works for nothing else. */
  api.post(
    session.lock,
    { consoleOnly: 'server-side lock screen (X-Boot locks in the browser only)' },
    async ({ user }) => {
      await setTokenLocked(db, user.token, true);
      await changed(user.token);
      return null;
    },
  );

  api.post(session.unlock, {}, async ({ input, user, c }) => {
    const password = typeof input.password === 'string' ? input.password : '';
    if (!password) throw new ApiError(M.passwordWrong);
    await confirmOwnPassword(api, c, user, password, M.passwordWrong);
    await setTokenLocked(db, user.token, false);
    await changed(user.token);
    return null;
  });
}
