/**
 * Every list at volume (docs/performance.md "At volume"): its default call, and each search on a column of its own
 * table, reads the tables that grow to millions of rows (BIG) through an index — never the whole table, unless it
 * stops after the page (an index read in the page's order under the LIMIT). A whole read is a sequential scan, or an
 * index read with no condition beneath a sort, a count or a hash. Checked on the plans of the statements the calls
 * send, sequential scans off (tests/plans.ts), so dropping an index a list needs fails here on the demo data.
 * Searches on a joined table's column (a recharge's member by phone) are timed by the bench instead: at demo size
 * the planner joins them in another order than at volume.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScreens } from '../kit/discover';
import type { ListSpec, RouteDecl } from '../kit/types';
import type { RunningServer } from '../app';
import { call, resolveSample, rowsOf, sampleFrom, type Query } from './contract-probe';
import { login, startMemoryServer, type Client } from './helpers';
import { planTrees, type PlanNode } from './plans';

/** The tables of the volume seed (server/seed/volume.ts): 1,000,000 rows and more. */
const BIG = ['member', 'wallet_change', 'withdraw_order', 'member_recharge', 'score_record'];
const MENTIONS_BIG = new RegExp(`\\b(${BIG.join('|')})\\b`);

/**
 * Lists that read a big table whole, and why that stands. The test fails when one of them no longer does (remove it
 * here) as when another list starts to.
 */
const WHOLE_READS: Record<string, string> = {};

/** Searches no index serves, and why that stands (the test fails when one is served, as when another is not). */
const UNSERVED_SEARCHES: Record<string, string> = {};

/** Nodes that pass rows on as they come: a scan beneath them under a LIMIT stops with the page. */
const STREAMING = new Set([
  'Limit',
  'Nested Loop',
  'Subquery Scan',
  'Result',
  'Memoize',
  'Append',
  'Merge Append',
  'Gather',
  'Gather Merge',
  'Incremental Sort',
  'Index Scan',
  'Index Only Scan',
]);

const isScan = (node: PlanNode): boolean => /Scan$/.test(node['Node Type']) && node['Relation Name'] !== undefined;

/** The database's index definitions by table (read once). */
let indexes: Map<string, string[]>;

/**
 * Whether an index bounds what the node reads although its plan names no condition: the index is partial (only its
 * predicate's rows are in it), or every column the node filters on has an index that serves that test — at demo
 * size the planner may read a small table whole rather than open that index, at volume it would not.
 */
function indexBounds(node: PlanNode): boolean {
  const defs = indexes.get(node['Relation Name'] ?? '') ?? [];
  const used = defs.find((def) => node['Index Name'] !== undefined && def.includes(` ${node['Index Name']} `));
  if (used?.includes(' WHERE ')) return true;
  const tests = [...(node.Filter ?? '').matchAll(/\((?:NOT )?(\w+)\)?\s*(~~\*|=|<=|>=|<|>)?/g)];
  if (!tests.length || !node.Filter) return false;
  return tests.every(([, column, op]) =>
    defs.some((def) =>
      op === '~~*'
        ? def.includes('USING gin') &&
          (def.includes(`(${column} gin_trgm_ops)`) || def.includes(`name_grams(${column})`))
        : new RegExp(`USING btree \\(${column}\\b`).test(def),
    ),
  );
}

