/** The statistics figures come from the real tables — each checked against a direct count. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiNow } from '../lib/time';
import { STATS_SOURCES } from '../routes/console-stats';
import { TODOS } from '../routes/console-todos';
import { onTheSeedDay, startTestServer, type TestContext } from './helpers';

let ctx: TestContext;
// "Today" is the day the test data is seeded for, whatever day the tests run on.
let restoreClock: () => void;

beforeAll(async () => {
  restoreClock = onTheSeedDay();
  ctx = await startTestServer();
}, 60_000);

afterAll(async () => {
  restoreClock();
  await ctx?.server.close();
});

interface Stats {
  cards: Record<string, { value: number | string; previous: number | string }>;
  todo: Record<string, number>;
}

async function registeredBetween(start: string, end: string): Promise<number> {
  const [row] = await ctx.server.db.query<{ n: number }>(
    'SELECT COUNT(*)::int AS n FROM member WHERE register_time BETWEEN $1::timestamp AND $2::timestamp',
    [`${start} 00:00:00`, `${end} 23:59:59`],
  );
  return row?.n ?? -1;
}

describe('console statistics', () => {
  it('the registrations card counts the members registered in the range, and in the range before it', async () => {
    const [span] = await ctx.server.db.query<{ last: string }>(
      "SELECT to_char(MAX(register_time), 'YYYY-MM-DD') AS last FROM member",
    );
    const end = span?.last ?? '';
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const before = new Date(Date.parse(`${start}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
    const dayBefore = new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const answer = await ctx.admin.body<Stats>('/console/statistics', { startDate: start, endDate: end });
    expect(answer.code).toBe(200);
    const expected = await registeredBetween(start, end);
    expect(expected).toBeGreaterThan(0);
    expect(answer.result.cards.registrations).toEqual({
      value: expected,
      previous: await registeredBetween(before, dayBefore),
    });
    // The chart's days add up to the card.
    const days = await ctx.admin.body<{ date: string; count: number }[]>('/console/registerStatistics', {
      startDate: start,
      endDate: end,
    });
    expect(days.result.reduce((sum, day) => sum + day.count, 0)).toBe(expected);
  });

  it('the sales volume card sums the ledger purchases in the range, the same as their goods orders', async () => {
    const end = shanghaiNow().slice(0, 10);
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const before = new Date(Date.parse(`${start}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
    const dayBefore = new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const sums = async (from: string, to: string) => {
      const [row] = await ctx.server.db.query<{ ledger: string; orders: string }>(
        `SELECT (SELECT COALESCE(SUM(-amount), 0) FROM wallet_change WHERE category = 5 AND biz_code = 30001
                   AND created_time BETWEEN $1::timestamp AND $2::timestamp)::text AS ledger,
                (SELECT COALESCE(SUM(amount), 0) FROM goods_order
                   WHERE created_time BETWEEN $1::timestamp AND $2::timestamp)::text AS orders`,
        [`${from} 00:00:00`, `${to} 23:59:59`],
      );
      return row ?? { ledger: '', orders: '' };
    };
    const current = await sums(start, end);
    const previous = await sums(before, dayBefore);
    expect(Number(current.ledger)).toBeGreaterThan(0);
    expect(Number(previous.ledger)).toBeGreaterThan(0);
    expect(current.orders).toBe(current.ledger);
    const answer = await ctx.admin.body<Stats>('/console/statistics', { startDate: start, endDate: end });
    expect(answer.result.cards.salesVolume).toEqual({ value: current.ledger, previous: previous.ledger });
  });

  it('each to-do count equals what waits in its table', async () => {
    const direct: Record<string, string> = {
      withdrawPending: 'SELECT COUNT(*)::int AS n FROM withdraw_order WHERE status = 1',
      rechargePending: 'SELECT COUNT(*)::int AS n FROM member_recharge WHERE status = 1',
      realnamePending: 'SELECT COUNT(*)::int AS n FROM member WHERE real_name_status = 1',
      shopOpenPending: 'SELECT COUNT(*)::int AS n FROM member_shop_apply WHERE apply_type = 1 AND status = 1',
      shopClosePending: 'SELECT COUNT(*)::int AS n FROM member_shop_apply WHERE apply_type = 2 AND status = 1',
      feedbackUnread: 'SELECT COUNT(*)::int AS n FROM member_feedback WHERE read_state = 0',
    };
    const answer = await ctx.admin.body<Stats>('/console/statistics', {});
    for (const [key, sql] of Object.entries(direct)) {
      const [row] = await ctx.server.db.query<{ n: number }>(sql);
      expect(answer.result.todo[key], key).toBe(row?.n);
    }
    expect(Object.values(answer.result.todo).some((count) => count > 0)).toBe(true);
  });

  it('each kept form of a figure gives the rows of its own SQL, after writes that move rows between days', async () => {
    const db = ctx.server.db;
    const sources = [...STATS_SOURCES, ...Object.values(TODOS)].filter((source) => source.kept);
    expect(sources.length).toBeGreaterThanOrEqual(8);
    const ranges = [
      ['2020-01-01 00:00:00', '2030-12-31 23:59:59'],
      [`${shanghaiNow().slice(0, 10)} 00:00:00`, `${shanghaiNow().slice(0, 10)} 23:59:59`],
      ['2026-10-01 00:00:00', '2026-11-15 23:59:59'],
    ];
    const compare = async () => {
      for (const source of sources) {
        for (const range of ranges) {
          const params = source.sql.includes('$1') ? range : [];
          const own = await db.query(source.sql, params);
          const kept = await db.query(source.kept?.sql ?? '', params);
          expect(kept, `${source.kept?.table}: ${source.kept?.sql}`).toEqual(own);
        }
      }
    };
    await compare();
    // Each table's first day emptied (its rows moved a year back), orders refused and members sent to review: kept
    // rows that net to nothing for a day, before the kept figures are folded.
    const emptyFirstDay = (table: string, column: string, where: string) =>
      db.query(`UPDATE ${table} SET ${column} = ${column} - interval '400 days' WHERE date_trunc('day', ${column}) =
                (SELECT date_trunc('day', min(${column})) FROM ${table} WHERE ${where})`);
    await emptyFirstDay('member_recharge', 'created_time', 'status = 2');
    await emptyFirstDay('withdraw_order', 'created_time', 'status <> 3');
    await emptyFirstDay('member', 'register_time', 'true');
    await db.query(
      `UPDATE withdraw_order SET status = 3 WHERE id IN (SELECT id FROM withdraw_order ORDER BY id LIMIT 20)`,
    );
    await db.query(
      `UPDATE member SET real_name_status = 1 WHERE id IN (SELECT id FROM member ORDER BY id DESC LIMIT 25)`,
    );
    await compare();
  });

  it("counts a to-do only for a page in the caller's menu", async () => {
    // The operator reads the business apps: the same pages, hence the same kinds, as admin here; a role without the
    // withdrawal page would not get its count (the menu filter), which the permission tests cover for every page.
    const answer = await ctx.operator.body<Stats>('/console/statistics', {});
    expect(Object.keys(answer.result.todo).sort()).toEqual([
      'feedbackUnread',
      'realnamePending',
      'rechargePending',
      'shopClosePending',
      'shopOpenPending',
      'withdrawPending',
    ]);
  });

  it('refuses a range longer than a year or reversed', async () => {
    expect(
      (await ctx.admin.body('/console/statistics', { startDate: '2024-01-01', endDate: '2025-06-01' })).message,
    ).toBe('统计区间须为1至366天');
    expect((await ctx.admin.body('/console/statistics', { startDate: '2025-06-02', endDate: '2025-06-01' })).code).toBe(
      500,
    );
  });

  it('needs a session', async () => {
    expect((await ctx.anonymous.body('/console/statistics', {})).code).toBe(401);
  });
});
