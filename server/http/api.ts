import type { Context, Hono } from 'hono';
import type { Db } from '../db/types';
import { LOG_TYPE, recordLog } from '../lib/audit-log';
import { settingNumber } from '../lib/settings';
import { ApiError, MESSAGES, ok } from './envelope';
import { readInput, type Input } from './input';
import { isPage, toSpringPage } from './paging';
import { decodeIdInput, encodeId, encodeIds } from './xboot-ids';
import { noteAnsweredOk } from './request-stats';
import { resolveToken, type PermType, type SessionUser } from './session';

export interface PublicContext {
  input: Input;
  c: Context;
  token: string | undefined;
}

export interface RouteContext extends PublicContext {
  user: SessionUser;
  /** Throws 403 unless the user's menu has `page` (and `perm` on it, when given). */
  require(page: string | readonly string[], perm?: PermType): void;
}

export interface RouteOptions {
  /** The page (component key) this endpoint belongs to; several keys mean "any of them". */
  page?: string | readonly string[];
  /** The permType needed on that page; none = the page being in the menu is enough. */
  perm?: PermType;
}

type Method = 'get' | 'post';

/** While a session is locked only these work (sign-out, /xboot/logout, is public); everything else answers LOCKED_CODE. */
const WORKS_WHILE_LOCKED = new Set(['/xboot/user/unlock', '/xboot/user/lock']);
/** 423 Locked: not 401, so a locked tab is not signed out; the console shows its lock screen. */
export const LOCKED_CODE = 423;

/**
 * The system API (`/xboot/**`) is X-Boot's: parameters come from the query string or a form body only (a JSON body
 * is not read, as X-Boot reads none), ids are snowflake strings both ways (xboot-ids.ts), and a page is answered as
 * Spring Data's `Page` (paging.ts).
 */
const isSystemPath = (path: string): boolean => path.startsWith('/xboot/');

async function inputOf(c: Context, system: boolean): Promise<Input> {
  return system ? decodeIdInput(await readInput(c, { system: true })) : readInput(c);
}

/**
 * A system answer as X-Boot writes it: ids as snowflake strings, a page as a Spring Data `Page`. An add answers the
 * new row's id (X-Boot answers null, or the saved entity on role/save and permission/add), as a snowflake too.
 */
function answerOf(result: unknown, system: boolean, path: string): unknown {
  if (!system) return result;
  if (typeof result === 'number' && /\/(add|save)$/.test(path)) return encodeId(result);
  return encodeIds(isPage(result) ? toSpringPage(result) : result);
}

/**
 * The session token: the `accessToken` header only. X-Boot also reads a request parameter of that name; a token in a
 * URL would end up in access logs, proxies and the browser's history, and the console never sends one there.
 */
export function tokenOf(c: Context): string | undefined {
  return c.req.header('accessToken') || undefined;
}

/** Registers /admin-api endpoints: reads input, authenticates, checks permissions and wraps the result. */
export class Api {
  constructor(
    private readonly app: Hono,
    readonly db: Db,
    /** The token lifetime when the `tokenTtlMinutes` setting is blank. */
    readonly defaultTtlMinutes: number,
  ) {}

  /** The token lifetime in force (minutes of inactivity): the system setting, read without a restart. */
  ttlMinutes(): Promise<number> {
    return settingNumber(this.db, 'tokenTtlMinutes', this.defaultTtlMinutes);
  }

  public(method: Method, path: string, handler: (ctx: PublicContext) => Promise<unknown>): void {
    const system = isSystemPath(path);
    this.app.on(method.toUpperCase(), `/admin-api${path}`, async (c) => {
      const input = await inputOf(c, system);
      const answer = c.json(ok(answerOf(await handler({ input, c, token: tokenOf(c) }), system, path)));
      noteAnsweredOk(c);
      return answer;
    });
  }

  get(path: string, options: RouteOptions, handler: (ctx: RouteContext) => Promise<unknown>): void {
    this.authed('get', path, options, handler);
  }

  post(path: string, options: RouteOptions, handler: (ctx: RouteContext) => Promise<unknown>): void {
    this.authed('post', path, options, handler);
  }

  private authed(
    method: Method,
    path: string,
    options: RouteOptions,
    handler: (ctx: RouteContext) => Promise<unknown>,
  ): void {
    const system = isSystemPath(path);
    this.app.on(method.toUpperCase(), `/admin-api${path}`, async (c) => {
      const token = tokenOf(c);
      const user = token ? await resolveToken(this.db, token, await this.ttlMinutes()) : null;
      if (!user) throw new ApiError(MESSAGES.unauthorized, 401);
      const seen: { input?: Input } = {};
      const run = async (): Promise<Response> => {
        if (user.locked && !WORKS_WHILE_LOCKED.has(path)) throw new ApiError(MESSAGES.locked, LOCKED_CODE);
        const require = (page: string | readonly string[], perm?: PermType): void => {
          const keys = typeof page === 'string' ? [page] : page;
          const allowed = keys.some((key) => {
            const types = user.pages.get(key);
            return types !== undefined && (perm === undefined || types.has(perm));
          });
          if (!allowed) throw new ApiError(MESSAGES.forbidden, 403);
        };
        if (options.page) require(options.page, options.perm);
        const input = await inputOf(c, system);
        seen.input = input;
        const answer = c.json(ok(answerOf(await handler({ input, c, token, user, require }), system, path)));
        noteAnsweredOk(c);
        return answer;
      };
      if (method !== 'post') return run();
      const started = performance.now();
      const page = typeof options.page === 'string' ? options.page : (options.page?.[0] ?? '');
      const entry = { type: LOG_TYPE.operation, username: user.username, page, path };
      const record = (success: boolean, message: string): Promise<void> =>
        recordLog(this.db, c, {
          ...entry,
          params: seen.input ?? {},
          success,
          message,
          costMs: performance.now() - started,
        });
      try {
        const response = await run();
        await record(true, 'success');
        return response;
      } catch (error) {
        await record(false, error instanceof ApiError ? error.message : 'error');
        throw error;
      }
    });
  }
}
