/** The withdrawal list's refusals, and the review and energy actions (the list's rows and filters: withdrawals.test.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type PageResult, type Row, type TestContext } from './helpers';

let ctx: TestContext;
const LIST = '/wallet/member-withdraw/list';

beforeAll(async () => {
  ctx = await startTestServer();
});
afterAll(async () => {
  await ctx.server.close();
});

async function list(query: Record<string, string | number | undefined>) {
  const answer = await ctx.admin.get<{ pageInfoVO: PageResult<Row> }>(LIST, query);
  expect(answer.code, answer.message).toBe(200);
  return answer.result;
}

describe('withdrawal list input', () => {
  it('refuses bad input with code 500 and a clear message', async () => {
    const bad: [Record<string, string>, string][] = [
      [{ userId: 'abc' }, '参数格式错误: userId'],
      [{ page: 'x' }, '参数格式错误: page'],
      [{ page: '0' }, '参数格式错误: page'],
      [{ page: '99999999999' }, '参数格式错误: page'],
      [{ pageSize: '0' }, '参数格式错误: pageSize'],
      [{ pageSize: '1001' }, '参数格式错误: pageSize'],
      [{ status: '9' }, '参数格式错误: status'],
      [{ isTest: 'maybe' }, '参数格式错误: isTest'],
      [{ startTime: '2026-13-45' }, '参数格式错误: startTime'],
      [{ withdrawStart: 'lots' }, '参数格式错误: withdrawStart'],
      [{ sortField: 'phone' }, '参数格式错误: sortField'],
      [{ sortOrder: 'up' }, '参数格式错误: sortOrder'],
    ];
    for (const [query, message] of bad) {
      const answer = await ctx.admin.get(LIST, query);
      expect(answer, JSON.stringify(query)).toMatchObject({ code: 500, success: false, message });
    }
  });

  it('is safe against SQL in filters', async () => {
    const result = await list({ orderNo: "' OR 1=1 --", realname: '%' });
    expect(result.pageInfoVO.total).toBe(0);
  });
});

async function pendingOrder(extra = ''): Promise<number> {
  const [row] = await ctx.server.db.query<{ id: number }>(
    `SELECT id FROM withdraw_order WHERE status = 1 ${extra} ORDER BY id LIMIT 1`,
  );
  if (!row) throw new Error('no pending order');
  return row.id;
}

async function order(id: number): Promise<Row> {
  const rows = await ctx.server.db.query<Row>(
    `SELECT status, remark, handler, to_char(handle_time, 'YYYY-MM-DD HH24:MI:SS') AS "handleTime", is_send_energy AS "isSendEnergy"
     FROM withdraw_order WHERE id = $1`,
    [id],
  );
  return rows[0] ?? {};
}

describe('withdrawal review', () => {
  const REVIEW = '/wallet/member-withdraw/withdraw/review';

  it('approves 1 → 2 and records handler and handleTime', async () => {
    const id = await pendingOrder();
    const answer = await ctx.admin.body(REVIEW, { id, status: 2, remark: null });
    expect(answer).toMatchObject({ code: 200, success: true });
    const after = await order(id);
    expect(after).toMatchObject({ status: 2, handler: 'admin', remark: null });
    expect(String(after.handleTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const row = (await list({ orderNo: '', handler: 'admin', status: 2, pageSize: 1000 })).pageInfoVO.records.find(
      (r) => r.id === id,
    );
    expect(row?.handleTime).toBe(after.handleTime);
  });

  it('rejects 1 → 3 only with a reason of 1–50 characters', async () => {
    const id = await pendingOrder();
    expect(await ctx.admin.body(REVIEW, { id, status: 3, remark: '' })).toMatchObject({
      code: 500,
      message: '拒绝原因不能为空',
    });
    expect(await ctx.admin.body(REVIEW, { id, status: 3 })).toMatchObject({ code: 500, message: '拒绝原因不能为空' });
    expect((await ctx.admin.body(REVIEW, { id, status: 3, remark: 'x'.repeat(51) })).code).toBe(500);
    expect((await order(id)).status).toBe(1);
    expect((await ctx.admin.body(REVIEW, { id, status: 3, remark: '地址错误' })).code).toBe(200);
    expect(await order(id)).toMatchObject({ status: 3, remark: '地址错误', handler: 'admin' });
  });

  it('refunds a rejection under the code of its currency, worded with that currency', async () => {
    const served = (await ctx.admin.get<Row[]>('/xboot/dictData/getByType/walletFlowCode')).result;
    const title = (code: unknown) => served.find((option) => option.value === String(code))?.title;
    for (const [currency, code, words, never] of [
      ['RMB', 10014, '人民币', 'USDT'],
      ['USDT', 10013, 'USDT', '人民币'],
    ] as const) {
      const id = await pendingOrder(`AND currency = '${currency}'`);
      expect((await ctx.admin.body(REVIEW, { id, status: 3, remark: '信息不符' })).code).toBe(200);
      const [refund] = await ctx.server.db.query<{ bizCode: number; currency: string }>(
        `SELECT c.biz_code AS "bizCode", c.currency FROM wallet_change c JOIN withdraw_order w ON w.order_no = c.order_no
         WHERE w.id = $1 AND c.amount > 0`,
        [id],
      );
      expect(refund, currency).toEqual({ bizCode: code, currency });
      expect(title(refund?.bizCode), currency).toContain(words);
      expect(title(refund?.bizCode), currency).not.toContain(never);
    }
  });

  it('refuses a second review', async () => {
    const id = await pendingOrder();
    await ctx.admin.body(REVIEW, { id, status: 2 });
    for (const status of [2, 3]) {
      expect(await ctx.admin.body(REVIEW, { id, status, remark: '再来' })).toMatchObject({
        code: 500,
        message: '该订单已审核，请勿重复操作',
      });
    }
  });

  it('refuses other statuses, unknown orders and bad ids', async () => {
    const id = await pendingOrder();
    expect((await ctx.admin.body(REVIEW, { id, status: 4 })).code).toBe(500);
    expect((await ctx.admin.body(REVIEW, { id, status: 1 })).code).toBe(500);
    expect((await ctx.admin.body(REVIEW, { id: 99999999, status: 2 })).code).toBe(500);
    expect(await ctx.admin.body(REVIEW, { id: 'abc', status: 2 })).toMatchObject({
      code: 500,
      message: '参数格式错误: id',
    });
    expect((await order(id)).status).toBe(1);
  });
});

describe('send energy', () => {
  const ENERGY = '/wallet/member-withdraw/withdraw/send/energy';

  it('sends energy at status 1 when not sent (false or null)', async () => {
    for (const condition of ['AND is_send_energy = false', 'AND is_send_energy IS NULL']) {
      const id = await pendingOrder(condition);
      expect((await ctx.admin.body(ENERGY, { id })).code).toBe(200);
      expect((await order(id)).isSendEnergy).toBe(true);
      expect((await ctx.admin.body(ENERGY, { id })).code).toBe(500);
    }
  });

  it('refuses when already sent or when the order is not pending', async () => {
    const sent = await pendingOrder('AND is_send_energy = true');
    expect((await ctx.admin.body(ENERGY, { id: sent })).code).toBe(500);
    const [reviewed] = await ctx.server.db.query<{ id: number }>(
      'SELECT id FROM withdraw_order WHERE status = 2 AND is_send_energy IS NOT TRUE LIMIT 1',
    );
    const answer = await ctx.admin.body(ENERGY, { id: reviewed?.id });
    expect(answer.code).toBe(500);
    expect(answer.message).toContain('待审核');
    expect((await order(reviewed?.id ?? 0)).isSendEnergy).not.toBe(true);
  });
});
