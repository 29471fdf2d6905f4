import type { Db, SqlParam } from '../db/types';
import type { Filter, Sample } from '../kit/filters';
import type { ListSpec, RouteDecl } from '../kit/types';
import type { Client, Envelope, Row } from './helpers';

export type Query = Record<string, string | number | boolean | null>;

/** Calls a declared route the way the console does: GET with a query string, POST with a JSON body. */
export function call(client: Client, route: RouteDecl, params: Query = {}): Promise<Envelope> {
  if (route.method === 'get') return client.get(route.path, params);
  return client.body(route.path, params);
}

const isSpringPage = (value: unknown): value is { content: Row[]; totalElements: number } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { content?: unknown }).content);

/** The records and total of a list answer, whatever its declared shape. */
export function rowsOf(spec: ListSpec, result: unknown): { records: Row[]; total: number } {
  if (spec.paging === false) {
    const records = result as Row[];
    return { records, total: records.length };
  }
  if (spec.result === 'pageInfoVO') return (result as { pageInfoVO: { records: Row[]; total: number } }).pageInfoVO;
  // The system API (/xboot/**) answers Spring Data's Page, as X-Boot does.
  if (isSpringPage(result)) return { records: result.content, total: result.totalElements };
  return result as { records: Row[]; total: number };
}

export async function resolveSample(db: Db, sample: Sample): Promise<SqlParam> {
  if (sample === null || typeof sample !== 'object' || !('sql' in sample)) return sample;
  const [row] = await db.query<Row>(sample.sql);
  return (row ? Object.values(row)[0] : null) as SqlParam;
}

const isYes = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** The value a filter is tried with, from the first row that has its field; undefined when no row has one. */
export function sampleFrom(filter: Filter, field: string, rows: readonly Row[]): string | number | undefined {
  const value = rows
    .map((row) => row[field])
    .find((candidate) => candidate !== null && candidate !== undefined && candidate !== '');
  if (value === undefined) return undefined;
  if (filter.check === 'flag') return isYes(value) ? 1 : 0;
  if (filter.check === 'contains') {
    const text = String(value);
    return text.length > 4 ? text.slice(1, 5) : text;
  }
  return typeof value === 'number' ? value : String(value);
}

const compare = (a: unknown, b: unknown): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/** Whether a returned row agrees with the filter's value. */
export function agrees(filter: Filter, actual: unknown, value: string | number): boolean {
  switch (filter.check) {
    case 'equal':
      return String(actual) === String(value);
    case 'contains':
      return String(actual).toLowerCase().includes(String(value).toLowerCase());
    case 'flag':
      return (isYes(actual) ? 1 : 0) === value;
    case 'atLeast':
      return actual !== null && compare(actual, value) >= 0;
    case 'atMost':
      return actual !== null && compare(actual, value) <= 0;
    case 'none':
      return true;
  }
}
