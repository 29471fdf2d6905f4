/**
 * Keyset paging under the page numbers (docs/performance.md "At volume"): a list page at a large offset starts after
 * the last row of a page read before — its order's values, kept per filter and order while no write has ended
 * (the database's write clock) — and skips only the rows between, instead of counting off every row before it.
 * Reading pages in turn (next page, an export's batches) skips none. Without such a page the offset reads as before.
 */
import type { WriteClock } from '../db/writes';
import type { Row } from './types';

export interface OrderKey {
  expr: string;
  desc: boolean;
}

/** The last row of a page: its order's values as text, with their types (to cast them back). */
export interface Boundary {
  values: string[];
  types: string[];
}

/** From which offset a page starts after a known row (env LIST_KEYSET_FROM, default 1000 rows; 0 turns it off). */
export function keysetFrom(): number {
  const value = Number(process.env.LIST_KEYSET_FROM ?? 1000);
  return Number.isFinite(value) && value >= 0 ? value : 1000;
}

/** The parts of an ORDER BY, split at its top-level commas; none when a part names NULLS placement or COLLATE. */
export function orderKeys(order: string): OrderKey[] {
  const body = order.replace(/^\s*ORDER BY\s+/i, '');
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of body) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  const keys = parts.map((part) => {
    const match = /^(.*?)(?:\s+(ASC|DESC))?\s*$/is.exec(part.trim());
    return { expr: match?.[1] ?? '', desc: match?.[2]?.toUpperCase() === 'DESC' };
  });
  return keys.some((key) => !key.expr || /\b(NULLS|COLLATE)\b/i.test(key.expr)) ? [] : keys;
}

/** The SELECT columns that read a row's order values (`__k<i>`) and their types (`__t<i>`). */
export const keyColumns = (keys: readonly OrderKey[]): string =>
  keys.map((key, i) => `, (${key.expr})::text AS "__k${i}", pg_typeof(${key.expr})::text AS "__t${i}"`).join('');

/** Types a boundary value may be cast back to. */
const CASTS = new Set([
  'integer',
  'bigint',
  'smallint',
  'numeric',
  'text',
  'boolean',
  'date',
  'double precision',
  'timestamp without time zone',
]);

/** The boundary of a row read with keyColumns; undefined when a value is NULL or of a type not cast back. */
export function boundaryOf(row: Row | undefined, keys: readonly OrderKey[]): Boundary | undefined {
  if (!row || !keys.length) return undefined;
  const values = keys.map((_, i) => row[`__k${i}`]);
  const types = keys.map((_, i) => row[`__t${i}`]);
  if (values.some((value) => typeof value !== 'string')) return undefined;
  if (types.some((type) => typeof type !== 'string' || !CASTS.has(type))) return undefined;
  return { values: values as string[], types: types as string[] };
}

/** The rows after `boundary` in the order of `keys` (`bind` gives each value's placeholder). */
export function afterBoundary(keys: readonly OrderKey[], boundary: Boundary, bind: (value: string) => string): string {
  const value = (i: number) => `${bind(boundary.values[i] ?? '')}::${boundary.types[i]}`;
  const alternatives = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((previous, j) => `(${previous.expr}) = ${value(j)}`);
    return [...equal, `(${key.expr}) ${key.desc ? '<' : '>'} ${value(i)}`].join(' AND ');
  });
  return `(${alternatives.map((alternative) => `(${alternative})`).join(' OR ')})`;
}

interface Known {
  generation: number;
  /** Row count before the boundary → the boundary. */
  at: Map<number, Boundary>;
}
const LISTS = 200;
const PER_LIST = 50;
const known = new WeakMap<WriteClock, Map<string, Known>>();

/** The boundary nearest below `offset` known for this list statement, with its row count. */
export function nearestBoundary(
  clock: WriteClock | undefined,
  key: string,
  offset: number,
): { rows: number; boundary: Boundary } | undefined {
  const entry = clock && known.get(clock)?.get(key);
  if (!entry || entry.generation !== clock.now()) return undefined;
  let best: { rows: number; boundary: Boundary } | undefined;
  for (const [rows, boundary] of entry.at) if (rows <= offset && rows > (best?.rows ?? 0)) best = { rows, boundary };
  return best;
}

/** Keeps the boundary after `rows` rows of this list statement, read at `generation`. */
export function keepBoundary(
  clock: WriteClock | undefined,
  key: string,
  generation: number,
  rows: number,
  boundary: Boundary | undefined,
): void {
  if (!clock || !boundary) return;
  const lists = known.get(clock) ?? new Map<string, Known>();
  known.set(clock, lists);
  const entry = lists.get(key);
  const fresh = entry && entry.generation === generation ? entry : { generation, at: new Map<number, Boundary>() };
  lists.delete(key);
  if (lists.size >= LISTS) lists.delete(lists.keys().next().value ?? key);
  fresh.at.delete(rows);
  if (fresh.at.size >= PER_LIST) fresh.at.delete(fresh.at.keys().next().value ?? rows);
  fresh.at.set(rows, boundary);
  lists.set(key, fresh);
}
