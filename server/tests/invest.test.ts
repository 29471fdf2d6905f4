import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onTheSeedDay, startTestServer, type PageResult, type Row, type TestContext } from './helpers';

let ctx: TestContext;
// "Today" is the day the test data is seeded for, whatever day the tests run on.
let restoreClock: () => void;

beforeAll(async () => {
  restoreClock = onTheSeedDay();
  ctx = await startTestServer();
});
afterAll(async () => {
  restoreClock();
  await ctx.server.close();
});

const PRODUCT = { name: '测试产品', rate: '1.2500', term: 5, minAmount: '100.00', maxAmount: '1000.00', status: 1 };

async function products(name: string): Promise<Row[]> {
  const answer = await ctx.admin.body<PageResult<Row>>('/shopInvest/config/pageList', { name, pageSize: 50 });
  return answer.result.records;
}

async function balanceOf(uid: number): Promise<{ usdt: string; sum: string }> {
  const [row] = await ctx.server.db.query<{ usdt: string; sum: string }>(
    `SELECT m.usdt_balance::text AS usdt,
       (SELECT COALESCE(SUM(amount), 0)::numeric(18,2)::text FROM wallet_change w WHERE w.uid = m.id AND w.currency = 'USDT') AS sum
     FROM member m WHERE m.id = $1`,
    [uid],
  );
  if (!row) throw new Error(`member ${uid}`);
  return row;
}

describe('invest products: min ≤ max', () => {
  it('refuses min > max on add, and on an edit of either bound against the stored other', async () => {
    const refused = await ctx.admin.body('/shopInvest/config/save', { ...PRODUCT, minAmount: '1000.01' });
    expect(refused).toMatchObject({ success: false, message: '最低投资金额不能大于最高投资金额' });
    expect(await products('测试产品')).toHaveLength(0);

    const added = await ctx.admin.body<number>('/shopInvest/config/save', { ...PRODUCT, minAmount: '1000.00' });
    expect(added.code, added.message).toBe(200);
    const id = added.result;
    const lower = await ctx.admin.body('/shopInvest/config/save', { id, maxAmount: '999.99' });
    expect(lower).toMatchObject({ message: '最低投资金额不能大于最高投资金额' });
    const raise = await ctx.admin.body('/shopInvest/config/save', { id, minAmount: '5000' });
    expect(raise).toMatchObject({ message: '最低投资金额不能大于最高投资金额' });
    expect((await ctx.admin.body('/shopInvest/config/save', { id, minAmount: '100' })).code).toBe(200);
    expect(await products('测试产品')).toMatchObject([{ id, minAmount: 100, maxAmount: 1000, rate: 1.25, term: 5 }]);
  });

  it('refuses a rate above 100 and a missing term', async () => {
    expect(await ctx.admin.body('/shopInvest/config/save', { ...PRODUCT, rate: '100.5' })).toMatchObject({
      message: '日收益率必须大于0且不超过100，最多四位小数',
    });
    const { term: _term, ...noTerm } = PRODUCT;
    expect(await ctx.admin.body('/shopInvest/config/save', noTerm)).toMatchObject({ message: '投资期限不能为空' });
  });
});

