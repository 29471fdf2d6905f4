/**
 * Presence (docs/live-updates.md): a console holding a row while its review dialog is open, told to the other consoles
 * whose menu lists that table — renewed, released, lapsing by itself on the server's clock, known to a console that
 * starts listening later, never stored, and carried between two instances by the bus.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { MemoryBus } from '../lib/events/bus';
import type { ConsolePresence } from '../lib/events/presence';
import { HOLD_TTL_MS } from '../lib/events/presence';
import { setClock } from '../lib/time';
import { PRESENCE_MESSAGES } from '../routes/events';
import { EventStream, type StreamEvent } from './event-stream';
import { CONSOLE_TAB, login, startMemoryServer, type Envelope, type TestContext } from './helpers';
import { liveServer } from './file-server';

const PAGE = 'finance/withdraw-orders';
const TAB = CONSOLE_TAB;

const live = liveServer();
let ctx: TestContext;
beforeAll(() => {
  ctx = live.ctx;
});
afterEach(() => {
  setClock();
});
const stream = (token: string | undefined, tab = 'tab-1', base?: string): Promise<EventStream> =>
  live.stream(token, tab, base);

/** POST /admin-api/events/presence as `token` from console tab `tab`: the HTTP status and the envelope. */
async function presence(
  token: string | undefined,
  body: Record<string, unknown>,
  tab = 'tab-1',
  base = ctx.server.url,
): Promise<{ status: number; envelope: Envelope }> {
  const response = await fetch(`${base}/admin-api/events/presence`, {
    method: 'POST',
    headers: { ...(token ? { accessToken: token } : {}), 'Content-Type': 'application/json', [TAB]: tab },
    body: JSON.stringify(body),
  });
  return { status: response.status, envelope: (await response.json()) as Envelope };
}

async function hold(token: string | undefined, id: string, held = true, tab = 'tab-1', page = PAGE): Promise<void> {
  const { envelope } = await presence(token, { page, id, held }, tab);
  expect(envelope.code, envelope.message).toBe(200);
}

const about = (id: string) => (event: StreamEvent) =>
  event.event === 'presence' && (event.data as ConsolePresence).id === id;

/** The presence events about row `id` received so far. */
const heardOf = (listener: EventStream, id: string): ConsolePresence[] =>
  listener.events.filter(about(id)).map((event) => event.data as ConsolePresence);

const adminName = async (): Promise<string> => {
  const [row] = await ctx.server.db.query<{ name: string }>(
    "SELECT coalesce(nullif(nickname, ''), username) AS name FROM staff_user WHERE username = 'admin'",
  );
  return row?.name ?? '';
};

describe('holding a row', () => {
  it('tells the others whose menu lists the table, names the holder, and not the holding console itself', async () => {
    const holder = await stream(ctx.admin.token, 'tab-1');
    const otherTab = await stream(ctx.admin.token, 'tab-2');
    const colleague = await stream(ctx.operator.token);
    await hold(ctx.admin.token, '101', true, 'tab-1');
    const name = await adminName();
    expect((await colleague.next(about('101'))).data).toEqual({
      entity: 'withdraw_order',
      id: '101',
      pages: [PAGE],
      holders: [{ name, self: false }],
    });
    // Another tab of the holder's own session: told it is its own user.
    expect((await otherTab.next(about('101'))).data).toMatchObject({ holders: [{ name, self: true }] });
    // The holding console itself: never among the holders.
    expect(heardOf(holder, '101').every((event) => event.holders.length === 0)).toBe(true);

    // A console that starts listening now is told in its `ready`.
    const late = await stream(ctx.operator.token, 'tab-late');
    expect(late.events[0]).toEqual({
      event: 'ready',
      data: { presence: [expect.objectContaining({ id: '101', holders: [{ name, self: false }] })] },
    });

    await hold(ctx.admin.token, '101', false, 'tab-1');
    expect((await colleague.next(about('101'), 5000, colleague.events.findIndex(about('101')) + 1)).data).toMatchObject(
      { holders: [] },
    );
    const later = await stream(ctx.operator.token, 'tab-later');
    expect(later.events[0]).toEqual({ event: 'ready', data: { presence: [] } });
  });

  it('renews without telling anyone again, and lapses by itself once not renewed for its lifetime', async () => {
    let now = Date.parse('2026-11-26T02:00:00Z');
    setClock(() => now);
    const colleague = await stream(ctx.operator.token);
    await hold(ctx.admin.token, '102');
    await colleague.next(about('102'));
    now += HOLD_TTL_MS - 1000;
    await hold(ctx.admin.token, '102');
    now += HOLD_TTL_MS - 1000;
    ctx.server.feed.expireHolds();
    // Renewed: held still, and said once.
    expect(ctx.server.feed.heldRows().map((row) => row.id)).toContain('102');
    expect(heardOf(colleague, '102')).toHaveLength(1);
    now += 1000;
    ctx.server.feed.expireHolds();
    expect(ctx.server.feed.heldRows().map((row) => row.id)).not.toContain('102');
    await expect.poll(() => heardOf(colleague, '102').map((event) => event.holders.length)).toEqual([1, 0]);
  });

  it('is no write: nothing in the audit trail or the operation log', async () => {
    const counts = async () =>
      (
        await ctx.server.db.query<{ audit: number; logs: number }>(
          'SELECT (SELECT COUNT(*)::int FROM audit_trail) AS audit, (SELECT COUNT(*)::int FROM sys_log) AS logs',
        )
      )[0];
    const before = await counts();
    await hold(ctx.admin.token, '103');
    await hold(ctx.admin.token, '103', false);
    expect(await counts()).toEqual(before);
  });
});

