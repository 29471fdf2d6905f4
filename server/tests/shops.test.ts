/**
 * Shops: the shop-application transition table, each allowed change made and every other one refused by
 * the server, the close refund through the ledger exactly once, the send-traffic-package dialog's call, and the
 * read-only operator refused on every shop mutation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/types';
import {
  BIZ_SHOP_CLOSURE_REFUND,
  isAllowed,
  moveApplication,
  TRANSITIONS,
  type ApplyStatus,
} from '../screens/shops/shops.transitions';
import { startTestServer, type TestContext } from './helpers';

let ctx: TestContext;
let db: Queryable;
const ALL: readonly ApplyStatus[] = [-1, 0, 1, 2, 3, 4];

beforeAll(async () => {
  ctx = await startTestServer();
  db = ctx.server.db;
}, 60_000);
afterAll(async () => {
  await ctx?.server.close();
});

let serial = 0;
/** A fresh application of a type in a status, on shop 1's member (close) or a new name (open). */
async function application(type: 1 | 2, status: number, deposit = '1500.00'): Promise<{ id: number; uid: number }> {
  serial += 1;
  const [row] = await db.query<{ id: number; uid: number }>(
    `INSERT INTO member_shop_apply (apply_no, apply_type, uid, shop_id, shop_name, shop_system_id, industry_id, deposit,
       status, created_time)
     SELECT $1, $2, s.uid, CASE WHEN $2 = 2 THEN s.id END, 'T' || $1, s.shop_system_id, s.industry_id, $4::numeric, $3, now()
     FROM member_shop s WHERE s.id = 20 RETURNING id, uid`,
    [`TEST${serial}`, type, status, deposit],
  );
  if (!row) throw new Error('no application');
  return row;
}

const statusOf = async (id: number) =>
  (await db.query<{ status: number }>('SELECT status FROM member_shop_apply WHERE id = $1', [id]))[0]?.status;

describe('the transition table', () => {
  it('allows exactly the documented changes', () => {
    const allowed = (type: 1 | 2) =>
      ALL.flatMap((from) => ALL.filter((to) => isAllowed(type, from, to)).map((to) => `${from}>${to}`));
    expect(allowed(1)).toEqual(['0>-1', '0>1', '1>-1', '1>3', '1>4']);
    expect(allowed(2)).toEqual(['0>-1', '0>1', '1>-1', '1>2', '1>3', '2>4']);
  });

  it.each([1, 2] as const)('makes every allowed change of type %i and refuses every other one', async (type) => {
    for (const from of ALL) {
      for (const to of ALL) {
        const { id } = await application(type, from);
        const move = moveApplication(db, { id, type, to, at: '2026-11-23 10:00:00' });
        if (isAllowed(type, from, to)) await expect(move).resolves.toMatchObject({ id, status: to });
        else await expect(move).rejects.toThrow(/^当前状态「.+」不能变更为「.+」$/);
        expect(await statusOf(id)).toBe(isAllowed(type, from, to) ? to : from);
      }
    }
    expect(TRANSITIONS.filter((t) => t.type === type).length).toBeGreaterThan(4);
  });
});

describe('open applications', () => {
  it('approve opens the shop; a second review is refused', async () => {
    const { id, uid } = await application(1, 1);
    const approved = await ctx.admin.body('/memberShop/applyConfirm', { id, status: 4 });
    expect(approved.code, approved.message).toBe(200);
    const [shop] = await db.query<{ uid: number; status: number; deposit: string }>(
      'SELECT s.uid, s.status, s.deposit::text AS deposit FROM member_shop s JOIN member_shop_apply a ON a.shop_id = s.id WHERE a.id = $1',
      [id],
    );
    expect(shop).toEqual({ uid, status: 1, deposit: '1500.00' });
    const again = await ctx.admin.body('/memberShop/applyConfirm', { id, status: 3, remark: 'x' });
    expect(again.message).toBe('当前状态「成功」不能变更为「审核拒绝」');
  });

  it('reject needs a reason; other statuses and the other list are refused', async () => {
    const { id } = await application(1, 1);
    expect((await ctx.admin.body('/memberShop/applyConfirm', { id, status: 3 })).message).toBe('拒绝原因不能为空');
    expect((await ctx.admin.body('/memberShop/applyConfirm', { id, status: 2 })).message).toBe('参数格式错误: status');
    expect((await ctx.admin.body('/memberShop/applyConfirm', { id })).message).toBe('审核结果不能为空');
    expect((await ctx.admin.body('/memberShop/applyCloseConfirm', { id, status: 2 })).message).toBe('申请不存在');
    const rejected = await ctx.admin.body('/memberShop/applyConfirm', { id, status: 3, remark: '资料不全' });
    expect(rejected.code, rejected.message).toBe(200);
    expect(await statusOf(id)).toBe(3);
  });
});

async function walletRows(orderNo: string) {
  return db.query<{ uid: number; amount: string; category: number; bizCode: number; after: string; before: string }>(
    `SELECT uid, amount::text AS amount, category, biz_code AS "bizCode", balance_after::text AS after,
       balance_before::text AS before FROM wallet_change WHERE order_no = $1`,
    [orderNo],
  );
}

