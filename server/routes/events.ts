/**
 * `GET /admin-api/events`: the console's live feed as Server-Sent Events (docs/live-updates.md). The session comes in
 * the `accessToken` header only (a token never travels in a URL; the console reads the stream with fetch). Events:
 * - `ready` `{presence: [...]}` once the stream listens, with the rows held now (as `presence` below);
 * - `change` `{head, own, changes: [{entity, id, action, rows, pages}], todo: {key: count}}` for each committed write
 *   the user may see some of: only rows of tables shown by pages of the user's menu, only to-do counts of its pages;
 * - `presence` `{entity, id, pages, holders: [{name, self}]}` when a row's holders change (a review dialog opened,
 *   closed or lapsed elsewhere), for rows of tables the user's pages list; never the console's own hold;
 * - `inbox` `{unread}` when the user's inbox changed (a message written for them, or read: lib/inbox, docs/inbox.md);
 * - `end` `{reason}` when the session ends (signed out, locked, expired, the user disabled), then the stream closes;
 * - a comment line every HEARTBEAT_MS (lib/events/heartbeat.ts), so proxies keep the connection open.
 * The feed's one heartbeat per instance sends the comments and checks every open stream's session in one query.
 * `POST /admin-api/events/presence` `{page, id, held}`: this console holds (or lets go of) a row of the page's list while
 * its review dialog is open (lib/events/presence.ts); no database write.
 */
import { extras } from '../../contract/console/extras';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { Db } from '../db/types';
import { LOCKED_CODE, type Api } from '../http/api';
import { ApiError } from '../lib/api-error';
import { MESSAGES } from '../http/envelope';
import { resolveToken, tokenHash } from '../lib/session';
import { consoleEvent, type FeedStream, type LiveFeed } from '../lib/events/feed';
import { consolePresence } from '../lib/events/presence';
import type { Audience } from '../lib/events/types';
import { writeOrigin } from '../lib/events/origin';
import { personalFor } from '../lib/personal-walk';
import type { ScreenDecl } from '../kit/types';
import { M } from '../i18n/messages';

/** A console that reads so slowly that this many events wait for it is dropped (it reconnects and refreshes). */
const MAX_QUEUED = 200;

/** The first table of a list's FROM (or of the subquery it starts with): the table whose rows the list shows. */
export function listedTable(from: string): string | undefined {
  const text = from.trim();
  const match = text.startsWith('(') ? /\bFROM\s+([a-z_][a-z0-9_]*)/i.exec(text) : /^([a-z_][a-z0-9_]*)/i.exec(text);
  return match?.[1]?.toLowerCase();
}

/** table → the pages whose lists show its rows, from the screens' list declarations (each list's own screen). */
export function pagesOfTables(screens: readonly ScreenDecl[]): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const screen of screens)
    for (const route of screen.routes) {
      if (!route.list) continue;
      const from = typeof route.list.from === 'string' ? route.list.from : route.list.from(new Set());
      const table = listedTable(from);
      if (!table) continue;
      const shown = pages.get(table) ?? [];
      if (!shown.includes(screen.page)) pages.set(table, [...shown, screen.page]);
    }
  return pages;
}

/** page → the table its (first) list shows: the rows a console may hold from that page. */
export function tablesOfPages(screens: readonly ScreenDecl[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const [table, pages] of pagesOfTables(screens))
    for (const page of pages) if (!tables.has(page)) tables.set(page, table);
  return tables;
}

export interface EventRouteOptions {
  db: Db;
  feed: LiveFeed;
  audience: Audience;
  ttlMinutes: () => Promise<number>;
}

