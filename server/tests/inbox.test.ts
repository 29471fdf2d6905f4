/**
 * The staff inbox (lib/inbox, routes/inbox.ts, docs/inbox.md): who is told what, reading, a user's own messages only,
 * the waiting check's once per item, a claim taken back, an export finished, and the live `inbox` event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { checkWaiting } from '../lib/inbox/waiting-check';
import { QUEUES } from '../lib/review-queues';
import { formatShanghai } from '../lib/time';
import { EventStream } from './event-stream';
import { secondAdmin, startTestServer, type Client, type PageResult, type TestContext } from './helpers';

interface Message {
  id: string;
  kind: string;
  params: Record<string, unknown>;
  link: string | null;
  createdTime: string;
  read: boolean;
}

let ctx: TestContext;
let db: Db;
let checker: Client;

const idOf = async (username: string): Promise<number> =>
  (await db.query<{ id: number }>('SELECT id FROM staff_user WHERE username = $1', [username]))[0]?.id ?? 0;
const unread = async (client: Client): Promise<number> => (await client.get<number>('/inbox/unread')).result;
const messages = async (client: Client, query: Record<string, string | number> = {}): Promise<Message[]> =>
  (await client.get<PageResult<Message>>('/inbox/list', { pageSize: 50, ...query })).result.records;
const ofKind = async (username: string, kind: string) =>
  db.query<{ params: Record<string, unknown>; link: string }>(
    `SELECT params, link FROM inbox_message m JOIN staff_user s ON s.id = m.user_id
     WHERE s.username = $1 AND m.kind = $2 ORDER BY m.id`,
    [username, kind],
  );

beforeAll(async () => {
  ctx = await startTestServer();
  db = ctx.server.db;
  const [setting] = await db.query<{ id: number }>("SELECT id FROM setting WHERE key = 'fourEyesUsdt'");
  expect(await ctx.admin.form('/xboot/setting/edit', { id: setting?.id ?? 0, value: '100' })).toMatchObject({
    code: 200,
  });
  // A second administrator: the same role and password as admin.
  checker = await secondAdmin(ctx, 'checker', '复核员');
}, 120_000);

afterAll(async () => {
  await ctx?.server.close();
});

describe('a four-eyes request', () => {
  it('gives each other approver one unread message with its link, the requester and a user without edit none', async () => {
    const stream = await EventStream.must(ctx.server.url, checker.token);
    const own = await EventStream.must(ctx.server.url, ctx.admin.token);
    try {
      const made = await ctx.admin.body<{ pending: boolean; approvalId: number }>('/wallet/user/balance_update', {
        uid: 10031,
        currency: 'USDT',
        type: 1,
        amount: '150.25',
        remark: 'inbox',
      });
      expect(made.result).toMatchObject({ pending: true });
      const heard = await stream.next((event) => event.event === 'inbox');
      expect(heard.data).toEqual({ unread: 1 });
      expect(own.events.some((event) => event.event === 'inbox')).toBe(false);
    } finally {
      stream.close();
      own.close();
    }
    expect(await unread(checker)).toBe(1);
    const [message] = await messages(checker);
    expect(message).toMatchObject({
      kind: 'approvalRequested',
      read: false,
      params: { kind: 'credit', uid: 10031, currency: 'USDT', amount: '150.25', name: 'admin' },
      link: 'finance/money-approvals?uid=10031&filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=0',
    });
    expect(message?.id).toMatch(/^\d+$/);
    expect(Date.parse(message?.createdTime ?? '')).toBeGreaterThan(0);
    expect(await unread(ctx.admin)).toBe(0);
    expect(await unread(ctx.operator)).toBe(0);
    // The approver with a second factor (finance) holds edit on the approvals page too.
    expect(await ofKind('finance', 'approvalRequested')).toHaveLength(1);
    expect(await ofKind('operator', 'approvalRequested')).toHaveLength(0);
  });
});

describe('reading', () => {
  it('marks the given messages read, then all; a user reads and lists only their own', async () => {
    await ctx.admin.body('/wallet/user/balance_update', {
      uid: 10032,
      currency: 'USDT',
      type: 1,
      amount: '120',
      remark: 'inbox',
    });
    const mine = await messages(checker, { unread: 1 });
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const [newest, older] = mine;
    // Another user's ids: passed over, and not listed to them.
    expect((await ctx.admin.body<number>('/inbox/read', { ids: [newest?.id] })).result).toBe(0);
    expect((await messages(ctx.admin)).map((message) => message.id)).not.toContain(newest?.id);
    expect(await unread(checker)).toBe(mine.length);

    expect((await checker.body<number>('/inbox/read', { ids: [newest?.id] })).result).toBe(1);
    expect(await unread(checker)).toBe(mine.length - 1);
    expect((await messages(checker)).find((message) => message.id === newest?.id)?.read).toBe(true);
    expect((await messages(checker, { unread: 1 })).map((message) => message.id)).toContain(older?.id);

    expect((await checker.body<number>('/inbox/read', { all: true })).result).toBe(mine.length - 1);
    expect(await unread(checker)).toBe(0);
    await expect(checker.body('/inbox/read', { ids: ['x'] })).rejects.toThrow('HTTP 400');
    expect((await ctx.anonymous.get('/inbox/unread')).code).toBe(401);
  });
});

describe('the waiting check', () => {
  it('tells the reviewers once per item: a summary of those past the threshold, then only the ones passing since', async () => {
    const now = new Date('2026-12-01T04:00:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    const told = async (username: string) =>
      (await ofKind(username, 'reviewWaiting')).filter((message) => message.params.queue === 'withdrawals');
    expect(await checkWaiting(db, now)).toBeGreaterThanOrEqual(2); // admin and checker at least
    const summaries = await told('admin');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({
      params: { queue: 'withdrawals', hours: 24 },
      link: 'finance/withdraw-orders?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=1',
    });
    const queue = QUEUES.withdrawals;
    const [pending] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${queue?.from} WHERE ${queue?.pending} AND w.created_time <= $1::timestamp`,
      [formatShanghai(at(-24 * 3_600_000))],
    );
    expect(summaries[0]?.params.count).toBe(pending?.n);
    expect(await checkWaiting(db, at(60_000))).toBe(0);

    // An order created 23 h 58.5 min before `now`: not yet past the threshold at the last check, past it at the next.
    const [order] = await db.query<{ id: number }>(
      `INSERT INTO withdraw_order (order_no, user_id, currency, withdraw_amount, usdt_amount, fee_amount,
         transfer_amount, status, created_time)
       SELECT 'INBOX-WAIT', id, 'USDT', 10, 10, 0, 10, 1, $1::timestamp FROM member ORDER BY id LIMIT 1 RETURNING id`,
      [formatShanghai(at(-24 * 3_600_000 + 90_000))],
    );
    expect(order?.id).toBeGreaterThan(0);
    expect(await checkWaiting(db, at(120_000))).toBeGreaterThanOrEqual(2);
    expect((await told('checker')).at(-1)?.params).toMatchObject({ count: 1 });
    expect(await checkWaiting(db, at(180_000))).toBe(0);
    expect(await told('admin')).toHaveLength(2);
    expect(await told('checker')).toHaveLength(2);
    expect(await ofKind('operator', 'reviewWaiting')).toHaveLength(0);
  });
});

describe('a claim taken back', () => {
  it('tells the former holder once when their lapsed claim goes back to the queue, not when they ask again', async () => {
    const adminId = await idOf('admin');
    expect(
      (await ctx.admin.form<{ itemId: number }>('/review/claim', { queue: 'withdrawals' })).result?.itemId,
    ).toBeGreaterThan(0);
    const lapse = () =>
      db.query("UPDATE review_claim SET expires_at = now() - interval '1 second' WHERE holder_id = $1", [adminId]);
    await lapse();
    // Their own next ask: no message.
    const claimed = await ctx.admin.form<{ itemId: number }>('/review/claim', { queue: 'withdrawals' });
    expect(await ofKind('admin', 'claimTakenBack')).toHaveLength(0);
    await lapse();
    await checker.form('/review/claim', { queue: 'withdrawals' });
    await checker.form('/review/claim', { queue: 'withdrawals' });
    const taken = await ofKind('admin', 'claimTakenBack');
    expect(taken).toHaveLength(1);
    expect(taken[0]?.params).toEqual({ queue: 'withdrawals', itemId: claimed.result?.itemId });
    expect(taken[0]?.link).toBe(
      'finance/withdraw-orders?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=1',
    );
  });
});

describe('an export', () => {
  it('tells its user the file name and row count once every row is written', async () => {
    const response = await fetch(`${ctx.server.url}/admin-api/export/csv`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', accessToken: checker.token ?? '' },
      body: JSON.stringify({
        path: '/wallet/approval/list',
        params: {},
        columns: [{ key: 'id', title: 'id', format: 'text' }],
        fileName: '资金审批.csv',
      }),
    });
    const rows = Number(response.headers.get('x-total-count'));
    await response.arrayBuffer();
    await expect.poll(async () => (await ofKind('checker', 'exportFinished')).length).toBe(1);
    expect((await ofKind('checker', 'exportFinished'))[0]).toEqual({
      params: { fileName: '资金审批.csv', rows, page: 'finance/money-approvals' },
      link: 'finance/money-approvals',
    });
  });
});
