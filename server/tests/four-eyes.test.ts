/**
 * Four-eyes (lib/four-eyes.ts): above the threshold of its currency a manual credit/debit or a withdrawal approval
 * moves nothing until a second staff user, never its requester, approves it; the balance then moves once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { secondAdmin, startTestServer, type Client, type PageResult, type Row, type TestContext } from './helpers';

let ctx: TestContext;
let db: Db;
let checker: Client;

const one = async <T extends Row>(sql: string, params: (string | number)[] = []): Promise<T> =>
  ((await db.query<T>(sql, params))[0] ?? {}) as T;

const balance = async (uid: number): Promise<string> =>
  (await one<{ b: string }>('SELECT usdt_balance::text AS b FROM member WHERE id = $1', [uid])).b;

beforeAll(async () => {
  ctx = await startTestServer();
  db = ctx.server.db;
  const { id } = await one<{ id: number }>("SELECT id FROM setting WHERE key = 'fourEyesUsdt'");
  expect(await ctx.admin.form('/xboot/setting/edit', { id, value: '100' })).toMatchObject({ code: 200 });
  // A second administrator: the same role and password as admin.
  checker = await secondAdmin(ctx, 'checker', '复核员');
}, 120_000);

afterAll(async () => {
  await ctx?.server.close();
});

const credit = (client: Client, uid: number, amount: string, type = 1, currency = 'USDT') =>
  client.body<{ pending?: boolean; approvalId?: number; after?: string }>('/wallet/user/balance_update', {
    uid,
    currency,
    type,
    amount,
    remark: '四眼测试',
  });

describe('manual credits and debits', () => {
  it('above the threshold: pending, its requester cannot approve, a second user can, and the balance moves once', async () => {
    const uid = 10031;
    const before = await balance(uid);
    const made = await credit(ctx.admin, uid, '150.25');
    expect(made.result).toMatchObject({ pending: true });
    expect(await balance(uid)).toBe(before);

    const own = await ctx.admin.body('/wallet/approval/approve', { id: made.result.approvalId });
    expect(own.message).toBe('不能批准自己发起的申请，需由另一位员工批准');
    expect(await balance(uid)).toBe(before);

    expect((await checker.body('/wallet/approval/approve', { id: made.result.approvalId })).success).toBe(true);
    expect(Number(await balance(uid))).toBeCloseTo(Number(before) + 150.25, 2);
    const again = await checker.body('/wallet/approval/approve', { id: made.result.approvalId });
    expect(again.message).toBe('该申请已处理，请勿重复操作');
    expect(Number(await balance(uid))).toBeCloseTo(Number(before) + 150.25, 2);

    const change = await one(
      'SELECT operator, reviewer, review_status AS "reviewStatus" FROM wallet_change WHERE uid = $1 ORDER BY id DESC LIMIT 1',
      [uid],
    );
    expect(change).toEqual({ operator: 'admin', reviewer: 'checker', reviewStatus: 2 });
    const audit = await one(
      `SELECT actor_name AS "actorName" FROM audit_trail WHERE entity = 'member' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [String(uid)],
    );
    expect(audit).toEqual({ actorName: 'checker' });
  });

  it('at or below the threshold, or in a currency without one, moves at once', async () => {
    expect((await credit(ctx.admin, 10032, '100')).result).toMatchObject({ after: expect.any(String) });
    expect((await credit(ctx.admin, 10032, '5000', 1, 'RMB')).result).toMatchObject({ after: expect.any(String) });
  });

  it('a rejected debit moves nothing; the list shows who asked and who decided', async () => {
    const uid = 10033;
    await credit(ctx.admin, uid, '90');
    const before = await balance(uid);
    const made = await credit(ctx.admin, uid, '120', 2);
    expect(made.result).toMatchObject({ pending: true });
    const noReason = await checker.body('/wallet/approval/reject', { id: made.result.approvalId });
    expect(noReason.message).toBe('拒绝原因不能为空');
    expect(
      (await checker.body('/wallet/approval/reject', { id: made.result.approvalId, remark: '核实有误' })).success,
    ).toBe(true);
    expect(await balance(uid)).toBe(before);
    const list = await ctx.admin.get<PageResult<Row>>('/wallet/approval/list', { uid });
    expect(list.result.records[0]).toMatchObject({
      kind: 'debit',
      status: 2,
      requestedByName: 'admin',
      decidedByName: 'checker',
      decideRemark: '核实有误',
    });
  });
});

describe('withdrawal approvals', () => {
  it('above the threshold: the first approval is a request, the requester’s second is refused, another’s makes it', async () => {
    const order = await one<{ id: number }>(
      "SELECT id FROM withdraw_order WHERE status = 1 AND currency = 'USDT' AND withdraw_amount > 100 ORDER BY id LIMIT 1",
    );
    const first = await ctx.admin.body('/wallet/member-withdraw/withdraw/review', { id: order.id, status: 2 });
    expect(first.result).toMatchObject({ pending: true });
    expect(await one('SELECT status FROM withdraw_order WHERE id = $1', [order.id])).toEqual({ status: 1 });
    const twice = await ctx.admin.body('/wallet/member-withdraw/withdraw/review', { id: order.id, status: 2 });
    expect(twice.message).toBe('已提交审批，需由另一位员工批准');
    const listed = await ctx.admin.get<{ pageInfoVO: PageResult<Row> }>('/wallet/member-withdraw/list', {
      orderNo: (await one<{ no: string }>('SELECT order_no AS no FROM withdraw_order WHERE id = $1', [order.id])).no,
    });
    expect(listed.result.pageInfoVO.records[0]).toMatchObject({ approvalRequestedBy: 'admin' });

    expect((await checker.body('/wallet/member-withdraw/withdraw/review', { id: order.id, status: 2 })).success).toBe(
      true,
    );
    expect(await one('SELECT status, handler FROM withdraw_order WHERE id = $1', [order.id])).toEqual({
      status: 2,
      handler: 'checker',
    });
  });

  it('a rejection of the order ends its pending request', async () => {
    const order = await one<{ id: number }>(
      "SELECT id FROM withdraw_order WHERE status = 1 AND currency = 'USDT' AND withdraw_amount > 100 ORDER BY id LIMIT 1",
    );
    await ctx.admin.body('/wallet/member-withdraw/withdraw/review', { id: order.id, status: 2 });
    const rejected = await checker.body('/wallet/member-withdraw/withdraw/review', {
      id: order.id,
      status: 3,
      remark: '地址有误',
    });
    expect(rejected.success).toBe(true);
    expect(await one('SELECT status FROM money_approval WHERE withdraw_id = $1', [order.id])).toEqual({ status: 2 });
  });
});
