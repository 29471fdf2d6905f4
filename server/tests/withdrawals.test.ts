import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeLike } from '../db/where';
import { startTestServer, type PageResult, type Row, type TestContext } from './helpers';

interface WithdrawList {
  pageInfoVO: PageResult<Row>;
  totalWithdrawAmount: number;
  totalTransferAmount: number;
}

let ctx: TestContext;
const LIST = '/wallet/member-withdraw/list';

beforeAll(async () => {
  ctx = await startTestServer();
});
afterAll(async () => {
  await ctx.server.close();
});

async function list(query: Record<string, string | number | undefined> = {}) {
  const answer = await ctx.admin.get<WithdrawList>(LIST, query);
  expect(answer.code, answer.message).toBe(200);
  return answer.result;
}

async function count(sql: string, params: (string | number)[] = []): Promise<number> {
  const [row] = await ctx.server.db.query<{ count: number }>(sql, params);
  return row?.count ?? -1;
}

describe('withdrawal list', () => {
  it('pages with the default order createdTime desc', async () => {
    const first = await list({ page: 1, pageSize: 15 });
    expect(first.pageInfoVO).toMatchObject({ current: 1, size: 15 });
    expect(first.pageInfoVO.records).toHaveLength(15);
    expect(first.pageInfoVO.total).toBeGreaterThanOrEqual(3000);
    const times = first.pageInfoVO.records.map((row) => String(row.createdTime));
    expect([...times].sort().reverse()).toEqual(times);
    const second = await list({ page: 2, pageSize: 15 });
    expect(second.pageInfoVO.records[0]?.id).not.toBe(first.pageInfoVO.records[0]?.id);
    const last = await list({ page: 1000, pageSize: 10 });
    expect(last.pageInfoVO.records).toEqual([]);
  });

  it('returns every field of the withdrawal order', async () => {
    const row = (await list({ pageSize: 1 })).pageInfoVO.records[0];
    for (const field of [
      'id',
      'orderNo',
      'userId',
      'currency',
      'withdrawAmount',
      'usdtAmount',
      'feeAmount',
      'transferAmount',
      'isTest',
      'status',
      'phone',
      'realname',
      'firstName',
      'firstPhone',
      'thirdMemberName',
      'thirdMemberPhone',
      'cardNo',
      'isSendEnergy',
      'createdTime',
      'handleTime',
      'remark',
      'handler',
    ]) {
      expect(row, field).toHaveProperty(field);
    }
    expect(typeof row?.withdrawAmount).toBe('number');
  });

  it('seeds every status, test and real accounts, all energy states and missing addresses', async () => {
    for (const status of [1, 2, 3, 4]) expect((await list({ status })).pageInfoVO.total).toBeGreaterThan(100);
    expect(await count('SELECT COUNT(*)::int AS count FROM withdraw_order WHERE card_no IS NULL')).toBeGreaterThan(0);
    expect(
      await count('SELECT COUNT(*)::int AS count FROM withdraw_order WHERE is_send_energy IS NULL'),
    ).toBeGreaterThan(0);
    expect(
      await count(
        'SELECT COUNT(*)::int AS count FROM withdraw_order WHERE status <> 1 AND (handle_time IS NULL OR handler IS NULL)',
      ),
    ).toBe(0);
    expect((await list({ isTest: 1 })).pageInfoVO.total).toBeGreaterThan(0);
    expect((await list({ isTest: 0 })).pageInfoVO.total).toBeGreaterThan(0);
  });

  it('computes the totals over the whole filter, not the page', async () => {
    const result = await list({ status: 2, pageSize: 5 });
    const [sums] = await ctx.server.db.query<{ w: number; t: number }>(
      'SELECT SUM(withdraw_amount)::float8 AS w, SUM(transfer_amount)::float8 AS t FROM withdraw_order WHERE status = 2',
    );
    expect(result.totalWithdrawAmount).toBeCloseTo(sums?.w ?? 0, 2);
    expect(result.totalTransferAmount).toBeCloseTo(sums?.t ?? 0, 2);
    const pageSum = result.pageInfoVO.records.reduce((sum, row) => sum + Number(row.withdrawAmount), 0);
    expect(result.totalWithdrawAmount).toBeGreaterThan(pageSum);
  });

  it('a member filter (looked up per order) gives the rows, order, total and sums of the plain join', async () => {
    // The list reads member filters through a per-order LATERAL lookup (withdraw-orders.ts); the plain join is the
    // meaning.
    const sample = (await list({ pageSize: 1, status: 2 })).pageInfoVO.records[0] as Row;
    const cases: Record<string, string>[] = [
      { phone: '5201' },
      { phone: '13', status: '1' },
      { phone: '52', walletType: 'USDT', startTime: '2026-10-11 00:00:00', endTime: '2026-10-17 23:59:59' },
      { realname: String(sample.realname).slice(0, 1), status: '2' },
      { phone: '%' },
    ];
    for (const filter of cases) {
      const where = ['true'];
      const params: string[] = [];
      const bind = (sql: string, value: string): void => {
        params.push(value);
        where.push(sql.replace('$?', `$${params.length}`));
      };
      if (filter.phone) bind(`m.phone ILIKE '%' || $? || '%'`, escapeLike(filter.phone));
      if (filter.realname) bind(`m.real_name ILIKE '%' || $? || '%'`, filter.realname);
      if (filter.status) bind('w.status = $?::int', filter.status);
      if (filter.walletType) bind('w.currency = $?', filter.walletType);
      if (filter.startTime) bind('w.created_time >= $?::timestamp', filter.startTime);
      if (filter.endTime) bind('w.created_time <= $?::timestamp', filter.endTime);
      const expected = await ctx.server.db.query<{ id: number; w: string; t: string }>(
        `SELECT w.id, w.withdraw_amount::text AS w, w.transfer_amount::text AS t
         FROM withdraw_order w LEFT JOIN member m ON m.id = w.user_id
         WHERE ${where.join(' AND ')} ORDER BY w.created_time DESC, w.id DESC`,
        params,
      );
      if (!filter.phone?.includes('%')) expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      const pages = [];
      for (let page = 1; page <= 3; page += 1) pages.push(await list({ ...filter, page, pageSize: 15 }));
      for (const [index, result] of pages.entries()) {
        expect(result.pageInfoVO.total, JSON.stringify(filter)).toBe(expected.length);
        const ids = result.pageInfoVO.records.map((row) => row.id);
        expect(ids, JSON.stringify(filter)).toEqual(expected.slice(index * 15, index * 15 + 15).map((row) => row.id));
      }
      const sum = (key: 'w' | 't'): number => expected.reduce((total, row) => total + Number(row[key]), 0);
      expect(pages[0]?.totalWithdrawAmount).toBeCloseTo(sum('w'), 2);
      expect(pages[0]?.totalTransferAmount).toBeCloseTo(sum('t'), 2);
    }
  });

  it('applies each filter', async () => {
    const sample = (await list({ pageSize: 1, status: 2, isTest: 0 })).pageInfoVO.records[0] as Row;
    const checks: [Record<string, string | number>, (row: Row) => boolean][] = [
      [{ userId: Number(sample.userId) }, (row) => row.userId === sample.userId],
      [
        { orderNo: String(sample.orderNo).slice(3, 12) },
        (row) => String(row.orderNo).includes(String(sample.orderNo).slice(3, 12)),
      ],
      [
        { phone: String(sample.phone).slice(3, 9) },
        (row) => String(row.phone).includes(String(sample.phone).slice(3, 9)),
      ],
      [
        { realname: String(sample.realname).slice(0, 1) },
        (row) => String(row.realname).includes(String(sample.realname).slice(0, 1)),
      ],
      [{ isTest: 1 }, (row) => row.isTest === 1],
      [{ status: 3 }, (row) => row.status === 3],
      [
        { walletAddress: String(sample.cardNo).slice(5, 15) },
        (row) => String(row.cardNo).includes(String(sample.cardNo).slice(5, 15)),
      ],
      [{ walletType: 'RMB' }, (row) => row.currency === 'RMB'],
      [
        { startTime: '2026-11-01 00:00:00', endTime: '2026-11-07 23:59:59' },
        (row) => String(row.createdTime) >= '2026-11-01 00:00:00' && String(row.createdTime) <= '2026-11-07 23:59:59',
      ],
      [
        { handleStartTime: '2026-11-10 00:00:00', handleEndTime: '2026-11-12 23:59:59' },
        (row) => String(row.handleTime) >= '2026-11-10 00:00:00' && String(row.handleTime) <= '2026-11-12 23:59:59',
      ],
      [
        { withdrawStart: 100, withdrawEnd: 200 },
        (row) => Number(row.withdrawAmount) >= 100 && Number(row.withdrawAmount) <= 200,
      ],
      [{ firstPhone: String(sample.firstPhone) }, (row) => row.firstPhone === sample.firstPhone],
      [{ fatherPhone: String(sample.thirdMemberPhone) }, (row) => row.thirdMemberPhone === sample.thirdMemberPhone],
      [{ handler: '运营' }, (row) => String(row.handler).includes('运营')],
    ];
    const all = (await list()).pageInfoVO.total;
    for (const [query, predicate] of checks) {
      const result = await list({ ...query, pageSize: 1000 });
      const label = JSON.stringify(query);
      expect(result.pageInfoVO.total, label).toBeGreaterThan(0);
      expect(result.pageInfoVO.total, label).toBeLessThan(all);
      expect(result.pageInfoVO.records.every(predicate), label).toBe(true);
    }
  });

  it('matches an independent count for a combined filter', async () => {
    const result = await list({
      status: 1,
      isTest: 0,
      walletType: 'USDT',
      withdrawStart: 1000,
      startTime: '2026-10-15 00:00:00',
    });
    const expected = await count(
      `SELECT COUNT(*)::int AS count FROM withdraw_order w JOIN member m ON m.id = w.user_id
       WHERE w.status = 1 AND NOT m.is_test AND w.currency = 'USDT' AND w.withdraw_amount >= 1000 AND w.created_time >= '2026-10-15'`,
    );
    expect(result.pageInfoVO.total).toBe(expected);
  });

  it("treats '' and 'null' as absent", async () => {
    const all = (await list()).pageInfoVO.total;
    expect(
      (await list({ userId: '', status: 'null', phone: '', isTest: 'null', startTime: '' })).pageInfoVO.total,
    ).toBe(all);
  });

  it('accepts a day as an end bound (the whole day)', async () => {
    const byDay = await list({ startTime: '2026-11-05', endTime: '2026-11-05' });
    const bySecond = await list({ startTime: '2026-11-05 00:00:00', endTime: '2026-11-05 23:59:59' });
    expect(byDay.pageInfoVO.total).toBe(bySecond.pageInfoVO.total);
    expect(byDay.pageInfoVO.total).toBeGreaterThan(0);
  });

  it('sorts by each sortable field in both directions', async () => {
    for (const field of ['withdrawAmount', 'usdtAmount', 'feeAmount', 'transferAmount', 'createdTime']) {
      for (const order of ['asc', 'desc']) {
        const rows = (await list({ sortField: field, sortOrder: order, pageSize: 50 })).pageInfoVO.records;
        const values = rows.map((row) => row[field] as number | string);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values, `${field} ${order}`).toEqual(order === 'asc' ? sorted : sorted.reverse());
      }
    }
  });
});
