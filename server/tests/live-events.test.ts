/**
 * The live feed on one instance (docs/live-updates.md): `GET /admin-api/events` streams, to each signed-in console,
 * the committed writes its user's menu shows — never a refused or rolled-back one — with the to-do counts they change,
 * tells a console which writes were its own, and ends a stream whose session ends — told so, or found so by the
 * instance's one heartbeat, which checks every open stream's session in one query. A scheduled job's writes:
 * live-events-jobs.test.ts; several instances: live-events-instances.test.ts.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenHash, type SessionState } from '../lib/session';
import { MemoryBus } from '../lib/events/bus';
import { LiveFeed, type FeedStream } from '../lib/events/feed';
import { HEARTBEAT_MS } from '../lib/events/heartbeat';
import { EventStream, touches } from './event-stream';
import { CONSOLE_TAB, login, type Envelope, type TestContext } from './helpers';
import { liveServer } from './file-server';

const REVIEW = '/wallet/member-withdraw/withdraw/review';
const TAB = CONSOLE_TAB;

const live = liveServer();
let ctx: TestContext;
beforeAll(() => {
  ctx = live.ctx;
});
const stream = (token: string | undefined, tab = 'tab-1'): Promise<EventStream> => live.stream(token, tab);

async function pendingWithdrawal(): Promise<number> {
  const [row] = await ctx.server.db.query<{ id: number }>(
    'SELECT id FROM withdraw_order WHERE status = 1 ORDER BY id LIMIT 1',
  );
  if (!row) throw new Error('no pending withdrawal');
  return row.id;
}

const pendingCount = async (): Promise<number> =>
  (await ctx.server.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM withdraw_order WHERE status = 1'))[0]?.n ??
  -1;

/** Approves as admin from console tab `tab`. */
async function approve(id: number, tab = 'tab-1'): Promise<void> {
  const response = await fetch(`${ctx.server.url}/admin-api${REVIEW}`, {
    method: 'POST',
    headers: { accessToken: ctx.admin.token ?? '', 'Content-Type': 'application/json', [TAB]: tab },
    body: JSON.stringify({ id, status: 2 }),
  });
  expect(((await response.json()) as Envelope).code).toBe(200);
}

describe('who may listen', () => {
  it('refuses a call without a session, and a token in the address', async () => {
    expect(await EventStream.open(ctx.server.url, undefined)).toMatchObject({ code: 401 });
    expect(await EventStream.open(ctx.server.url, 'not-a-token')).toMatchObject({ code: 401 });
    const inUrl = await EventStream.open(
      ctx.server.url,
      undefined,
      {},
      `/admin-api/events?accessToken=${ctx.admin.token}`,
    );
    expect(inUrl).toMatchObject({ code: 401 });
    const head = await fetch(`${ctx.server.url}/admin-api/events`, {
      method: 'HEAD',
      headers: { accessToken: ctx.admin.token ?? '' },
    });
    expect(head.status).toBe(405);
  });

  it('forgets a console that goes away', async () => {
    await expect.poll(() => ctx.server.feed.open).toBe(0);
    const [first, second] = [await stream(ctx.admin.token), await stream(ctx.operator.token)];
    expect(ctx.server.feed.open).toBe(2);
    first.close();
    second.close();
    await expect.poll(() => ctx.server.feed.open).toBe(0);
  });
});

describe('what a console hears', () => {
  it('a committed approval: the row, the pages that show it, the pending count, and whose it was', async () => {
    const writer = await stream(ctx.admin.token, 'tab-1');
    const otherTab = await stream(ctx.admin.token, 'tab-2');
    const colleague = await stream(ctx.operator.token);
    const id = await pendingWithdrawal();
    await approve(id, 'tab-1');
    const expected = {
      changes: expect.arrayContaining([
        { entity: 'withdraw_order', id: String(id), action: 'update', rows: 1, pages: ['finance/withdraw-orders'] },
      ]) as unknown,
      todo: { withdrawPending: await pendingCount() },
    };
    expect((await writer.next(touches('withdraw_order', String(id)))).data).toMatchObject({ ...expected, own: true });
    expect((await otherTab.next(touches('withdraw_order', String(id)))).data).toMatchObject({
      ...expected,
      own: false,
    });
    expect((await colleague.next(touches('withdraw_order', String(id)))).data).toMatchObject({
      ...expected,
      own: false,
    });
  });

  it('a change only to users whose menu has a page that shows it', async () => {
    const admin = await stream(ctx.admin.token);
    const operator = await stream(ctx.operator.token);
    const added = await ctx.admin.form('/xboot/dict/add', { type: 'liveTest', title: '实时测试', sortOrder: 1 });
    expect(added.code, added.message).toBe(200);
    expect((await admin.next(touches('dict'))).data).toMatchObject({
      changes: [{ entity: 'dict', action: 'insert', pages: ['system/dictionaries'] }],
    });
    // The operator's menu has no dictionaries page: the next thing it hears is the approval after it.
    const id = await pendingWithdrawal();
    await approve(id);
    await operator.next(touches('withdraw_order', String(id)));
    expect(operator.events.filter(touches('dict'))).toEqual([]);
  });

  it('nothing of a refused write, a rolled-back transaction or a rolled-back savepoint', async () => {
    const admin = await stream(ctx.admin.token);
    const refused = await ctx.admin.body('/wallet/user/balance_update', {
      uid: 10007,
      currency: 'USDT',
      type: 2,
      amount: '999999999',
      remark: '扣款',
    });
    expect(refused.message).toBe('余额不足');
    const [kept, undone, rolledBack] = await ctx.server.db.query<{ id: number }>(
      'SELECT id FROM withdraw_order ORDER BY id LIMIT 3',
    );
    const remark = (id: number | undefined, text: string) =>
      ctx.server.db.query('UPDATE withdraw_order SET remark = $2 WHERE id = $1', [id ?? 0, text]);
    await expect(
      ctx.server.feed.transaction('test:', async () => {
        await remark(rolledBack?.id, 'rolled back');
        throw new Error('refused after writing');
      }),
    ).rejects.toThrow('refused after writing');
    await ctx.server.feed.transaction('test:', async () => {
      await remark(kept?.id, 'kept');
      await ctx.server.db
        .transaction(async () => {
          await remark(undone?.id, 'undone');
          throw new Error('savepoint refused');
        })
        .catch(() => undefined);
    });
    const first = await admin.next((event) => event.event === 'change');
    expect(first.data).toMatchObject({
      changes: [{ entity: 'withdraw_order', id: String(kept?.id), action: 'update', rows: 1 }],
    });
  });

  it('the end of its session: a sign-out ends the stream', async () => {
    const other = await login(ctx.server.url, 'operator');
    const listening = await stream(other.token);
    expect((await other.form('/xboot/logout')).code).toBe(200);
    expect((await listening.next((event) => event.event === 'end')).data).toEqual({ reason: 'signedOut' });
    await expect.poll(() => listening.ended).toBe(true);
  });
});