describe('who may hold and see', () => {
  it('a row of a table no page of the menu lists: refused to hold, and not told', async () => {
    const operator = await stream(ctx.operator.token);
    const admin = await stream(ctx.admin.token, 'tab-2');
    expect(await presence(ctx.operator.token, { page: 'system/dictionaries', id: '7', held: true })).toMatchObject({
      envelope: { code: 403 },
    });
    await hold(ctx.admin.token, '7', true, 'tab-1', 'system/dictionaries');
    expect((await admin.next(about('7'))).data).toMatchObject({ entity: 'dict', pages: ['system/dictionaries'] });
    await hold(ctx.admin.token, '8');
    await operator.next(about('8'));
    expect(heardOf(operator, '7')).toEqual([]);
  });

  it('refuses no session (401) and a malformed call (400, saying what is wrong)', async () => {
    expect(await presence(undefined, { page: PAGE, id: '1', held: true })).toMatchObject({ envelope: { code: 401 } });
    for (const [body, message] of [
      [{ page: 'no/such-page', id: '1', held: true }, PRESENCE_MESSAGES.page],
      [{ id: '1', held: true }, PRESENCE_MESSAGES.page],
      [{ page: PAGE, id: '1 OR 1=1', held: true }, PRESENCE_MESSAGES.id],
      [{ page: PAGE, id: '12345678901234567890', held: true }, PRESENCE_MESSAGES.id],
      [{ page: PAGE, id: '1', held: 'maybe' }, PRESENCE_MESSAGES.held],
    ] as const)
      expect(await presence(ctx.admin.token, body)).toEqual({
        status: 400,
        envelope: expect.objectContaining({ code: 400, message, success: false }) as unknown,
      });
    // A 19-digit id (the system's) and a number are rows too.
    await hold(ctx.admin.token, '1234567890123456789');
    expect((await presence(ctx.admin.token, { page: PAGE, id: 5, held: 0 })).envelope.code).toBe(200);
  });
});

describe('two instances', () => {
  let one: RunningServer;
  let two: RunningServer;
  const bus = new MemoryBus();
  beforeAll(async () => {
    one = await startMemoryServer({ bus });
    two = await startMemoryServer({ bus });
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await bus.close();
  });

  it("a hold on one is told to the other's consoles, and its release", async () => {
    const [admin, operator] = [await login(one.url, 'admin'), await login(two.url, 'operator')];
    const there = await stream(operator.token, 'tab-1', two.url);
    const { envelope } = await presence(admin.token, { page: PAGE, id: '201', held: true }, 'tab-1', one.url);
    expect(envelope.code).toBe(200);
    expect((await there.next(about('201'))).data).toMatchObject({ holders: [{ self: false }] });
    expect(two.feed.heldRows().map((row) => row.id)).toContain('201');
    await presence(admin.token, { page: PAGE, id: '201', held: false }, 'tab-1', one.url);
    await expect.poll(() => heardOf(there, '201').at(-1)?.holders).toEqual([]);
  });
});
