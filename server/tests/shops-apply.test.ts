/**
 * Staff add/edit of shop applications (docs/decisions/shops.md): an open application debits the shop system's
 * deposit through the ledger (one wallet change, 80002) or is refused with nothing written; one open application per
 * member; edits only before review; a rejection returns the deposit (80003) exactly once even when sent twice at once;
 * one close application in progress per shop; the read-only operator refused on both calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { applyMoneyChange, CATEGORY } from '../lib/ledger';
import { BIZ_SHOP_APPLICATION, BIZ_SHOP_APPLICATION_REFUND } from '../screens/shops/shops.transitions';
import { startTestServer, type TestContext } from './helpers';

let ctx: TestContext;
let db: Db;
/** An enabled system with a deposit, and an enabled industry of it. */
let system = { id: 0, deposit: '0' };
let industryId = 0;
let serial = 0;

beforeAll(async () => {
  ctx = await startTestServer();
  db = ctx.server.db;
  const [row] = await db.query<{ id: number; deposit: string; industryId: number }>(
    `SELECT y.id, y.deposit::text AS deposit, i.id AS "industryId" FROM shop_system y
     JOIN shop_industry i ON i.shop_system_id = y.id AND i.status = 1 WHERE y.status = 1 AND y.deposit > 0
     ORDER BY y.id LIMIT 1`,
  );
  system = { id: row?.id ?? 0, deposit: row?.deposit ?? '0' };
  industryId = row?.industryId ?? 0;
}, 60_000);
afterAll(async () => {
  await ctx?.server.close();
});

/** A new normal member holding `usdt` in the wallet (credited through the ledger, so the invariant holds). */
async function member(usdt: string): Promise<number> {
  serial += 1;
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO member (real_name, phone, register_time) VALUES ($1, $2, now()) RETURNING id',
    [`apply ${serial}`, `197${String(serial).padStart(8, '0')}`],
  );
  const uid = row?.id ?? 0;
  if (Number(usdt) > 0)
    await db.transaction((tx) =>
      applyMoneyChange(tx, { uid, currency: 'USDT', amount: usdt, category: CATEGORY.recharge, bizCode: 10001 }),
    );
  return uid;
}

const openAdd = (uid: number, extra: Record<string, unknown> = {}) =>
  ctx.admin.body<number>('/memberShop/applyModify', {
    uid,
    shopSystemId: system.id,
    industryId,
    shopName: `测试新店${uid}`,
    ...extra,
  });

const balanceOf = async (uid: number) =>
  (await db.query<{ usdt: string }>('SELECT usdt_balance::text AS usdt FROM member WHERE id = $1', [uid]))[0]?.usdt;
const changesOf = (uid: number) =>
  db.query<{ amount: string; category: number; bizCode: number; orderNo: string }>(
    `SELECT amount::text AS amount, category, biz_code AS "bizCode", order_no AS "orderNo" FROM wallet_change
     WHERE uid = $1 AND category = 8 ORDER BY id`,
    [uid],
  );
const application = async (id: number) =>
  (
    await db.query<{ applyNo: string; status: number; deposit: string; shopName: string; industryId: number }>(
      `SELECT apply_no AS "applyNo", status, deposit::text AS deposit, shop_name AS "shopName",
         industry_id AS "industryId" FROM member_shop_apply WHERE id = $1`,
      [id],
    )
  )[0];

describe('open application: add', () => {
  it("is pending and debits the system's deposit with one wallet change", async () => {
    const uid = await member('10000.00');
    const added = await openAdd(uid);
    expect(added.code, added.message).toBe(200);
    const row = await application(added.result);
    expect(row).toMatchObject({ status: 1, deposit: system.deposit });
    expect(row?.applyNo).toMatch(/^OA\d{14}$/);
    expect(await changesOf(uid)).toEqual([
      { amount: `-${system.deposit}`, category: 8, bizCode: BIZ_SHOP_APPLICATION, orderNo: row?.applyNo },
    ]);
    const [ok] = await db.query<{ ok: boolean }>(
      'SELECT usdt_balance = 10000 - $2::numeric AS ok FROM member WHERE id = $1',
      [uid, system.deposit],
    );
    expect(ok?.ok).toBe(true);
    // Approved, the member has a normal shop: another application is refused, and its name is taken.
    expect((await ctx.admin.body('/memberShop/applyConfirm', { id: added.result, status: 4 })).code).toBe(200);
    expect((await openAdd(uid, { shopName: '第二家店' })).message).toBe('该会员已有营业中的店铺');
    expect((await openAdd(await member('10000.00'), { shopName: row?.shopName })).message).toBe('店铺名称已存在');
  });

  it('is refused on a short balance and writes nothing', async () => {
    const uid = await member('0.01');
    expect((await openAdd(uid)).message).toBe('余额不足');
    const [count] = await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM member_shop_apply WHERE uid = $1', [
      uid,
    ]);
    expect(count?.n).toBe(0);
    expect(await changesOf(uid)).toEqual([]);
    expect(await balanceOf(uid)).toBe('0.01');
  });

  it('is refused while the member has a pending application, a taken name, or a frozen account', async () => {
    const uid = await member('100000.00');
    expect((await openAdd(uid)).code).toBe(200);
    expect((await openAdd(uid, { shopName: '另一个名字' })).message).toBe('该会员已有处理中的开店申请');
    const other = await member('100000.00');
    expect((await openAdd(other, { shopName: `测试新店${uid}` })).message).toBe('店铺名称已存在');
    await db.query('UPDATE member SET status = 1 WHERE id = $1', [other]);
    expect((await openAdd(other)).message).toBe('会员账号状态异常，不能申请开店');
    expect(await changesOf(other)).toEqual([]);
    expect(await changesOf(uid)).toHaveLength(1);
  });
});

