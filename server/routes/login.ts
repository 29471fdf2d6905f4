/**
 * `POST /xboot/login` (form, no token): the session's token as the result, every attempt in the operation log. The
 * bare profile answers as X-Boot's login filter does (http/profile.ts): its texts, its token length, no `result` on a
 * refusal.
 */
import { session } from '../../contract/session';
import type { Api, PublicContext } from '../http/api';
import { ApiError } from '../lib/api-error';
import { optString } from '../lib/input';
import { XBOOT_LOGIN_MESSAGES, xbootLockedMessage } from '../http/profile';
import { issueToken } from '../lib/session';
import { requestLanguage, translate } from '../i18n/translate';
import { LOG_TYPE, recordLog } from '../lib/audit-log';
import { BUSY_MESSAGE, checkPassword, LOCK_MINUTES, lockedMessage } from '../lib/login-throttle';
import { settingNumber } from '../lib/settings';
import { startSecondStep, type SecondStep } from './two-factor';
import { M } from '../i18n/messages';

const BAD_CREDENTIALS = M.wrongUsernamePassword;
/** The operation log's outcome of a right password whose second step follows. */
const SECOND_STEP_LOGGED = '密码正确，等待动态验证码';

interface LoginRow {
  id: number;
  passwordHash: string;
  status: number;
}

/** What a login refusal says: this server's texts, or X-Boot's (AuthenticationFailHandler) in the bare profile. */
interface LoginRefusals {
  missing: () => string;
  locked: () => Promise<string>;
  disabled: string;
  /** X-Boot writes its login answers through ResponseUtil: a refusal has no `result`. */
  omitResult: boolean;
}

function loginRefusals(api: Api): LoginRefusals {
  if (api.profile === 'full')
    return {
      missing: () => M.usernamePasswordRequired,
      locked: () => lockedMessage(api.db),
      disabled: '账户已被禁用',
      omitResult: false,
    };
  return {
    // Spring Security reads a blank username or password as wrong credentials.
    missing: () => BAD_CREDENTIALS,
    locked: async () => xbootLockedMessage(await settingNumber(api.db, 'loginLockMinutes', LOCK_MINUTES)),
    disabled: XBOOT_LOGIN_MESSAGES.disabled,
    omitResult: true,
  };
}

/**
 * X-Boot's login answer (AuthenticationSuccessHandler): the token is the result, with the message 登录成功; its Redis
 * tokens are 32 hex digits (a simple UUID).
 */
const XBOOT_TOKEN_BYTES = 16;

/** Registers the login (session.ts registers it with the other session routes). */
export function registerLoginRoute(api: Api): void {
  const db = api.db;
  const refusals = loginRefusals(api);
  const refuse = (message: string): ApiError => new ApiError(message, 500, { omitResult: refusals.omitResult });

  /** The token, or the second step the user owes first (routes/two-factor.ts). */
  const loginHandler = async ({ input, c }: PublicContext): Promise<string | SecondStep> => {
    const username = optString(input, 'username');
    const password = typeof input.password === 'string' ? input.password : undefined;
    if (!username || !password) throw refuse(refusals.missing());
    const [user] = await db.query<LoginRow>(
      'SELECT id, password_hash AS "passwordHash", status FROM staff_user WHERE username = $1',
      [username],
    );
    const outcome = await checkPassword(db, c, username, password, user?.passwordHash);
    if (outcome === 'locked') throw refuse(await refusals.locked());
    if (outcome === 'busy') throw refuse(BUSY_MESSAGE);
    if (outcome === 'wrong' || !user) throw refuse(BAD_CREDENTIALS);
    if (user.status !== 0) throw refuse(refusals.disabled);
    const second = await startSecondStep(api, { id: user.id, username });
    if (second) return second;
    const bytes = api.profile === 'bare' ? XBOOT_TOKEN_BYTES : undefined;
    return issueToken(db, user.id, await api.ttlMinutes(), bytes);
  };
  /** Every login attempt is recorded (system/logs): username, IP, user agent, outcome, duration; never the password. */
  const loggedLogin = async (ctx: PublicContext): Promise<string | SecondStep> => {
    const started = performance.now();
    const entry = {
      type: LOG_TYPE.login,
      username: optString(ctx.input, 'username') ?? '',
      page: '',
      path: session.login.path,
    };
    const params = { username: entry.username };
    try {
      const token = await loginHandler(ctx);
      await recordLog(db, ctx.c, {
        ...entry,
        params,
        success: true,
        message: typeof token === 'string' ? M.signedIn : SECOND_STEP_LOGGED,
        costMs: performance.now() - started,
      });
      return token;
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'error';
      await recordLog(db, ctx.c, { ...entry, params, success: false, message, costMs: performance.now() - started });
      throw error;
    }
  };
  // POST only, as X-Boot's login filter matches: a GET (credentials in the URL) is a wrong method, answered 404.
  api.public(
    session.login,
    {
      bareAnswer: (token, { c }) =>
        c.json({
          success: true,
          message: translate(XBOOT_LOGIN_MESSAGES.success, requestLanguage(c)),
          code: 200,
          timestamp: Date.now(),
          result: token,
        }),
    },
    loggedLogin,
  );
}