describe('invest records: money through the ledger', () => {
  it('an investment debits the balance with its change record and schedules its term; too much is refused whole', async () => {
    const [product] = await products('新手体验');
    // A member of its own, with nothing in the wallet: the seed's balances are not this test's business.
    const [member] = await ctx.server.db.query<{ id: number }>(
      "INSERT INTO member (real_name, phone, register_time) VALUES ('投资测试', '19900000555', now()) RETURNING id",
    );
    const uid = member?.id ?? 0;
    const before = await balanceOf(uid);
    expect(before.usdt).toBe(before.sum);
    // Give the member 300 through the ledger's own path (an admin credit), then invest 250 and try 100 more.
    await ctx.server.db.transaction(async (tx) => {
      const { applyMoneyChange } = await import('../lib/ledger');
      await applyMoneyChange(tx, { uid, currency: 'USDT', amount: '300.00', category: 12, bizCode: 110006 });
    });
    const funded = await balanceOf(uid);
    const made = await ctx.admin.body<number>('/shopInvest/modify', { uid, configId: product?.id, amount: '250' });
    expect(made.code, made.message).toBe(200);
    const after = await balanceOf(uid);
    expect(Number(after.usdt)).toBeCloseTo(Number(funded.usdt) - 250, 2);
    expect(after.usdt).toBe(after.sum);
    const settles = await ctx.admin.body<PageResult<Row>>('/shopInvest/investSettleRecord', { uid, status: 2 });
    const mine = settles.result.records.filter((row) => row.investId === made.result);
    expect(mine).toHaveLength(Number(product?.term));
    expect(mine[0]).toMatchObject({ income: 1.25, status: 2 });

    expect(Number(after.usdt)).toBeLessThan(1000);
    const broke = await ctx.admin.body('/shopInvest/modify', { uid, configId: product?.id, amount: '1000' });
    expect(broke).toMatchObject({ success: false, message: '余额不足' });
    const [{ count } = { count: -1 }] = await ctx.server.db.query<{ count: number }>(
      'SELECT COUNT(*)::int AS count FROM invest_record WHERE uid = $1 AND amount = 1000',
      [uid],
    );
    expect(count).toBe(0);
    expect((await balanceOf(uid)).usdt).toBe((await balanceOf(uid)).sum);
  });

  it('refuses an amount outside the product bounds, and edit changes only status and remark', async () => {
    const [product] = await products('新手体验');
    const below = await ctx.admin.body('/shopInvest/modify', { uid: 10005, configId: product?.id, amount: '99.99' });
    expect(below).toMatchObject({ message: '投资金额须在产品的最低与最高投资金额之间' });
    const list = await ctx.admin.body<PageResult<Row>>('/shopInvest/pageList', { status: 1 });
    const row = list.result.records[0] as Row;
    const edit = { ...row, status: 2, remark: '风控暂停', amount: 1 };
    expect((await ctx.admin.body('/shopInvest/modify', edit)).code).toBe(200);
    const [stored] = (await ctx.admin.body<PageResult<Row>>('/shopInvest/pageList', { orderNo: row.orderNo })).result
      .records;
    expect(stored).toMatchObject({ status: 2, remark: '风控暂停', amount: row.amount });
  });

  it('seeded money is consistent: every balance equals its change records', async () => {
    const misfits = await ctx.server.db.query(
      `SELECT m.id FROM member m WHERE m.usdt_balance <>
         (SELECT COALESCE(SUM(amount), 0) FROM wallet_change w WHERE w.uid = m.id AND w.currency = 'USDT')`,
    );
    expect(misfits).toEqual([]);
  });

  it('the schedule shows today and the day rows', async () => {
    const answer = await ctx.admin.body<PageResult<Row> & Row>('/shopInvest/investTodaySummary', {});
    expect(answer.result.total).toBeGreaterThan(10);
    expect(Number(answer.result.activePrincipal)).toBeGreaterThan(0);
    expect(Number(answer.result.todayDueIncome)).toBeGreaterThan(0);
  });
});

describe('operator is read-only on investment', () => {
  it.each([
    ['/shopInvest/config/save', PRODUCT],
    ['/shopInvest/config/save', { id: 1, name: 'x' }],
    ['/shopInvest/config/delete', { id: 6 }],
    ['/shopInvest/modify', { uid: 10005, configId: 1, amount: '100' }],
    ['/shopInvest/modify', { id: 1, status: 2 }],
  ] as const)('403 on %s %j', async (path, body) => {
    expect(await ctx.operator.body(path, body)).toMatchObject({ code: 403, success: false });
  });

  it('a product with investments cannot be deleted; an unused one can', async () => {
    expect(await ctx.admin.body('/shopInvest/config/delete', { id: 1 })).toMatchObject({
      message: '该产品已有投资记录，不能删除',
    });
    expect((await ctx.admin.body('/shopInvest/config/delete', { id: 6 })).code).toBe(200);
  });
});
