/**
 * The server's two profiles (docs/deployment.md, `BACKEND_PROFILE`):
 * - `full` (the default): everything the console can use, the spec's calls and the console's own extras (saved views,
 *   live events and presence, the audit trail, four-eyes approvals, staff sessions, …);
 * - `bare`: what a real back end gives and nothing else: the calls SPEC.md names and, for `/xboot/**`, what X-Boot
 *   3.3.x's controllers answer (docs/xboot-contract.md). A route declared `consoleOnly` is not registered, so it answers as
 *   X-Boot answers any unknown path (`springNotFound`); a route's `bareAnswer` gives its answer X-Boot's shape
 *   (kit/xboot-shapes.ts); the security layer speaks X-Boot's messages.
 * The console discovers its extras at run time and works on both.
 */
import type { Context } from 'hono';
import type { KeyTypes } from '../../contract/calls';
import type { Db } from '../db/types';
import { formatShanghai } from '../lib/time';
import { ApiError } from '../lib/api-error';
import { MESSAGES } from './envelope';
import { fill, M } from '../i18n/messages';

export type Profile = 'full' | 'bare';
export type Method = 'get' | 'post';

/**
 * What a route's answer becomes in the bare profile (kit/xboot-shapes.ts: X-Boot's fields only, X-Boot's shape). It
 * gets the answer as the system API writes it (snowflake ids, Spring pages); a Response it returns is sent as it is
 * (no envelope: Spring Boot Actuator's own answers).
 */
export type BareAnswer = (answer: unknown, ctx: { db: Db; c: Context }) => unknown;

/** What every declared route may say about the profiles. */
export interface ProfileOptions {
  /**
   * The route is the console's own: neither SPEC.md nor X-Boot 3.3.x names it. The text says what it is. The bare
   * profile does not register it: it answers as X-Boot answers an unknown path.
   */
  consoleOnly?: string;
  /** Its answer in the bare profile (default: as in the full profile; a writing /xboot/** route answers null). */
  bareAnswer?: BareAnswer;
}

/** One declared /admin-api route (console-only ones too, registered or not): the profile inventory. */
export interface DeclaredRoute {
  method: Method | 'raw';
  /** A raw route's HTTP method. */
  verb?: Method;
  path: string;
  /** The request keys its call declares (contract/calls.ts). */
  keys?: KeyTypes;
  consoleOnly?: string;
  /** Whether this server registered it (a bare server leaves the console-only ones out). */
  registered: boolean;
}

/**
 * The answer as `profile` sends it: in the bare one, the route's `bareAnswer`, else null for a write of `/xboot/**`
 * (X-Boot's writes answer `ResultUtil.success(message)`; its role save/edit and permission add/edit answer the saved
 * entity, which those routes declare as their `bareAnswer`).
 */
export async function answerIn(
  profile: Profile,
  answer: unknown,
  bareAnswer: BareAnswer | undefined,
  ctx: { db: Db; c: Context; xbootWrite?: boolean },
): Promise<unknown> {
  if (profile !== 'bare') return answer;
  if (bareAnswer) return bareAnswer(answer, ctx);
  return ctx.xbootWrite ? null : answer;
}

/** `BACKEND_PROFILE`: unset or blank is full; anything but full or bare stops the start. */
export function profileOf(value: string | undefined): Profile {
  const name = (value ?? '').trim() || 'full';
  if (name !== 'full' && name !== 'bare') throw new Error(`BACKEND_PROFILE must be full or bare, not '${name}'`);
  return name;
}

/**
 * The messages X-Boot's security layer answers (HTTP 200, the code in the body): no token (the needLogin page),
 * a token that is unknown or expired (JWTAuthenticationFilter), a permission missing (RestAccessDeniedHandler).
 */
export const XBOOT_SECURITY_MESSAGES = {
  notSignedIn: M.youNotSignedIn,
  expired: M.sessionExpiredSignIn,
  forbidden: M.noAccess,
} as const;

/** No session: the full profile's message, or X-Boot's (no token: needLogin; a token it does not know: expired). */
export function unauthorizedIn(profile: Profile, token: string | undefined): ApiError {
  if (profile === 'full') return new ApiError(MESSAGES.unauthorized, 401);
  if (!token) return new ApiError(XBOOT_SECURITY_MESSAGES.notSignedIn, 401);
  // Written by X-Boot's JWTAuthenticationFilter through ResponseUtil: the body has no `result`.
  return new ApiError(XBOOT_SECURITY_MESSAGES.expired, 401, { omitResult: true });
}

/** A permission missing: X-Boot's RestAccessDeniedHandler writes it through ResponseUtil (no `result`). */
export const forbiddenIn = (profile: Profile): ApiError =>
  profile === 'full'
    ? new ApiError(MESSAGES.forbidden, 403)
    : new ApiError(XBOOT_SECURITY_MESSAGES.forbidden, 403, { omitResult: true });

/** X-Boot's login handlers (AuthenticationSuccessHandler / AuthenticationFailHandler). */
export const XBOOT_LOGIN_MESSAGES = {
  success: M.signedIn,
  disabled: M.accountDisabledContactAdministrator,
} as const;

/** X-Boot's lock-out message (AuthenticationFailHandler) for a lock of `minutes`. */
export const xbootLockedMessage = (minutes: number): string => fill(M.tooManyFailedSignIns, { minutes });

/** The path the back end sees: the console's `/admin-api` prefix is the proxy's, not X-Boot's. */
const backEndPath = (path: string): string => path.replace(/^\/admin-api(?=\/|$)/, '') || '/';

/** `yyyy-MM-ddTHH:mm:ss.SSS+08:00`: a java.util.Date as Spring Boot's Jackson writes it with X-Boot's GMT+8. */
function springTimestamp(now = new Date()): string {
  const millis = String(now.getTime() % 1000).padStart(3, '0');
  return `${formatShanghai(now).replace(' ', 'T')}.${millis}+08:00`;
}

/**
 * An unknown path on X-Boot: Spring Boot's error body (DefaultErrorAttributes; the message is left out by default
 * since Spring Boot 2.3), HTTP 404, no envelope.
 */
export function springNotFound(c: Context): Response {
  return c.json(
    { timestamp: springTimestamp(), status: 404, error: 'Not Found', message: '', path: backEndPath(c.req.path) },
    404,
  );
}
