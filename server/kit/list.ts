import type { Queryable } from '../db/types';
import { Where } from '../db/where';
import { optEnum, optString, type Input } from '../http/input';
import { readPaging, toPage } from '../http/paging';
import type { Aggregate, ListSpec, Row } from './types';

/** `SUM(column)` over the whole filter, rounded to `decimals` (default 2). */
export function sum(column: string, decimals = 2): Aggregate {
  return { sql: `SUM(${column})`, decimals };
}

function whereOf(spec: ListSpec, input: Input): Where {
  const where = new Where();
  for (const [param, filter] of Object.entries(spec.filters ?? {}))
    where.add(filter.fragment, filter.read(input, param));
  return where;
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

const strip = (row: Row): Row => Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('__')));

/**
 * Runs a declared list: filters (blank ones ignored), order, then either every row (`paging: false`) or one page with
 * its total and extra aggregates. The aggregates are a query of their own: as window functions beside the page
 * (`COUNT(*) OVER ()`) they made the database build every matching row before the LIMIT — the withdrawal list fell
 * from ~160 to 25 requests/s under the bench's load; apart, the page query reads only its page through the index.
 */
export async function runList(db: Queryable, spec: ListSpec, input: Input): Promise<unknown> {
  const paging = spec.paging === false ? undefined : readPaging(input);
  const where = whereOf(spec, input);
  const order = orderOf(spec, input);
  const map = spec.map ?? ((row: Row) => row);
  if (!paging) {
    const rows = await db.query<Row>(`SELECT ${spec.select} FROM ${spec.from} ${where.toSql()} ${order}`, where.params);
    return rows.map(map);
  }
  const extras = Object.entries(spec.extra ?? {});
  const aggregates = [
    'COUNT(*)::int AS "__total"',
    ...extras.map(([key, aggregate]) => `${aggregate.sql} AS "__${key}"`),
  ];
  const filterParams = [...where.params];
  const limit = where.bind(paging.pageSize);
  const offset = where.bind(paging.offset);
  const [rows, [totals]] = await Promise.all([
    db.query<Row>(
      `SELECT ${spec.select} FROM ${spec.from} ${where.toSql()} ${order} LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    ),
    db.query<Row>(`SELECT ${aggregates.join(', ')} FROM ${spec.from} ${whereOf(spec, input).toSql()}`, filterParams),
  ]);
  const page = toPage(rows.map(strip).map(map), Number(totals?.__total ?? 0), paging);
  const sums = Object.fromEntries(extras.map(([key, aggregate]) => [key, rounded(totals?.[`__${key}`], aggregate)]));
  if (spec.result === 'pageInfoVO') return { pageInfoVO: page, ...sums };
  return { ...page, ...sums };
}