export function registerEventRoutes(api: Api, opts: EventRouteOptions): void {
  const { db, feed, audience } = opts;
  const consoleOnly = 'live events: committed changes, to-do counts and presence as a stream';
  api.raw(extras.events, { consoleOnly }, async (c) => {
    // Hono answers HEAD with the GET handler: no stream for it.
    if (c.req.method === 'HEAD') return c.body(null, 405, { Allow: 'GET' });
    const token = c.req.header('accessToken');
    const user = token ? await resolveToken(db, token, await opts.ttlMinutes()) : null;
    if (!token || !user) throw new ApiError(MESSAGES.unauthorized, 401);
    if (user.locked) throw new ApiError(MESSAGES.locked, LOCKED_CODE);
    const origin = writeOrigin(token, c);
    // A buffering proxy (nginx) would hold the events back.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let pages = user.pages;
      let queued = 0;
      let dropped = false;
      let chain = Promise.resolve();
      let finish = (): void => undefined;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      /** Writes one after another, in order; a console too far behind is dropped. */
      const queue = (write: (stream: SSEStreamingApi) => Promise<void>): void => {
        if (stream.aborted || stream.closed || dropped) return;
        if (++queued > MAX_QUEUED) {
          dropped = true;
          return finish();
        }
        chain = chain
          .then(() => write(stream))
          .catch(() => finish())
          .finally(() => void queued--);
      };
      // What a stream sends is masked as the API's answers are (lib/personal-walk.ts): today's events name rows and
      // staff, never a member's personal value, and an event that ever carries one is masked without `sensitive`.
      const send = (event: string, data: unknown): void =>
        queue((s) => s.writeSSE({ event, data: JSON.stringify(personalFor(pages, data)) }));
      let ending = false;
      const end = (reason: string): void => {
        if (ending) return;
        ending = true;
        send('end', { reason });
        queue(async () => finish());
      };
      const session = tokenHash(token);
      const listener: FeedStream = {
        tokenHash: session,
        userId: user.id,
        change(message) {
          const event = consoleEvent(message, { pages, origin }, audience);
          if (event) send('change', event);
        },
        session(now) {
          if (!now || now.locked) end(now ? 'locked' : 'signedOut');
          else pages = now.pages;
        },
        ping: () => queue((s) => s.write(': ping\n\n').then(() => undefined)),
        presence(row) {
          const event = consolePresence(row, { pages, origin, session }, audience);
          if (event) send('presence', event);
        },
        inbox: (unread) => send('inbox', { unread }),
        end: () => end('shutdown'),
      };
      const detach = feed.attach(listener);
      stream.onAbort(finish);
      c.req.raw.signal.addEventListener('abort', finish);
      const held = feed.heldRows().flatMap((row) => {
        const event = consolePresence(row, { pages, origin, session }, audience);
        return event?.holders.length ? [event] : [];
      });
      send('ready', { presence: held });
      try {
        await finished;
      } finally {
        detach();
      }
      // A console that does not read is cut off; another gets what was queued (its `end`), briefly.
      if (dropped) stream.abort();
      else await Promise.race([chain, new Promise((resolve) => setTimeout(resolve, 2000))]);
    });
  });
}

/** A row id: digits, at most 19 (the system's ids are 19-digit strings; the business tables' are serials). */
export const ROW_ID = /^[0-9]{1,19}$/;

/** Presence's refusals (envelope code 400): what was wrong with the call. */
export const PRESENCE_MESSAGES = {
  page: M.badParameterPageMustList,
  id: M.badParameterIdMustNumeric,
  held: M.badParameterHeldMustTrue,
} as const;

function heldOf(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

/**
 * `POST /admin-api/events/presence`: the console has a review dialog open on row `id` of `page`'s list (`held` true,
 * sent again every few seconds while it stays open) or has closed it (`held` false). Only a user whose menu has that
 * page may; nothing is written (`writes: false`): the hold lives in the instances' memory and lapses by itself.
 */
export function registerPresenceRoute(api: Api, feed: LiveFeed, tables: ReadonlyMap<string, string>): void {
  const consoleOnly = 'presence: who else has a review dialog open on a row';
  api.post(extras.presence, { writes: false, consoleOnly }, async ({ input, c, user, require }) => {
    const { page, id } = input;
    const entity = typeof page === 'string' ? tables.get(page) : undefined;
    if (typeof page !== 'string' || !entity) throw new ApiError(PRESENCE_MESSAGES.page, 400);
    const row = typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : id;
    if (typeof row !== 'string' || !ROW_ID.test(row)) throw new ApiError(PRESENCE_MESSAGES.id, 400);
    const held = heldOf(input.held);
    if (held === undefined) throw new ApiError(PRESENCE_MESSAGES.held, 400);
    require(page);
    await feed.hold(
      {
        entity,
        id: row,
        origin: writeOrigin(user.token, c),
        session: tokenHash(user.token),
        user: user.id,
        name: user.nickname || user.username,
      },
      held,
    );
    return null;
  });
}