describe('the heartbeat', () => {
  const expiries = async (): Promise<string[]> =>
    (
      await ctx.server.db.query<{ e: string }>(
        'SELECT token_hash || expires_at::text AS e FROM access_token ORDER BY token_hash',
      )
    ).map((row) => row.e);

  it('checks every open stream’s session in one query without moving expiries, ending those that ended', async () => {
    const [gone, locked] = [await login(ctx.server.url, 'operator'), await login(ctx.server.url, 'operator')];
    const staying = [
      await stream(ctx.admin.token, 'tab-1'),
      await stream(ctx.admin.token, 'tab-2'),
      await stream(ctx.operator.token),
    ];
    const [goneStream, lockedStream] = [await stream(gone.token), await stream(locked.token)];
    // Ended behind the feed's back (no message about it): only the heartbeat's check can find out.
    await ctx.server.db.query('DELETE FROM access_token WHERE token_hash = $1', [tokenHash(gone.token ?? '')]);
    await ctx.server.db.query('UPDATE access_token SET locked = true WHERE token_hash = $1', [
      tokenHash(locked.token ?? ''),
    ]);
    const before = await expiries();
    const query = vi.spyOn(ctx.server.db, 'query');
    try {
      await ctx.server.feed.beat();
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
    expect((await goneStream.next((event) => event.event === 'end')).data).toEqual({ reason: 'signedOut' });
    expect((await lockedStream.next((event) => event.event === 'end')).data).toEqual({ reason: 'locked' });
    await expect.poll(() => goneStream.ended && lockedStream.ended).toBe(true);
    for (const open of staying) {
      await expect.poll(() => open.comments).toBe(1);
      expect(open.events.map((event) => event.event)).not.toContain('end');
      expect(open.ended).toBe(false);
    }
    expect(await expiries()).toEqual(before);
  });

  it('is one timer per instance, every HEARTBEAT_MS, while any stream is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const feed = new LiveFeed(ctx.server.db, new MemoryBus());
    // The feed's own timers (the presence sweep) run regardless: the heartbeat is the one attaching adds.
    const own = vi.getTimerCount();
    try {
      const heard = Array.from({ length: 3 }, () => ({ pings: 0, sessions: [] as (SessionState | null)[] }));
      const detach = heard.map((stream, index) => {
        const listener: FeedStream = {
          tokenHash: tokenHash(index === 2 ? 'no-such-token' : (ctx.admin.token ?? '')),
          userId: 0,
          change: () => undefined,
          session: (state) => void stream.sessions.push(state),
          ping: () => void stream.pings++,
          presence: () => undefined,
          end: () => undefined,
        };
        return feed.attach(listener);
      });
      expect(vi.getTimerCount()).toBe(own + 1);
      vi.advanceTimersByTime(HEARTBEAT_MS - 1);
      expect(heard.map((stream) => stream.pings)).toEqual([0, 0, 0]);
      vi.advanceTimersByTime(1);
      expect(heard.map((stream) => stream.pings)).toEqual([1, 1, 1]);
      await vi.waitFor(() => expect(heard.map((stream) => stream.sessions.length)).toEqual([1, 1, 1]));
      expect(heard.map((stream) => stream.sessions[0]?.locked ?? null)).toEqual([false, false, null]);
      for (const stop of detach) stop();
      expect(vi.getTimerCount()).toBe(own);
    } finally {
      feed.close();
      vi.useRealTimers();
    }
  });
});
