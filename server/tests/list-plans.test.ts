/**
 * The lists at volume (docs/performance.md "At volume"): each search staff type part of a value into is served by an
 * index on its column, and the default order of the fund change records by an index on that order. Checked on the
 * plans of the statements the lists really send, with sequential scans disabled: the planner then reads a table
 * without an index only where no index can serve, so dropping an index the search needs fails here even on the small
 * demo data (the volume figures themselves are bench/volume.mjs's). A search on another table's column (a withdrawal's
 * member by phone) is a join whose plan at demo size says nothing of the plan at volume: the bench times those.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlParam } from '../db/types';
import { login, startMemoryServer, type Client } from './helpers';
import type { RunningServer } from '../app';

let server: RunningServer;
let admin: Client;
beforeAll(async () => {
  server = await startMemoryServer();
  admin = await login(server.url, 'admin');
});
afterAll(() => server.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The plans of the list statements one call sends (its page, with its totals), with sequential scans off. */
async function plansOf(call: () => Promise<unknown>): Promise<PlanNode[]> {
  const db = server.db;
  const query = db.query.bind(db);
  const sent: [string, readonly SqlParam[] | undefined][] = [];
  db.query = (async (sql: string, params?: readonly SqlParam[]) => {
    if (/^\s*(\/\*[^*]*\*\/\s*)?SELECT/i.test(sql) && /\bLIMIT\b/.test(sql)) sent.push([sql, params]);
    return query(sql, params);
  }) as typeof db.query;
  try {
    await call();
  } finally {
    db.query = query;
  }
  expect(sent.length).toBeGreaterThan(0);
  const plans: PlanNode[] = [];
  await query('SET enable_seqscan = off');
  try {
    for (const [sql, params] of sent) {
      const [row] = await query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      if (row) plans.push(...nodes(row['QUERY PLAN'][0].Plan));
    }
  } finally {
    await query('RESET enable_seqscan');
  }
  return plans;
}

/** The index scans whose condition reads `column`. */
const servedBy = (plans: PlanNode[], column: string): PlanNode[] =>
  plans.filter((node) =>
    [node['Index Cond'], node['Recheck Cond']].some((cond) => cond !== undefined && cond.includes(column)),
  );

const SEARCHES: [string, () => Promise<unknown>, string][] = [
  ['member list by phone', () => admin.body('/member-info/queryAll', { phone: '3791' }), 'phone'],
  ['withdrawal list by order no.', () => admin.get('/wallet/member-withdraw/list', { orderNo: '20261' }), 'order_no'],
  ['withdrawal list by address', () => admin.get('/wallet/member-withdraw/list', { walletAddress: 'Tx' }), 'card_no'],
];

describe('list plans at volume', () => {
  for (const [label, call, column] of SEARCHES)
    it(`${label}: an index on ${column} finds the rows`, async () => {
      expect(servedBy(await plansOf(call), column)).not.toHaveLength(0);
    });

  it('fund change records: the first page is read in its order, not sorted', async () => {
    const plans = await plansOf(() => admin.get('/wallet/change/list'));
    expect(plans.filter((node) => node['Node Type'] === 'Sort')).toEqual([]);
    expect(plans.some((node) => node['Index Name'] === 'wallet_change_review_first_idx')).toBe(true);
  });
});
