import type { Context, Hono } from 'hono';
import type { Call, KeysOf } from '../../contract/calls';
import { setActor, type Actor } from '../db/audit';
import { readOnly } from '../db/scope';
import type { Db, Queryable } from '../db/types';
import { LOG_TYPE, recordLog } from '../lib/audit-log';
import { personalFor } from '../lib/personal-walk';
import { writeOrigin } from '../lib/events/origin';
import { clientAddress } from '../lib/login-throttle';
import { settingNumber } from '../lib/settings';
import { ApiError } from '../lib/api-error';
import { MESSAGES, ok } from './envelope';
import type { Input } from '../lib/input';
import {
  answerIn,
  forbiddenIn,
  unauthorizedIn,
  type DeclaredRoute,
  type Method,
  type Profile,
  type ProfileOptions,
} from './profile';
import type { PublicContext, RouteContext, RouteOptions } from './route-types';
import { answerOf, inputOf, isSystemPath } from './xboot-io';
import { noteAnsweredOk } from './request-stats';
import { declaredInput } from './declared-keys';
import { resolveToken, type PermType } from '../lib/session';

export type { PublicContext, RouteContext, RouteOptions } from './route-types';

export { LOCKED_CODE, routePath, tokenOf } from './request-meta';
import { LOCKED_CODE, reasonOf, routePath, tokenOf, WORKS_WHILE_LOCKED } from './request-meta';

/**
 * Runs a writing route's transaction; `origin` names the session and console tab that sent it. The live feed's
 * (lib/events/feed.ts) publishes what the transaction changed once it has committed.
 */
export type WriteTransaction = <T>(origin: string, fn: (tx: Queryable) => Promise<T>) => Promise<T>;

/** Registers /admin-api endpoints: reads input, authenticates, checks permissions and wraps the result. */
export class Api {
  /** Every route declared on this API, in order, with whether it was registered (the bare profile's inventory). */
  readonly declared: DeclaredRoute[] = [];

  constructor(
    private readonly app: Hono,
    readonly db: Db,
    /** The token lifetime when the `tokenTtlMinutes` setting is blank. */
    readonly defaultTtlMinutes: number,
    private readonly writeTransaction: WriteTransaction = (_origin, fn) => db.transaction(fn),
    /** The profile (http/profile.ts): the bare one registers no console-only route and answers X-Boot's shapes. */
    readonly profile: Profile = 'full',
  ) {}

  /** Records the route; whether this profile registers it (the bare profile leaves the console-only ones out). */
  private declare(
    method: DeclaredRoute['method'],
    path: string,
    options: ProfileOptions,
    verb?: Method,
    call?: Call,
  ): boolean {
    const registered = !(this.profile === 'bare' && options.consoleOnly);
    this.declared.push({
      method,
      ...(verb ? { verb } : {}),
      path,
      ...(call?.keys ? { keys: call.keys } : {}),
      registered,
      ...(options.consoleOnly ? { consoleOnly: options.consoleOnly } : {}),
    });
    return registered;
  }

  /**
   * A route Hono serves itself (a stream): `/admin-api${path}`, the profile options honoured like any other route's.
   * The handler authenticates on its own.
   */
  raw(to: Call, options: ProfileOptions, handler: (c: Context) => Response | Promise<Response>): void {
    const [method, path] = [to.method, routePath(to)];
    if (!this.declare('raw', path, options, method)) return;
    this.app.on(method.toUpperCase(), `/admin-api${path}`, handler);
  }

  /** The token lifetime in force (minutes of inactivity): the system setting, read without a restart. */
  ttlMinutes(): Promise<number> {
    return settingNumber(this.db, 'tokenTtlMinutes', this.defaultTtlMinutes);
  }

  public<C extends Call>(
    to: C,
    options: ProfileOptions,
    handler: (ctx: PublicContext<KeysOf<C>>) => Promise<unknown>,
  ): void {
    const [method, path] = [to.method, routePath(to)];
    if (!this.declare(method, path, options, undefined, to)) return;
    const system = isSystemPath(path);
    this.app.on(method.toUpperCase(), `/admin-api${path}`, async (c) => {
      const input = declaredInput(to, await inputOf(c, system));
      const result = await handler({ input, c, token: tokenOf(c), profile: this.profile });
      const shaped = await answerIn(this.profile, answerOf(result, system, path), options.bareAnswer, {
        db: this.db,
        c,
      });
      const answer = shaped instanceof Response ? shaped : c.json(ok(shaped));
      noteAnsweredOk(c);
      return answer;
    });
  }