/** The big tables a plan reads whole (see the header). */
function wholeReads(node: PlanNode, limited = false): string[] {
  const type = node['Node Type'];
  const stillLimited = type === 'Limit' || (limited && STREAMING.has(type));
  const own =
    isScan(node) &&
    BIG.includes(node['Relation Name'] ?? '') &&
    !node['Index Cond'] &&
    !node['Recheck Cond'] &&
    (type === 'Seq Scan' || !stillLimited) &&
    !indexBounds(node)
      ? [`${type} on ${node['Relation Name']}${node.Filter ? ` (filter ${node.Filter})` : ''}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => wholeReads(child, stillLimited))];
}

/** The alias of a list's own table: the first of its FROM (`withdraw_order w …`, `(SELECT …) c …`). */
function baseAlias(spec: ListSpec): string | undefined {
  const from = typeof spec.from === 'string' ? spec.from : spec.from(new Set());
  const match = from.trim().startsWith('(') ? /^\(.*?\)\s+(\w+)/s.exec(from.trim()) : /^\w+\s+(\w+)/.exec(from.trim());
  return match?.[1];
}

let server: RunningServer;
let admin: Client;
beforeAll(async () => {
  server = await startMemoryServer();
  admin = await login(server.url, 'admin');
  const rows = await server.db.query<{ tablename: string; indexdef: string }>(
    'SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = current_schema()',
  );
  indexes = new Map();
  for (const row of rows) indexes.set(row.tablename, [...(indexes.get(row.tablename) ?? []), row.indexdef]);
});
afterAll(() => server.close());

const lists = (await loadScreens())
  .flatMap((screen) => screen.routes)
  .filter((route): route is RouteDecl & { list: ListSpec } => route.list !== undefined);

/** The call's parameters every list needs (as the contract test sends them). */
async function baseQuery(spec: ListSpec): Promise<Query> {
  const query: Query = {};
  for (const [param, filter] of Object.entries(spec.filters ?? {})) {
    if (filter.whenLeftOut !== undefined || filter.mustSend) query[param] = '';
    if (filter.required && filter.sample !== undefined)
      query[param] = (await resolveSample(server.db, filter.sample)) as string | number;
  }
  return query;
}

/**
 * The whole reads of a call's statements on big tables. Hash and merge joins are off too: at volume a small table's
 * rows look their member up one by one, where at demo size the planner would read every member into a hash.
 */
async function readsOf(route: RouteDecl, query: Query): Promise<string[]> {
  const settings = ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin'];
  const plans = await planTrees(
    server.db,
    () => call(admin, route, query),
    (sql) => MENTIONS_BIG.test(sql),
    settings,
  );
  const statement = (sql: string) => sql.replace(/\s+/g, ' ').slice(0, 200);
  return plans.flatMap((plan) => wholeReads(plan).map((read) => `${read} in ${statement(plan.sql)}`));
}

describe('every list at volume', () => {
  it('reads no big table whole on its first page, but the declared exceptions', async () => {
    const found: Record<string, string[]> = {};
    for (const route of lists) {
      const reads = await readsOf(route, await baseQuery(route.list));
      if (reads.length) found[route.path] = reads;
    }
    expect(Object.keys(found).sort(), JSON.stringify(found, null, 1)).toEqual(Object.keys(WHOLE_READS).sort());
  }, 120_000);

  it("searches on a list's own columns go through an index", async () => {
    const found: Record<string, string[]> = {};
    for (const route of lists) {
      const alias = baseAlias(route.list);
      if (!alias || route.path in WHOLE_READS) continue;
      const base = await baseQuery(route.list);
      const answer = await call(admin, route, { ...base, pageSize: 50 });
      const rows = answer.code === 200 ? rowsOf(route.list, answer.result).records : [];
      for (const [param, filter] of Object.entries(route.list.filters ?? {})) {
        // A search through another table (`IN (SELECT …)`) is a join: the bench times it.
        if (filter.required || !filter.fragment.includes(`${alias}.`) || filter.fragment.includes('IN (SELECT'))
          continue;
        const field = filter.field === undefined ? param : filter.field;
        const value =
          filter.sample !== undefined
            ? await resolveSample(server.db, filter.sample)
            : field === null
              ? undefined
              : sampleFrom(filter, field, rows);
        if (value === undefined || value === null) continue;
        const reads = await readsOf(route, { ...base, [param]: value as string | number });
        if (reads.length) found[`${route.path} ${param}`] = reads;
      }
    }
    expect(Object.keys(found).sort(), JSON.stringify(found, null, 1)).toEqual(Object.keys(UNSERVED_SEARCHES).sort());
  }, 240_000);
});
