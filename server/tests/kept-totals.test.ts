/**
 * Kept totals (kit/kept-totals.ts): after any mix of inserts, updates and deletes, folded or not, a list's total and
 * sums read from the kept figures are the ones counted over the table, and the kept figures are read only where the
 * filters allow it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlParam } from '../db/types';
import { compactKept, keptOf } from '../kit/kept-totals';
import { loadScreens } from '../kit/discover';
import type { RunningServer } from '../app';
import { login, restoringEnv, startMemoryServer, type Client } from './helpers';

const LIST = '/wallet/member-withdraw/list';
let server: RunningServer;
let admin: Client;
const restoreEnv = restoringEnv('LIST_TOTALS_TTL_MS');
beforeAll(async () => {
  process.env.LIST_TOTALS_TTL_MS = '0';
  server = await startMemoryServer();
  admin = await login(server.url, 'admin');
});
afterAll(async () => {
  restoreEnv();
  await server.close();
});

interface Totals {
  total: number;
  totalWithdrawAmount: number;
  totalTransferAmount: number;
}

/** The list's totals, and whether its statement read the kept figures. */
async function listed(query: Record<string, string>): Promise<Totals & { kept: boolean }> {
  const db = server.db;
  const original = db.query.bind(db);
  let kept = false;
  db.query = (async (sql: string, params?: readonly SqlParam[]) => {
    if (sql.includes('kept_withdraw_order')) kept = true;
    return original(sql, params);
  }) as typeof db.query;
  try {
    const answer = await admin.get<Totals & { pageInfoVO: { total: number } }>(LIST, { ...query, pageSize: '1' });
    const result = answer.result;
    return { ...result, total: result.pageInfoVO.total, kept };
  } finally {
    db.query = original;
  }
}

/** The same figures counted over the table. */
async function counted(where: string, params: SqlParam[]): Promise<Totals> {
  const [row] = await server.db.query<{ n: number; w: string | null; t: string | null }>(
    `SELECT COUNT(*)::int AS n, SUM(withdraw_amount)::text AS w, SUM(transfer_amount)::text AS t
     FROM withdraw_order ${where}`,
    params,
  );
  return { total: row?.n ?? 0, totalWithdrawAmount: Number(row?.w ?? 0), totalTransferAmount: Number(row?.t ?? 0) };
}

/** A statement changing withdrawal orders the way the console and the members do, chosen by fast-check. */
const write = fc.oneof(
  fc.record({
    kind: fc.constant('review' as const),
    status: fc.integer({ min: 1, max: 4 }),
    mod: fc.nat(6),
    handler: fc.constantFrom('admin', 'finance01', 'operator', null),
  }),
  fc.record({
    kind: fc.constant('copy' as const),
    mod: fc.integer({ min: 2, max: 9 }),
    days: fc.integer({ min: -3, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('amount' as const),
    mod: fc.integer({ min: 2, max: 9 }),
    by: fc.integer({ min: 1, max: 99 }),
  }),
  fc.record({ kind: fc.constant('currency' as const), mod: fc.integer({ min: 3, max: 9 }) }),
  fc.record({ kind: fc.constant('delete' as const), mod: fc.integer({ min: 20, max: 60 }) }),
  fc.record({ kind: fc.constant('fold' as const) }),
);

let copies = 0;
async function apply(step: typeof write extends fc.Arbitrary<infer T> ? T : never): Promise<void> {
  const db = server.db;
  if (step.kind === 'review')
    await db.query('UPDATE withdraw_order SET status = $1, handler = $3 WHERE id % 7 = $2', [
      step.status,
      step.mod,
      step.handler,
    ]);
  else if (step.kind === 'copy') {
    copies += 1;
    await db.query(
      `INSERT INTO withdraw_order (order_no, user_id, currency, withdraw_amount, usdt_amount, fee_amount,
         transfer_amount, status, card_no, created_time)
       SELECT 'KT' || $1::text || '-' || id, user_id, currency, withdraw_amount + 0.01, usdt_amount, fee_amount,
         transfer_amount, status, card_no, created_time + make_interval(days => $2::int)
       FROM withdraw_order WHERE id % $3::int = 0 LIMIT 40`,
      [String(copies), step.days, step.mod],
    );
  } else if (step.kind === 'amount')
    await db.query('UPDATE withdraw_order SET transfer_amount = transfer_amount + $1 WHERE id % $2 = 1', [
      step.by / 100,
      step.mod,
    ]);
  else if (step.kind === 'currency')
    await db.query(
      `UPDATE withdraw_order SET currency = CASE currency WHEN 'USDT' THEN 'RMB' ELSE 'USDT' END WHERE id % $1 = 2`,
      [step.mod],
    );
  else if (step.kind === 'delete')
    await db.query(`DELETE FROM withdraw_order w WHERE w.id % $1 = 3 AND w.order_no LIKE 'KT%'`, [step.mod]);
  else await compactKept(db, keptOf(await loadScreens()));
}

/** Filters and the SQL that counts the same rows. */
async function filters(): Promise<[Record<string, string>, string, SqlParam[], boolean][]> {
  const [day] = await server.db.query<{ d: string }>(
    "SELECT to_char(max(created_time), 'YYYY-MM-DD') AS d FROM withdraw_order",
  );
  const d = day?.d ?? '2026-01-01';
  return [
    [{}, '', [], true],
    [{ status: '1' }, 'WHERE status = $1', [1], true],
    [{ status: '2', walletType: 'USDT' }, 'WHERE status = $1 AND currency = $2', [2, 'USDT'], true],
    [{ startTime: d, endTime: d }, 'WHERE created_time BETWEEN $1 AND $2', [`${d} 00:00:00`, `${d} 23:59:59`], true],
    // Not on a day's edge, and not a kept column: counted over the table.
    [{ startTime: `${d} 12:00:00` }, 'WHERE created_time >= $1', [`${d} 12:00:00`], false],
    // The reviewer (a staff username) is kept too: a search by part of it counts the kept rows, as exactly.
    [{ handler: 'a' }, "WHERE handler ILIKE '%a%'", [], true],
    [{ handler: 'fin', status: '2' }, "WHERE handler ILIKE '%fin%' AND status = $1", [2], true],
  ];
}

describe('kept totals', () => {
  it('the withdrawal list reads its totals from the kept figures only where they answer, and they are exact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const step of steps) await apply(step);
        for (const [query, where, params, fromKept] of await filters()) {
          const got = await listed(query);
          expect(got.kept, JSON.stringify(query)).toBe(fromKept);
          const { total, totalWithdrawAmount, totalTransferAmount } = got;
          expect({ total, totalWithdrawAmount, totalTransferAmount }).toEqual(await counted(where, params));
        }
      }),
      { numRuns: 10 },
    );
  });

  it('folding leaves one row per group', async () => {
    await compactKept(server.db, keptOf(await loadScreens()));
    const [row] = await server.db.query<{ rows: number; groups: number }>(
      `SELECT COUNT(*)::int AS rows,
         COUNT(DISTINCT (status, currency, handler, created_time))::int AS groups FROM kept_withdraw_order`,
    );
    expect(row?.rows).toBe(row?.groups);
  });
});
