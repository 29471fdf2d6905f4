import { PLAN_PER_VALUE, type Queryable, type SqlParam } from '../db/types';
import type { WriteClock } from '../db/writes';
import { Where } from '../db/where';
import { optEnum, optString, type Input } from '../lib/input';
import { readPaging, toPage } from '../http/paging';
import { withClock } from '../lib/time';
import { exactForMasked, withoutGrams, type Filter } from './filters';
import { keptAnswers, keptTotalsSql } from './kept-totals';
import { afterBoundary, boundaryOf, keepBoundary, keyColumns, keysetFrom, nearestBoundary, orderKeys } from './keyset';
import type { Aggregate, ListSpec, Row } from './types';

/** `SUM(column)` over the whole filter, rounded to `decimals` (default 2). */
export function sum(column: string, decimals = 2): Aggregate {
  return { sql: `SUM(${column})`, decimals };
}

/** How a list runs for its caller: `masked`, the user sees personal data masked (its filters match whole values). */
export interface ListOptions {
  masked?: boolean;
}

/**
 * The WHERE clause of the filters sent, the FROM that goes with them, and their SQL. `params`: parameters the caller
 * binds before the filters' (a review queue's claim), so the filters' placeholders follow them.
 */
export function whereOf(
  spec: ListSpec,
  input: Input,
  opts: ListOptions,
  params: SqlParam[] = [],
): { where: Where; from: string; fragments: string[]; applied: [Filter, SqlParam][] } {
  const where = new Where(params);
  const active = new Set<string>();
  const fragments: string[] = [];
  const applied: [Filter, SqlParam][] = [];
  for (const [param, declared] of Object.entries(spec.filters ?? {})) {
    const filter = opts.masked ? exactForMasked(declared, param) : declared;
    const value = filter.read(input, param);
    if (value !== undefined) {
      active.add(param);
      fragments.push(filter.fragment);
      applied.push([filter, value]);
    }
    where.add(filter.fragment, value);
  }
  const from = typeof spec.from === 'string' ? spec.from : spec.from(active);
  return { where, from, fragments, applied };
}

/** The table aliases an SQL fragment names (`w.status = $1` → w). */
const aliasesIn = (sql: string): string[] => [...sql.matchAll(/\b([A-Za-z_]\w*)\./g)].map((match) => match[1] ?? '');

/** The list's `pageFirst` with its base alias, when the filters in effect and the order allow it (see ListSpec). */
function pageFirstOf(spec: ListSpec, fragments: readonly string[], order: string) {
  const first = spec.pageFirst;
  if (!first) return undefined;
  const alias = first.base.trim().split(/\s+/).at(-1) ?? '';
  return [order, ...fragments].flatMap(aliasesIn).every((name) => name === alias) ? { ...first, alias } : undefined;
}

/** The declared order, or the requested one when the list declares server sorting (never required). */
function orderOf(spec: ListSpec, input: Input): string {
  if (!spec.sort) return `ORDER BY ${spec.order}`;
  const fieldParam = optString(input, 'sortField') !== undefined ? 'sortField' : 'sort';
  const field = optEnum(input, fieldParam, Object.keys(spec.sort.fields));
  const orderParam = optString(input, 'sortOrder') !== undefined ? 'sortOrder' : 'order';
  const order = optEnum(input, orderParam, ['asc', 'desc', 'ascend', 'descend']);
  if (!field) return `ORDER BY ${spec.order}`;
  const direction = order === 'asc' || order === 'ascend' ? 'ASC' : 'DESC';
  return `ORDER BY ${spec.sort.fields[field]} ${direction}, ${spec.sort.tiebreak} ${direction}`;
}

const rounded = (value: unknown, aggregate: Aggregate): number => {
  const number = Number(value ?? 0);
  const scale = 10 ** (aggregate.decimals ?? 2);
  return Math.round(number * scale) / scale;
};

/** The aggregate columns of the combined statement's first row (`__total` and the sums). */
const onlyTotals = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([key]) => key.startsWith('__') && key !== '__present'));

/**
 * The page's rows without the statement's own columns (`__total`, the sums, the keyset's, `__present`). Every row of a
 * statement has the same columns, so they are picked once and each row is built in one shape: through
 * `Object.fromEntries` per row, 1,000 rows took 12 ms of a 70-ms answer and came out as dictionaries, slower to encode.
 */
function strip(rows: readonly Row[]): Row[] {
  const keys = Object.keys(rows[0] ?? {}).filter((key) => !key.startsWith('__'));
  return rows.map((row) => {
    const out: Row = {};
    for (const key of keys) out[key] = row[key];
    return out;
  });
}

/**
 * How long a page's total and sums may be reused (env LIST_TOTALS_TTL_MS, default 2000; 0 turns the reuse off). Only
 * while no write made through this process has ended since they were read (the database's write clock): with one
 * server instance — PGlite always, PostgreSQL unless several instances share it — they are exact; with several, a
 * total may lag another instance's write by this long (the rows never do: the page is read every time).
 */
export function totalsTtlMs(): number {
  const value = Number(process.env.LIST_TOTALS_TTL_MS ?? 2000);
  return Number.isFinite(value) && value >= 0 ? value : 2000;
}

interface CachedTotals {
  generation: number;
  at: number;
  row: Row;
}
const TOTALS_ENTRIES = 500;
const totalsCache = new WeakMap<WriteClock, Map<string, CachedTotals>>();