describe('open application: edit', () => {
  it('changes name and industry while pending, refuses another system and any status after review', async () => {
    const uid = await member('100000.00');
    const { result: id } = await openAdd(uid);
    const edited = await ctx.admin.body('/memberShop/applyModify', { id, shopName: '改过的名字' });
    expect(edited.code, edited.message).toBe(200);
    expect((await application(id))?.shopName).toBe('改过的名字');
    const [foreign] = await db.query<{ id: number }>(
      'SELECT id FROM shop_industry WHERE shop_system_id <> $1 AND status = 1 LIMIT 1',
      [system.id],
    );
    expect((await ctx.admin.body('/memberShop/applyModify', { id, industryId: foreign?.id })).message).toBe(
      '该行业不属于所选店铺系统',
    );
    // The industry it has is kept as it is when sent unchanged (the edit dialog sends every field).
    expect((await ctx.admin.body('/memberShop/applyModify', { id, industryId, shopName: '改过的名字' })).code).toBe(
      200,
    );
    expect((await ctx.admin.body('/memberShop/applyModify', { id, shopSystemId: system.id + 1 })).message).toBe(
      '店铺系统不能修改（保证金已按该系统收取）',
    );
    for (const status of [-1, 2, 3, 4]) {
      await db.query('UPDATE member_shop_apply SET status = $2 WHERE id = $1', [id, status]);
      const refused = await ctx.admin.body('/memberShop/applyModify', { id, shopName: '再改' });
      expect(refused.message).toMatch(/^当前状态「.+」的申请不能修改$/);
    }
    expect((await application(id))?.shopName).toBe('改过的名字');
  });
});

describe('open application: reject', () => {
  it('returns the deposit exactly once when two rejections arrive at once', async () => {
    const uid = await member('5000.00');
    const { result: id } = await openAdd(uid);
    const answers = await Promise.all(
      [1, 2].map(() => ctx.admin.body('/memberShop/applyConfirm', { id, status: 3, remark: '资料不全' })),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.message === '当前状态「审核拒绝」不能变更为「审核拒绝」')).toHaveLength(1);
    const applyNo = (await application(id))?.applyNo;
    expect(await changesOf(uid)).toEqual([
      { amount: `-${system.deposit}`, category: 8, bizCode: BIZ_SHOP_APPLICATION, orderNo: applyNo },
      { amount: system.deposit, category: 8, bizCode: BIZ_SHOP_APPLICATION_REFUND, orderNo: applyNo },
    ]);
    expect(await balanceOf(uid)).toBe('5000.00');
  });
});

describe('close application', () => {
  it('adds one pending close per normal shop and edits its reason only before review', async () => {
    const [shop] = await db.query<{ uid: number; shopNo: string }>(
      `SELECT s.uid, s.shop_no AS "shopNo" FROM member_shop s WHERE s.status = 1 AND NOT EXISTS
         (SELECT 1 FROM member_shop_apply a WHERE a.shop_id = s.id AND a.apply_type = 2 AND a.status IN (0, 1, 2))
       ORDER BY s.id LIMIT 1`,
    );
    const body = { uid: shop?.uid, shopNo: shop?.shopNo, reason: '经营不善' };
    expect((await ctx.admin.body('/memberShop/applyCloseModify', { ...body, uid: 1 })).message).toMatch(
      /^(该店铺不属于该会员|会员不存在)$/,
    );
    const added = await ctx.admin.body<number>('/memberShop/applyCloseModify', body);
    expect(added.code, added.message).toBe(200);
    expect(await application(added.result)).toMatchObject({ status: 1 });
    expect((await ctx.admin.body('/memberShop/applyCloseModify', body)).message).toBe('该店铺已有处理中的关店申请');
    const id = added.result;
    expect((await ctx.admin.body('/memberShop/applyCloseModify', { id, reason: '转行' })).code).toBe(200);
    expect((await ctx.admin.body('/memberShop/applyCloseConfirm', { id, status: 2 })).code).toBe(200);
    // Approval suspended the shop; were it normal again, its close in 2 (funds being returned) still blocks a new one.
    expect((await ctx.admin.body('/memberShop/applyCloseModify', body)).message).toBe('店铺不在营业中，不能申请关店');
    await db.query('UPDATE member_shop SET status = 1 WHERE shop_no = $1', [shop?.shopNo]);
    expect((await ctx.admin.body('/memberShop/applyCloseModify', body)).message).toBe('该店铺已有处理中的关店申请');
    expect((await ctx.admin.body('/memberShop/applyCloseModify', { id, reason: 'x' })).message).toBe(
      '当前状态「资金退回处理中」的申请不能修改',
    );
  });
});

describe('the read-only operator', () => {
  it.each([
    ['/memberShop/applyModify', { uid: 10001, shopSystemId: 1, industryId: 1, shopName: '运营新店' }],
    ['/memberShop/applyModify', { id: 1, shopName: '运营改名' }],
    ['/memberShop/applyCloseModify', { uid: 10001, shopNo: 'SH100001', reason: '运营' }],
    ['/memberShop/applyCloseModify', { id: 1, reason: '运营' }],
  ])('gets 403 on %s %j and nothing is written', async (path, payload) => {
    const count = async () =>
      (
        await db.query<{ n: string }>(
          "SELECT COUNT(*) || '/' || string_agg(shop_name || reason, ',') AS n FROM member_shop_apply",
        )
      )[0]?.n;
    const before = await count();
    expect(await ctx.operator.body(path, payload)).toMatchObject({ code: 403, message: '抱歉，您没有该操作权限' });
    expect(await count()).toBe(before);
  });
});