  /** A route that needs a session: a call declared in contract/, its page and permType checked before the handler. */
  serve<C extends Call>(
    to: C,
    options: RouteOptions,
    handler: (ctx: RouteContext<KeysOf<C>>) => Promise<unknown>,
  ): void {
    // The handler reads only its call's keys (typecheck); the input it is given is checked by declaredInput.
    this.authed(to.method, routePath(to), options, handler as unknown as (ctx: RouteContext) => Promise<unknown>, to);
  }

  get<C extends Call<'get'>>(
    to: C,
    options: RouteOptions,
    handler: (ctx: RouteContext<KeysOf<C>>) => Promise<unknown>,
  ): void {
    this.serve(to, options, handler);
  }

  post<C extends Call<'post'>>(
    to: C,
    options: RouteOptions,
    handler: (ctx: RouteContext<KeysOf<C>>) => Promise<unknown>,
  ): void {
    this.serve(to, options, handler);
  }

  private authed(
    method: Method,
    path: string,
    options: RouteOptions,
    handler: (ctx: RouteContext) => Promise<unknown>,
    call?: Call,
  ): void {
    if (!this.declare(method, path, options, undefined, call)) return;
    const system = isSystemPath(path);
    const writes = options.writes ?? method === 'post';
    const route = `${method.toUpperCase()} /admin-api${path}`;
    const profile = this.profile;
    this.app.on(method.toUpperCase(), `/admin-api${path}`, async (c) => {
      // Hono answers HEAD with the GET handler: a route that changes data is never run for a HEAD.
      if (writes && c.req.method === 'HEAD') return c.body(null, 405, { Allow: method.toUpperCase() });
      const token = tokenOf(c);
      const user = token ? await resolveToken(this.db, token, await this.ttlMinutes()) : null;
      if (!user) throw unauthorizedIn(profile, token);
      const seen: { input?: Input } = {};
      const require = (page: string | readonly string[], perm?: PermType): void => {
        const keys = typeof page === 'string' ? [page] : page;
        const allowed = keys.some((key) => {
          const types = user.pages.get(key);
          return types !== undefined && (perm === undefined || types.has(perm));
        });
        if (!allowed) throw forbiddenIn(profile);
      };
      const checked = async (): Promise<Input> => {
        if (user.locked && !WORKS_WHILE_LOCKED.has(path)) throw new ApiError(MESSAGES.locked, LOCKED_CODE);
        if (options.page) require(options.page, options.perm);
        const input = await inputOf(c, system);
        seen.input = input;
        return input;
      };
      const answer = async (result: unknown): Promise<Response> => {
        // A handler answering a file (the CSV export's stream) answers it as it is, not in the envelope.
        const shaped =
          result instanceof Response
            ? result
            : await answerIn(profile, answerOf(result, system, path), options.bareAnswer, {
                db: this.db,
                c,
                // X-Boot's writes answer `ResultUtil.success(message)`: result null (profile.ts).
                xbootWrite: system && writes,
              });
        // Members' personal data masked unless the user holds `sensitive` (lib/personal-walk.ts).
        const visible = shaped instanceof Response ? shaped : personalFor(user.pages, shaped, options.personal);
        const response = visible instanceof Response ? visible : c.json(ok(visible));
        noteAnsweredOk(c);
        return response;
      };
      if (!writes) {
        const input = await checked();
        const declared = declaredInput(call, input);
        return answer(await readOnly(route, () => handler({ input: declared, c, token, user, require, profile })));
      }
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
      let result: unknown;
      try {
        const input = await checked();
        const reason = reasonOf(input, options.reason);
        const actor = { id: user.id, username: user.username, ip: clientAddress(c), route, reason };
        const origin = writeOrigin(user.token, c);
        const declared = declaredInput(call, input);
        result = await this.changing(actor, origin, () =>
          handler({ input: declared, c, token, user, require, profile }),
        );
        await record(true, 'success');
      } catch (error) {
        await record(false, error instanceof ApiError ? error.message : 'error');
        throw error;
      } finally {
        await options.afterWrite?.();
      }
      // After the write has ended: the bare profile's answer may read the row it wrote (kit/xboot-shapes.ts).
      return answer(result);
    });
  }

  /**
   * Runs a writing route's handler in one transaction named after its actor: its changes and their audit records
   * commit together or not at all. A refusal that keeps its writes (ApiError.keepWrites) commits, then is answered.
   */
  private async changing(actor: Actor, origin: string, run: () => Promise<unknown>): Promise<unknown> {
    let kept: ApiError | undefined;
    const result = await this.writeTransaction(origin, async (tx) => {
      await setActor(tx, actor);
      try {
        return await run();
      } catch (error) {
        if (!(error instanceof ApiError && error.keepWrites)) throw error;
        kept = error;
        return null;
      }
    });
    if (kept) throw kept;
    return result;
  }
}