function cachedTotals(clock: WriteClock | undefined, key: string, generation: number): Row | undefined {
  const entry = clock && totalsCache.get(clock)?.get(key);
  if (!entry || entry.generation !== generation || Date.now() - entry.at >= totalsTtlMs()) return undefined;
  return entry.row;
}

function keepTotals(clock: WriteClock | undefined, key: string, generation: number, row: Row): void {
  if (!clock || totalsTtlMs() === 0) return;
  const entries = totalsCache.get(clock) ?? new Map<string, CachedTotals>();
  totalsCache.set(clock, entries);
  entries.delete(key);
  if (entries.size >= TOTALS_ENTRIES) entries.delete(entries.keys().next().value ?? key);
  entries.set(key, { generation, at: Date.now(), row });
}

/**
 * Runs a declared list: filters (blank ones ignored), order, then either every row (`paging: false`) or one page with
 * its total and extra aggregates, in one statement: the aggregates are a one-row subquery and the page a LATERAL
 * subquery joined to it `ON true`, so the page still reads only its rows through the index. (As window functions
 * beside the page, `COUNT(*) OVER ()` made the database build every matching row before the LIMIT: the withdrawal
 * list fell from ~160 to 25 requests/s under the bench's load.) A join `ON true` can only be a nested loop with the
 * one aggregate row outside, so the rows keep the page's order; an empty page gives that one row with no page
 * columns (`__present` is null). One statement instead of two saves a round trip, a parse and a plan per list call;
 * while the same filter's totals are fresh (totalsTtlMs), the statement reads the page alone.
 */
export async function runList(db: Queryable, spec: ListSpec, input: Input, opts: ListOptions = {}): Promise<unknown> {
  const paging = spec.paging === false ? undefined : readPaging(input);
  const { where, from, fragments, applied } = whereOf(spec, input, opts);
  const order = orderOf(spec, input);
  const map = spec.map ?? ((row: Row) => row);
  if (!paging) {
    const rows = await db.query<Row>(
      withClock(`SELECT ${spec.select} FROM ${from} ${where.toSql()} ${order}`),
      where.params,
    );
    return rows.map(map);
  }
  const extras = Object.entries(spec.extra ?? {});
  const aggregates = [
    'COUNT(*)::int AS "__total"',
    ...extras.map(([key, aggregate]) => `${aggregate.sql} AS "__${key}"`),
  ];
  const filter = where.toSql();
  const first = pageFirstOf(spec, fragments, order);
  const kept = spec.kept;
  const totalsSql = withClock(
    kept && applied.every(([declared, value]) => keptAnswers(kept, declared, value))
      ? keptTotalsSql(kept, withoutGrams(filter))
      : `SELECT ${aggregates.join(', ')} FROM ${first ? first.base : from} ${filter}`,
  );
  const cacheKey = JSON.stringify([totalsSql, where.params]);
  const clock = db.writes;
  const generation = clock?.now() ?? 0;
  const known = cachedTotals(clock, cacheKey, generation);
  // A deep page starts after a row read before where one is known (kit/keyset.ts).
  const keys = keysetFrom() > 0 ? orderKeys(order) : [];
  const listKey = JSON.stringify([first ? first.base : from, filter, order, where.params]);
  const start =
    keys.length && paging.offset >= keysetFrom() ? nearestBoundary(clock, listKey, paging.offset) : undefined;
  const pageFilter = start
    ? `${filter ? `${filter} AND` : 'WHERE'} ${afterBoundary(keys, start.boundary, (value) => where.bind(value))}`
    : filter;
  const limit = where.bind(paging.pageSize);
  const offset = where.bind(paging.offset - (start?.rows ?? 0));
  const columns = `${spec.select}${keyColumns(keys)}, 1 AS "__present"`;
  const pageSql = withClock(
    first
      ? `SELECT ${columns} FROM (SELECT ${first.alias}.* FROM ${first.base} ${pageFilter} ${order} ` +
          `LIMIT ${limit} OFFSET ${offset}) ${first.alias} ${first.joins} ${order}`
      : `SELECT ${columns} FROM ${from} ${pageFilter} ${order} LIMIT ${limit} OFFSET ${offset}`,
  );
  const plan = applied.some(([filter]) => filter.planPerValue) ? PLAN_PER_VALUE : '';
  const rows = known
    ? await db.query<Row>(`${plan}${pageSql}`, where.params)
    : await db.query<Row>(
        `${plan}SELECT page.*, totals.* FROM (${totalsSql}) totals LEFT JOIN LATERAL (${pageSql}) page ON true`,
        where.params,
      );
  const totals = known ?? rows[0] ?? {};
  if (!known) keepTotals(clock, cacheKey, generation, onlyTotals(totals));
  const records = rows.filter((row) => row.__present !== null && row.__present !== undefined);
  if (records.length === paging.pageSize)
    keepBoundary(clock, listKey, generation, paging.offset + records.length, boundaryOf(records.at(-1), keys));
  const page = toPage(strip(records).map(map), Number(totals.__total ?? 0), paging);
  const sums = Object.fromEntries(extras.map(([key, aggregate]) => [key, rounded(totals[`__${key}`], aggregate)]));
  if (spec.result === 'pageInfoVO') return { pageInfoVO: page, ...sums };
  return { ...page, ...sums };
}
