/**
 * The lists at volume (docs/performance.md "At volume"): each search staff type part of a value into is served by an
 * index on its column, and the default order of the fund change records by an index on that order. Checked on the
 * plans of the statements the lists really send, with sequential scans disabled: the planner then reads a table
 * without an index only where no index can serve, so dropping an index the search needs fails here even on the small
 * demo data (the volume figures themselves are bench/volume.mjs's). A search on another table's column (a withdrawal's
 * member by phone) is a join whose plan at demo size says nothing of the plan at volume: the bench times those.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startMemoryServer, type Client } from './helpers';
import type { RunningServer } from '../app';
import { plansOf as plansIn, type PlanNode } from './plans';

const plansOf = (call: () => Promise<unknown>): Promise<PlanNode[]> => plansIn(server.db, call);

let server: RunningServer;
let admin: Client;
beforeAll(async () => {
  server = await startMemoryServer();
  admin = await login(server.url, 'admin');
});
afterAll(() => server.close());

/** The index scans whose condition reads `column`. */
const servedBy = (plans: PlanNode[], column: string): PlanNode[] =>
  plans.filter((node) =>
    [node['Index Cond'], node['Recheck Cond']].some((cond) => cond !== undefined && cond.includes(column)),
  );

const SEARCHES: [string, () => Promise<unknown>, string][] = [
  ['member list by phone', () => admin.body('/member-info/queryAll', { phone: '3791' }), 'phone'],
  ['withdrawal list by order no.', () => admin.get('/wallet/member-withdraw/list', { orderNo: '20261' }), 'order_no'],
  ['withdrawal list by address', () => admin.get('/wallet/member-withdraw/list', { walletAddress: 'Tx' }), 'card_no'],
  // A two-character name, the usual search: pg_trgm had nothing to index in it.
  ['member list by name', () => admin.body('/member-info/queryAll', { realName: '王伟' }), 'name_grams'],
  ['fund change records by name', () => admin.get('/wallet/change/list', { realName: '李' }), 'name_grams'],
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

  for (const field of ['withdrawAmount', 'usdtAmount', 'feeAmount', 'transferAmount'])
    it(`withdrawal list sorted by ${field}: the page is read in that order, not sorted`, async () => {
      const call = () => admin.get('/wallet/member-withdraw/list', { sortField: field, sortOrder: 'desc' });
      expect((await plansOf(call)).filter((node) => node['Node Type'] === 'Sort')).toEqual([]);
    });
});