describe('close applications and the refund', () => {
  it('approve suspends the shop, then the refund returns the deposit once, with its wallet change row', async () => {
    const { id, uid } = await application(2, 1, '2345.67');
    const [{ applyNo } = { applyNo: '' }] = await db.query<{ applyNo: string }>(
      'SELECT apply_no AS "applyNo" FROM member_shop_apply WHERE id = $1',
      [id],
    );
    expect((await ctx.admin.body('/memberShop/applyCloseRefund', { id })).message).toBe(
      '当前状态「待审核」不能变更为「成功」',
    );
    expect((await ctx.admin.body('/memberShop/applyCloseConfirm', { id, status: 2 })).code).toBe(200);
    const [shop] = await db.query<{ status: number }>('SELECT status FROM member_shop WHERE id = 20');
    expect(shop?.status).toBe(2);
    const [before] = await db.query<{ usdt: string }>('SELECT usdt_balance::text AS usdt FROM member WHERE id = $1', [
      uid,
    ]);

    // Two staff pressing at once: exactly one refund.
    const answers = await Promise.all([1, 2, 3].map(() => ctx.admin.body('/memberShop/applyCloseRefund', { id })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.message === '当前状态「成功」不能变更为「成功」')).toHaveLength(2);

    const rows = await walletRows(applyNo);
    expect(rows).toEqual([
      {
        uid,
        amount: '2345.67',
        category: 8,
        bizCode: BIZ_SHOP_CLOSURE_REFUND,
        before: before?.usdt,
        after: expect.any(String),
      },
    ]);
    const [after] = await db.query<{ ok: boolean }>(
      'SELECT usdt_balance = $2::numeric + 2345.67 AS ok FROM member WHERE id = $1',
      [uid, before?.usdt ?? '0'],
    );
    expect(after?.ok).toBe(true);
    expect(await statusOf(id)).toBe(4);
  });

  it('a refund that fails in the ledger leaves the application where it was', async () => {
    const { id } = await application(2, 2, '0.00');
    expect((await ctx.admin.body('/memberShop/applyCloseRefund', { id })).message).toBe('该申请没有需要退回的保证金');
    expect(await statusOf(id)).toBe(2);
  });
});

describe('send traffic package', () => {
  it('adds a package to the shop, valid for the days given', async () => {
    const sent = await ctx.admin.body<number>('/memberShopTrafficPackage/sendPackage', {
      shopId: 30,
      packageName: '测试包',
      trafficAmount: 888,
      validDays: 15,
      type: 2,
    });
    expect(sent.code, sent.message).toBe(200);
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT p.uid = s.uid AS "sameMember", traffic_amount AS "trafficAmount", type, price::text AS price,
         expire_time - start_time = interval '15 days' AS "fifteenDays", operator
       FROM member_shop_traffic_package p JOIN member_shop s ON s.id = p.shop_id WHERE p.id = $1`,
      [sent.result],
    );
    expect(row).toEqual({
      sameMember: true,
      trafficAmount: 888,
      type: 2,
      price: '0.00',
      fifteenDays: true,
      operator: expect.any(String),
    });
  });

  it('refuses a bad type, a bad amount and a suspended shop', async () => {
    const base = { shopId: 30, packageName: '包', trafficAmount: 10, validDays: 7, type: 1 };
    const send = (extra: Record<string, unknown>) =>
      ctx.admin.body('/memberShopTrafficPackage/sendPackage', { ...base, ...extra });
    expect((await send({ type: 3 })).message).toBe('参数格式错误: type');
    expect((await send({ type: null })).message).toBe('流量包类型不能为空');
    expect((await send({ trafficAmount: 0 })).message).toBe('参数格式错误: trafficAmount');
    await db.query('UPDATE member_shop SET status = 2 WHERE id = 31');
    expect((await send({ shopId: 31 })).message).toBe('店铺已停运，不能赠送流量包');
  });
});

describe('the read-only operator', () => {
  const MUTATIONS: [string, Record<string, unknown>][] = [
    [
      '/memberShopTrafficPackage/sendPackage',
      { shopId: 30, packageName: 'x', trafficAmount: 1, validDays: 1, type: 1 },
    ],
    ['/memberShop/applyConfirm', { id: 1, status: 4 }],
    ['/memberShop/applyCloseConfirm', { id: 1, status: 2 }],
    ['/memberShop/applyCloseRefund', { id: 1 }],
    ['/memberShop/industry/modify', { id: 1, sort: 3 }],
    ['/memberShop/industry/modify', { industryName: '新行业' }],
    ['/shop/modify', { id: 1, sort: 3 }],
    ['/shop/modify', { systemName: '新系统' }],
    ['/memberShopGoods/saleGoods', { id: 1, status: 0 }],
  ];
  it.each(MUTATIONS)('gets 403 on %s and changes nothing', async (path, payload) => {
    const [before] = await db.query<{ n: string }>(
      "SELECT (SELECT COUNT(*) FROM member_shop_traffic_package) || '/' || (SELECT string_agg(status::text, ',' ORDER BY id) FROM member_shop_apply) || '/' || (SELECT COUNT(*) FROM shop_system) AS n",
    );
    const answer = await ctx.operator.body(path, payload);
    expect(answer).toMatchObject({ code: 403, message: '抱歉，您没有该操作权限' });
    const [after] = await db.query<{ n: string }>(
      "SELECT (SELECT COUNT(*) FROM member_shop_traffic_package) || '/' || (SELECT string_agg(status::text, ',' ORDER BY id) FROM member_shop_apply) || '/' || (SELECT COUNT(*) FROM shop_system) AS n",
    );
    expect(after).toEqual(before);
  });
});
