/**
 * The ledger's invariant: over random sequences of credits and debits, concurrent ones included, each
 * member's balance equals the sum of their change records and never goes below zero; a refused debit writes nothing.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types';
import { applyMoneyChange, applyScoreChange, CATEGORY, moneyText, type Currency } from '../lib/ledger';
import { startTestServer, type TestContext } from './helpers';

let ctx: TestContext;
let db: Db;
let uids: number[] = [];

beforeAll(async () => {
  ctx = await startTestServer();
  db = ctx.server.db;
  const rows = await db.query<{ id: number }>(
    "INSERT INTO member (real_name, phone, register_time) SELECT 'ledger ' || g, '199' || lpad(g::text, 8, '0'), now() FROM generate_series(1, 3) g RETURNING id",
  );
  uids = rows.map((row) => row.id);
}, 60_000);

afterAll(async () => {
  await ctx?.server.close();
});

async function balanceMatchesRecords(uid: number, currency: Currency): Promise<void> {
  const column = currency === 'USDT' ? 'usdt_balance' : 'rmb_balance';
  const [row] = await db.query<{ balance: string; total: string; negative: number }>(
    `SELECT m.${column}::text AS balance,
       (SELECT COALESCE(SUM(amount), 0)::numeric(18,2)::text FROM wallet_change WHERE uid = m.id AND currency = $2) AS total,
       (SELECT COUNT(*)::int FROM wallet_change WHERE uid = m.id AND currency = $2 AND balance_after < 0) AS negative
     FROM member m WHERE m.id = $1`,
    [uid, currency],
  );
  expect(row?.balance).toBe(row?.total);
  expect(row?.negative).toBe(0);
}

const cents = fc.integer({ min: -50_000, max: 80_000 }).map((n) => (n / 100).toFixed(2));

describe('ledger', () => {
  it('reads money exactly and refuses what numeric(18,2) cannot hold', () => {
    expect(moneyText('12.5')).toBe('12.5');
    expect(moneyText(-0.1)).toBe('-0.1');
    expect(moneyText('1.005')).toBeUndefined();
    expect(moneyText('1e3')).toBeUndefined();
    expect(moneyText('99999999999999999')).toBeUndefined();
    expect(moneyText({})).toBeUndefined();
  });

  it('keeps balance = sum of change records, never negative, over concurrent random movements', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(0, 1, 2), fc.constantFrom<Currency>('USDT', 'RMB'), cents), {
          minLength: 1,
          maxLength: 12,
        }),
        async (moves) => {
          // All at once, each in its own transaction: refused debits ("余额不足") are expected, half-writes are not.
          await Promise.allSettled(
            moves.map(([who, currency, amount]) =>
              db.transaction((tx) =>
                applyMoneyChange(tx, {
                  uid: uids[who] ?? 0,
                  currency,
                  amount,
                  category: amount.startsWith('-') ? CATEGORY.adminDebit : CATEGORY.adminCredit,
                  bizCode: amount.startsWith('-') ? 110001 : 110006,
                }),
              ),
            ),
          );
          for (const uid of uids) {
            await balanceMatchesRecords(uid, 'USDT');
            await balanceMatchesRecords(uid, 'RMB');
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it('refuses a debit above the balance with a clear message and writes nothing', async () => {
    const uid = uids[0] ?? 0;
    const before = await db.query('SELECT COUNT(*)::int AS n FROM wallet_change WHERE uid = $1', [uid]);
    await expect(
      db.transaction((tx) =>
        applyMoneyChange(tx, { uid, currency: 'USDT', amount: '-99999999', category: 13, bizCode: 110001 }),
      ),
    ).rejects.toThrow('余额不足');
    expect(await db.query('SELECT COUNT(*)::int AS n FROM wallet_change WHERE uid = $1', [uid])).toEqual(before);
  });

  it('moves points the same way', async () => {
    const uid = uids[1] ?? 0;
    await db.transaction((tx) => applyScoreChange(tx, { uid, score: 500, type: 3 }));
    await expect(db.transaction((tx) => applyScoreChange(tx, { uid, score: -501, type: 4 }))).rejects.toThrow(
      '积分不足',
    );
    const moved = await db.transaction((tx) => applyScoreChange(tx, { uid, score: -200, type: 4 }));
    expect(moved).toMatchObject({ before: 500, after: 300 });
    const [row] = await db.query<{ score: number; total: number }>(
      'SELECT m.score, (SELECT SUM(score)::int FROM score_record WHERE uid = m.id) AS total FROM member m WHERE id = $1',
      [uid],
    );
    expect(row).toEqual({ score: 300, total: 300 });
  });
});
