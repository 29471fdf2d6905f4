/**
 * The money invariant over the real change paths: random sequences of recharge approvals (and denials and
 * accountings, each sent twice at once), withdrawal rejections and approvals, manual credits and debits, points
 * add/deduct, points exchanges and their cancellations, shop applications added by staff (deposit debited) then
 * rejected (deposit returned) or approved and closed with the deposit refunded, all concurrent, through the HTTP routes. After every run, for
 * every member: balance = sum of change records, no record below zero or inconsistent, and every order has exactly the
 * records its final state implies — so a path that skips its record (or writes it twice) fails here.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { applyForWithdrawal } from '../screens/finance/withdraw-orders.ledger';
import { startTestServer, type TestContext } from './helpers';
import { ledgerViolations } from './ledger-violations';

let ctx: TestContext;
let db: Db;
let uids: number[] = [];
let goodsId = '';
/** An enabled shop system with a deposit and an enabled industry of it (the staff add of an open application). */
let shop = { systemId: 0, industryId: 0 };
let serial = 0;
/** Successful manual operations (money, points): each must have left exactly one record. */
const done = { money: 0, points: 0 };

beforeAll(async () => {
  ctx = await startTestServer();
  db = ctx.server.db;
  const rows = await db.query<{ id: number }>(
    "INSERT INTO member (real_name, phone, register_time) SELECT 'flows ' || g, '198' || lpad(g::text, 8, '0'), now() FROM generate_series(1, 3) g RETURNING id",
  );
  uids = rows.map((row) => row.id);
  const goods = await ctx.admin.get<{ goodsId: string }[]>('/score/exchange/goods/options');
  goodsId = goods.result[0]?.goodsId ?? '';
  const [system] = await db.query<{ systemId: number; industryId: number }>(
    `SELECT y.id AS "systemId", i.id AS "industryId" FROM shop_system y JOIN shop_industry i ON i.shop_system_id = y.id
     WHERE y.status = 1 AND i.status = 1 AND y.deposit > 0 ORDER BY y.deposit, y.id LIMIT 1`,
  );
  shop = system ?? shop;
  // A starting USDT balance through the recorded manual credit, so a shop deposit (500 and up) can be paid from the
  // first run on: with empty wallets, whether any application got added depended on the random order of the ops.
  for (const uid of uids) {
    const credit = await ctx.admin.body('/wallet/user/balance_update', {
      uid,
      currency: 'USDT',
      type: 1,
      amount: '100000.00',
      remark: 'pbt start',
    });
    expect(credit.success).toBe(true);
    done.money += 1;
  }
}, 120_000);

afterAll(async () => {
  await ctx?.server.close();
});

type Op =
  | { kind: 'recharge'; who: number; cents: number; usdt: boolean; then: 'approve' | 'deny' | 'approveSettle' }
  | { kind: 'withdraw'; who: number; cents: number; usdt: boolean; reject: boolean }
  | { kind: 'manual'; who: number; cents: number; usdt: boolean; credit: boolean }
  | { kind: 'points'; who: number; score: number; add: boolean }
  | { kind: 'exchange'; who: number; cancel: boolean }
  | { kind: 'task'; who: number; claimed: boolean }
  | { kind: 'shop'; who: number; then: 'reject' | 'approve' | 'close' };

const who = fc.integer({ min: 0, max: 2 });
const cents = fc.integer({ min: 1, max: 500_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('recharge' as const),
    who,
    cents,
    usdt: fc.boolean(),
    then: fc.constantFrom('approve' as const, 'deny' as const, 'approveSettle' as const),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), who, cents, usdt: fc.boolean(), reject: fc.boolean() }),
  fc.record({ kind: fc.constant('manual' as const), who, cents, usdt: fc.boolean(), credit: fc.boolean() }),
  fc.record({
    kind: fc.constant('points' as const),
    who,
    score: fc.integer({ min: 1, max: 40_000 }),
    add: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('exchange' as const), who, cancel: fc.boolean() }),
  fc.record({ kind: fc.constant('task' as const), who, claimed: fc.boolean() }),
  fc.record({
    kind: fc.constant('shop' as const),
    who,
    then: fc.constantFrom('reject' as const, 'approve' as const, 'close' as const),
  }),
);

const money = (value: number): string => (value / 100).toFixed(2);
const twice = <T>(call: () => Promise<T>): Promise<T[]> => Promise.all([call(), call()]);

