/**
 * Keyset paging (kit/keyset.ts): pages read after a known row are the pages the offset reads — for any order the
 * lists offer (ties broken by id, booleans and expressions in the order), page size and walk through the pages.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { orderKeys } from '../kit/keyset';
import { login, restoringEnv, startMemoryServer, type Client } from './helpers';

let server: RunningServer;
let admin: Client;
const restoreEnv = restoringEnv('LIST_KEYSET_FROM');
beforeAll(async () => {
  server = await startMemoryServer();
  admin = await login(server.url, 'admin');
});
afterAll(async () => {
  restoreEnv();
  await server.close();
});

interface Listed {
  records: { id: unknown }[];
}

/** The lists walked and the queries they take (sorts the console offers, tabs). */
const LISTS = [
  {
    path: '/wallet/member-withdraw/list',
    query: fc.record({
      sortField: fc.constantFrom('withdrawAmount', 'usdtAmount', 'feeAmount', 'transferAmount', 'createdTime', ''),
      sortOrder: fc.constantFrom('asc', 'desc'),
      status: fc.constantFrom('', '1', '2'),
    }),
    records: (result: unknown) => (result as { pageInfoVO: Listed }).pageInfoVO.records,
  },
  {
    path: '/wallet/change/list',
    query: fc.record({ currency: fc.constantFrom('', 'USDT', 'RMB') }),
    records: (result: unknown) => (result as Listed).records,
  },
];

async function pageIds(path: string, query: Record<string, string>, page: number, size: number, keyset: boolean) {
  process.env.LIST_KEYSET_FROM = keyset ? '1' : '0';
  const list = LISTS.find((candidate) => candidate.path === path);
  const answer = await admin.get(path, { ...query, page, pageSize: size });
  expect(answer.code, answer.message).toBe(200);
  return list?.records(answer.result).map((row) => row.id);
}

describe('keyset paging', () => {
  it('reads the pages the offset reads, walked in turn or jumped to', async () => {
    for (const list of LISTS)
      await fc.assert(
        fc.asyncProperty(
          list.query,
          fc.integer({ min: 1, max: 40 }),
          fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 8 }),
          async (query, size, jumps) => {
            const walk = [1, 2, 3, 4, ...jumps, ...jumps.map((page) => page + 1)];
            for (const page of walk) {
              const keyset = await pageIds(list.path, query, page, size, true);
              expect(keyset).toEqual(await pageIds(list.path, query, page, size, false));
            }
          },
        ),
        { numRuns: 5 },
      );
  }, 120_000);

  it('splits an order at its top-level commas and reads each direction', () => {
    expect(orderKeys('ORDER BY COALESCE(c.review_status = 1, false) DESC, c.created_time DESC, c.id')).toEqual([
      { expr: 'COALESCE(c.review_status = 1, false)', desc: true },
      { expr: 'c.created_time', desc: true },
      { expr: 'c.id', desc: false },
    ]);
    expect(orderKeys('ORDER BY x DESC NULLS LAST')).toEqual([]);
  });
});
