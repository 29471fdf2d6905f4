/**
 * Finance rules: recharge review and accounting exactly once, manual credit/debit and points through the
 * ledger with refusals that write nothing, the second review of large manual credits, the seeded history consistent
 * with the balances, and the read-only operator refused on every finance change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { startTestServer, type PageResult, type Row, type TestContext } from './helpers';

let ctx: TestContext;
let db: Db;

beforeAll(async () => {
  ctx = await startTestServer();
  db = ctx.server.db;
}, 120_000);

afterAll(async () => {
  await ctx?.server.close();
});

const one = async <T extends Row>(sql: string, params: unknown[] = []): Promise<T> =>
  ((await db.query<T>(sql, params as never[]))[0] ?? {}) as T;

async function recharges(query: Record<string, string | number>): Promise<Row[]> {
  const answer = await ctx.admin.get<PageResult<Row>>('/wallet/member-recharge/list', { pageSize: 50, ...query });
  return answer.result.records;
}

/** Every member: balances = sums of their records and no record below zero. */
async function inconsistentMembers(): Promise<number> {
  const row = await one<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM member m WHERE
       m.usdt_balance <> (SELECT COALESCE(SUM(amount), 0) FROM wallet_change WHERE uid = m.id AND currency = 'USDT')
       OR m.rmb_balance <> (SELECT COALESCE(SUM(amount), 0) FROM wallet_change WHERE uid = m.id AND currency = 'RMB')
       OR m.score <> (SELECT COALESCE(SUM(score), 0) FROM score_record WHERE uid = m.id)
       OR EXISTS (SELECT 1 FROM wallet_change WHERE uid = m.id AND (balance_after < 0 OR balance_after <> balance_before + amount))`,
  );
  return row.n;
}

describe('seeded ledger', () => {
  it('has balances equal to the sum of the records for every member, with movements of every kind', async () => {
    expect(await inconsistentMembers()).toBe(0);
    const kinds = await db.query<{ biz: number }>('SELECT DISTINCT biz_code AS biz FROM wallet_change ORDER BY 1');
    expect(kinds.map((row) => row.biz)).toEqual(
      expect.arrayContaining([10001, 10002, 10003, 10004, 10013, 110001, 110006]),
    );
    const types = await db.query<{ type: number }>('SELECT DISTINCT type FROM score_record ORDER BY 1');
    expect(types.map((row) => row.type)).toEqual([0, 1, 2, 3, 4]);
    const tabs = await db.query<{ status: number }>('SELECT DISTINCT status FROM member_recharge ORDER BY 1');
    expect(tabs.map((row) => row.status)).toEqual([1, 2, 3]);
  });
});

describe('recharge review', () => {
  it('approves once: the member is credited with one record in the same step, a second approval changes nothing', async () => {
    const [order] = await recharges({ status: 1, currency: 'RMB' });
    if (!order) throw new Error('no pending RMB recharge seeded');
    const before = await one<{ rmb: string }>('SELECT rmb_balance::text AS rmb FROM member WHERE id = $1', [order.uid]);
    const answers = await Promise.all([
      ctx.admin.body('/wallet/member-recharge/approve', { id: order.id }),
      ctx.admin.body('/wallet/member-recharge/approve', { id: order.id }),
    ]);
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.find((answer) => !answer.success)?.message).toBe('该订单已审核，请勿重复操作');
    const after = await one<{ rmb: string; n: number; biz: number }>(
      `SELECT m.rmb_balance::text AS rmb, (SELECT COUNT(*)::int FROM wallet_change WHERE order_no = o.order_no) AS n,
         (SELECT MAX(biz_code) FROM wallet_change WHERE order_no = o.order_no) AS biz
       FROM member_recharge o JOIN member m ON m.id = o.uid WHERE o.id = $1`,
      [order.id],
    );
    expect(Number(after.rmb) * 100).toBe(Math.round((Number(before.rmb) + Number(order.amount)) * 100));
    expect(after).toMatchObject({ n: 1, biz: 10002 });
    const deny = await ctx.admin.body('/wallet/member-recharge/deny', { id: order.id, remark: 'late' });
    expect(deny.message).toBe('该订单已审核，请勿重复操作');
  });

  it('denies with a reason, moving no money; a second denial is refused', async () => {
    const [order] = await recharges({ status: 1 });
    if (!order) throw new Error('no pending recharge seeded');
    expect((await ctx.admin.body('/wallet/member-recharge/deny', { id: order.id })).message).toBe('拒绝原因不能为空');
    const changes = await one<{ n: number }>('SELECT COUNT(*)::int AS n FROM wallet_change');
    expect((await ctx.admin.body('/wallet/member-recharge/deny', { id: order.id, remark: '未收到转账' })).success).toBe(
      true,
    );
    expect((await ctx.admin.body('/wallet/member-recharge/deny', { id: order.id, remark: 'again' })).success).toBe(
      false,
    );
    expect(await one('SELECT COUNT(*)::int AS n FROM wallet_change')).toEqual(changes);
    expect((await recharges({ orderNo: String(order.orderNo) }))[0]).toMatchObject({ status: 3, remark: '未收到转账' });
  });

  it('settles approved, unsettled orders once; a batch with one ineligible order settles none', async () => {
    const open = await recharges({ status: 2, settleStatus: 2 });
    const [first, second, third] = open;
    const [pending] = await recharges({ status: 1 });
    if (!first || !second || !third || !pending) throw new Error('seed lacks unsettled orders');
    const single = await ctx.admin.body('/wallet/member-recharge/recharge/accounting', { id: first.id });
    expect(single).toMatchObject({ success: true, result: 1 });
    const again = await ctx.admin.body('/wallet/member-recharge/recharge/accounting', { id: first.id });
    expect(again.message).toBe('仅审核通过且未归账的订单可以归账');
    const mixed = await ctx.admin.body('/wallet/member-recharge/recharge/batchAccounting', {
      ids: [second.id, pending.id],
    });
    expect(mixed.success).toBe(false);
    expect((await recharges({ orderNo: String(second.orderNo) }))[0]?.settleStatus).toBe(2);
    const batch = await ctx.admin.body('/wallet/member-recharge/recharge/batchAccounting', {
      ids: [second.id, third.id],
    });
    expect(batch).toMatchObject({ success: true, result: 2 });
    const twice = await ctx.admin.body('/wallet/member-recharge/recharge/batchAccounting', {
      ids: [second.id, third.id],
    });
    expect(twice.success).toBe(false);
  });
});

describe('manual operations', () => {
  it('credits and debits through the ledger; a debit above the balance is refused and writes nothing', async () => {
    const uid = 10005;
    const credit = await ctx.admin.body('/wallet/user/balance_update', {
      uid,
      currency: 'USDT',
      type: 1,
      amount: '120.35',
      remark: '客服补偿',
    });
    expect(credit.success).toBe(true);
    const { after } = credit.result as { after: string };
    const count = await one('SELECT COUNT(*)::int AS n FROM wallet_change WHERE uid = $1', [uid]);
    const refused = await ctx.admin.body('/wallet/user/balance_update', {
      uid,
      currency: 'USDT',
      type: 2,
      amount: ((Math.round(Number(after) * 100) + 1) / 100).toFixed(2),
      remark: '扣回',
    });
    expect(refused).toMatchObject({ success: false, message: '余额不足' });
    expect(await one('SELECT COUNT(*)::int AS n FROM wallet_change WHERE uid = $1', [uid])).toEqual(count);
    const bad = await ctx.admin.body('/wallet/user/balance_update', {
      uid,
      currency: 'USDT',
      type: 1,
      amount: '1.005',
      remark: 'x',
    });
    expect(bad.message).toBe('金额必须大于0，最多两位小数');
    const debit = await ctx.admin.body('/wallet/user/balance_update', {
      uid,
      currency: 'USDT',
      type: 2,
      amount: after,
      remark: '清零',
    });
    expect(debit.result).toEqual({ before: after, after: '0.00' });
    expect(await inconsistentMembers()).toBe(0);
  });

  it('adds and deducts points, refusing a deduction above the points', async () => {
    const uid = 10006;
    const add = await ctx.admin.body('/score/user/update', { uid, type: 3, score: 300, remark: '活动赠送' });
    const { after } = add.result as { after: number };
    const over = await ctx.admin.body('/score/user/update', { uid, type: 4, score: after + 1, remark: '扣除' });
    expect(over).toMatchObject({ success: false, message: '积分不足' });
    const records = await ctx.admin.body<PageResult<Row>>('/score/record/list', { uid, type: 3 });
    expect(records.result.records[0]).toMatchObject({ uid, type: 3, score: 300, scoreAfter: after });
  });

  it('holds a large manual credit for a second reviewer: not its maker, once, and a rejection reverses it', async () => {
    const pending = await ctx.admin.get<PageResult<Row>>('/wallet/change/list', { reviewStatus: 1, pageSize: 2 });
    const [first, second] = pending.result.records;
    if (!first || !second) throw new Error('no pending manual credits seeded');
    expect((await ctx.admin.body('/wallet/change/review', { id: first.id, status: 2 })).success).toBe(true);
    expect((await ctx.admin.body('/wallet/change/review', { id: first.id, status: 3, remark: 'x' })).message).toBe(
      '该变动已复核，请勿重复操作',
    );
    const [member] = (await ctx.admin.get<PageResult<Row>>('/wallet/user/balance/list', { uid: Number(second.uid) }))
      .result.records;
    const key = second.currency === 'USDT' ? 'usdtBalance' : 'rmbBalance';
    const reject = await ctx.admin.body('/wallet/change/review', { id: second.id, status: 3, remark: '金额有误' });
    if (Number(member?.[key]) >= Number(second.amount)) {
      expect(reject.success).toBe(true);
      const reversal = await one<{ amount: string }>('SELECT amount::text FROM wallet_change WHERE order_no = $1', [
        `RV${second.id}`,
      ]);
      expect(reversal.amount).toBe(`-${Number(second.amount).toFixed(2)}`);
    } else expect(reject.message).toBe('余额不足');
    const own = await ctx.admin.body('/wallet/user/balance_update', {
      uid: 10007,
      currency: 'RMB',
      type: 1,
      amount: 10000,
      remark: '线下入金',
    });
    const [mine] = (await ctx.admin.get<PageResult<Row>>('/wallet/change/list', { uid: 10007, reviewStatus: 1 })).result
      .records;
    expect(own.success && mine).toBeTruthy();
    expect((await ctx.admin.body('/wallet/change/review', { id: mine?.id, status: 2 })).message).toBe(
      '不能复核自己发起的变动',
    );
    expect(await inconsistentMembers()).toBe(0);
  });
});

describe('operator', () => {
  it.each([
    ['/wallet/member-recharge/approve', { id: 1 }],
    ['/wallet/member-recharge/deny', { id: 1, remark: 'x' }],
    ['/wallet/member-recharge/recharge/accounting', { id: 1 }],
    ['/wallet/member-recharge/recharge/batchAccounting', { ids: [1] }],
    ['/wallet/change/review', { id: 1, status: 2 }],
    ['/wallet/user/balance_update', { uid: 10001, currency: 'USDT', type: 1, amount: 1, remark: 'x' }],
    ['/score/user/update', { uid: 10001, type: 3, score: 1, remark: 'x' }],
  ])('gets 403 on %s', async (path, body) => {
    expect(await ctx.operator.body(path, body)).toMatchObject({ code: 403, success: false });
  });
});