async function run(step: Op): Promise<void> {
  const uid = uids[step.who] ?? 0;
  const admin = ctx.admin;
  serial += 1;
  if (step.kind === 'recharge') {
    // The member's application (member app): a pending order; no money moves until approval.
    const [order] = await db.query<{ id: number }>(
      `INSERT INTO member_recharge (order_no, uid, recharge_type, currency, amount, created_time)
       VALUES ($1, $2, 2, $3, $4::numeric, now()) RETURNING id`,
      [`RT${serial}`, uid, step.usdt ? 'USDT' : 'RMB', money(step.cents)],
    );
    const id = order?.id;
    if (step.then === 'deny') await twice(() => admin.body('/wallet/member-recharge/deny', { id, remark: 'no' }));
    else await twice(() => admin.body('/wallet/member-recharge/approve', { id }));
    if (step.then === 'approveSettle')
      await twice(() => admin.body('/wallet/member-recharge/recharge/batchAccounting', { ids: [id] }));
  } else if (step.kind === 'withdraw') {
    const orderNo = `WT${serial}`;
    const currency = step.usdt ? 'USDT' : 'RMB';
    const id = await db
      .transaction((tx) => applyForWithdrawal(tx, { uid, currency, amount: money(step.cents), orderNo }))
      .catch(() => undefined);
    if (id === undefined) return;
    const body = step.reject ? { id, status: 3, remark: 'risk' } : { id, status: 2 };
    await twice(() => admin.body('/wallet/member-withdraw/withdraw/review', body));
  } else if (step.kind === 'manual') {
    const answer = await admin.body('/wallet/user/balance_update', {
      uid,
      currency: step.usdt ? 'USDT' : 'RMB',
      type: step.credit ? 1 : 2,
      amount: money(step.cents),
      remark: 'pbt',
    });
    if (answer.success) done.money += 1;
  } else if (step.kind === 'points') {
    const answer = await admin.body('/score/user/update', {
      uid,
      type: step.add ? 3 : 4,
      score: step.score,
      remark: 'pbt',
    });
    if (answer.success) done.points += 1;
  } else if (step.kind === 'shop') {
    await shopFlow(uid, step.then);
  } else if (step.kind === 'task') {
    // A completion recorded as claimed (status 2) pays its points; unclaimed (1) pays nothing yet.
    const [task] = await db.query<{ id: number }>('SELECT id FROM task WHERE score > 0 ORDER BY id LIMIT 1');
    await admin.body('/task/member/record/add', { uid, taskId: task?.id, status: step.claimed ? 2 : 1 });
  } else {
    const added = await admin.body<number>('/score/exchange/record/add', {
      uid,
      goodsId,
      provinceTxt: '广东省',
      cityTxt: '深圳市',
      streetAddress: '科技园 1 号',
    });
    if (added.success && step.cancel)
      await twice(() => admin.body('/score/cancel/exchange/record', { id: added.result }));
  }
}

/** Staff adds an open application (deposit debited), then rejects it (returned) or approves it and maybe closes it. */
async function shopFlow(uid: number, then: 'reject' | 'approve' | 'close'): Promise<void> {
  const admin = ctx.admin;
  const body = { uid, shopSystemId: shop.systemId, industryId: shop.industryId, shopName: `PBT店${serial}` };
  const added = await admin.body<number>('/memberShop/applyModify', body);
  if (!added.success) return;
  const id = added.result;
  if (then === 'reject') {
    await twice(() => admin.body('/memberShop/applyConfirm', { id, status: 3, remark: 'pbt' }));
    return;
  }
  await twice(() => admin.body('/memberShop/applyConfirm', { id, status: 4 }));
  if (then !== 'close') return;
  const [opened] = await db.query<{ shopNo: string }>(
    'SELECT s.shop_no AS "shopNo" FROM member_shop s JOIN member_shop_apply a ON a.shop_id = s.id WHERE a.id = $1',
    [id],
  );
  const closing = await admin.body<number>('/memberShop/applyCloseModify', {
    uid,
    shopNo: opened?.shopNo,
    reason: 'pbt',
  });
  if (!closing.success) return;
  await twice(() => admin.body('/memberShop/applyCloseConfirm', { id: closing.result, status: 2 }));
  await twice(() => admin.body('/memberShop/applyCloseRefund', { id: closing.result }));
}

describe('ledger invariant over the change paths', () => {
  it('keeps every balance = its records, never negative, each order recorded exactly once', async () => {
    expect(goodsId).not.toBe('');
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        await Promise.allSettled(ops.map(run));
        const broken = await ledgerViolations(db, uids, done);
        expect(broken).toEqual(Object.fromEntries(Object.keys(broken).map((key) => [key, 0])));
      }),
      {
        numRuns: 20,
        // Every shop path and both manual kinds run at least once, whatever the random runs draw.
        examples: [
          [
            [
              { kind: 'shop', who: 0, then: 'reject' },
              { kind: 'shop', who: 1, then: 'approve' },
              { kind: 'shop', who: 2, then: 'close' },
              { kind: 'manual', who: 0, cents: 100, usdt: false, credit: true },
              { kind: 'points', who: 1, score: 10, add: true },
            ],
          ],
        ],
      },
    );
    expect(done.money).toBeGreaterThan(uids.length); // more than the starting credits
    expect(done.points).toBeGreaterThan(0);
    // Each shop path reached its end: an opening rejected (3) and one approved (4), a closure refunded (4).
    const ends = await db.query<{ end: string }>(
      `SELECT DISTINCT apply_type || ':' || status AS end FROM member_shop_apply WHERE uid = ANY($1::int[])`,
      [uids],
    );
    expect(ends.map((row) => row.end)).toEqual(expect.arrayContaining(['1:3', '1:4', '2:4']));
  }, 300_000);
});
