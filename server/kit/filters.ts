import type { SqlParam } from '../db/types';
import { containsSql, escapeLike } from '../db/where';
import { optEnum, optFlag, optInt, optNumber, optString, optTime, requireSent, type Input } from '../lib/input';
import { ApiError } from '../lib/api-error';
import { personalKindOf } from '../lib/personal-walk';
import { fill, M } from '../i18n/messages';
import type { KeyType } from '../../contract/calls';

/** How a generated contract test checks a row against the filter's value. */
export type FilterCheck = 'equal' | 'contains' | 'flag' | 'atLeast' | 'atMost' | 'none';

/** A sample value for the contract test: a constant, or the first column of a SQL query's first row. */
export type Sample = SqlParam | { sql: string };

/**
 * One request parameter that narrows a list. Built by the helpers below; keyed by its parameter name. `type` is what
 * the parameter carries, as the list call in `contract/` declares it (`FiltersFor` in kit/screen.ts ties the two).
 */
export interface Filter<T extends KeyType = KeyType> {
  type: T;
  /** SQL with `$?` where the value goes (parameterised, never concatenated). */
  fragment: string;
  read(input: Input, param: string): SqlParam | undefined;
  /** Other parameter names accepted for the same filter (read when the main one is absent). */
  aliases: readonly string[];
  required: boolean;
  check: FilterCheck;
  /** The record field the value is compared with (contract tests); default the parameter name; null: not in the row. */
  field?: string | null;
  sample?: Sample;
  /** What CONTRACT.md says about it, e.g. "exact", "contains". */
  doc: string;
  /**
   * X-Boot's entity binding: a parameter left out takes this value (the new entity's default) and narrows the list
   * by it; sent blank it does not narrow. Clients must send such parameters blank, as X-Boot's own client does.
   */
  whenLeftOut?: SqlParam;
  /** Must be in the request, blank allowed (X-Boot's required `@RequestParam`). */
  mustSend?: boolean;
  /**
   * A "contains" filter's equality: what it becomes on a column of members' personal data for a user who sees it
   * masked (lib/personal-walk.ts), so that a part of a value cannot probe the digits the mask hides.
   */
  exact?: { fragment: string; read: Reader };
  /** Whether the filtered column holds personal data; default: its field (or parameter) is a personal key. */
  personal?: boolean;
  /** Its best plan depends on the value (db/types.ts PLAN_PER_VALUE): a name on most rows, or on a few. */
  planPerValue?: boolean;
}

export interface FilterOptions {
  alias?: string | readonly string[];
  /** The record field holding the filtered value, when it differs from the parameter name; null when not returned. */
  field?: string | null;
  sample?: Sample;
  /** The parameter must be sent (else "参数不能为空: <param>"). */
  required?: boolean;
  /** X-Boot's `@RequestParam`: the parameter must be in the request, blank allowed (blank does not narrow). */
  mustSend?: boolean;
  /** The column holds members' personal data (or, false, does not) whatever its field's name says. */
  personal?: boolean;
}

export type Reader = (input: Input, param: string) => SqlParam | undefined;

function make<T extends KeyType>(
  type: T,
  fragment: string,
  read: Reader,
  check: FilterCheck,
  doc: string,
  opts: FilterOptions = {},
): Filter<T> {
  const aliases = opts.alias === undefined ? [] : typeof opts.alias === 'string' ? [opts.alias] : opts.alias;
  const withAliases: Reader = (input, param) => {
    if (opts.mustSend) requireSent(input, param);
    for (const name of [param, ...aliases]) {
      const value = read(input, name);
      if (value !== undefined) return value;
    }
    if (opts.required) throw new ApiError(fill(M.missingParameter, { field: param }));
    return undefined;
  };
  return {
    type,
    fragment,
    read: withAliases,
    aliases,
    required: opts.required ?? false,
    check,
    ...(opts.field !== undefined ? { field: opts.field } : {}),
    ...(opts.sample !== undefined ? { sample: opts.sample } : {}),
    ...(opts.mustSend ? { mustSend: true } : {}),
    ...(opts.personal !== undefined ? { personal: opts.personal } : {}),
    doc: `${doc}${opts.required ? ', required' : ''}${aliases.length ? ` (alias \`${aliases.join('`, `')}\`)` : ''}`,
  };
}

/** Exact match of an integer (`int`, the default) or a text value. */
export function eq<T extends 'int' | 'text' = 'int'>(
  column: string,
  type: T = 'int' as T,
  opts: FilterOptions = {},
): Filter<T> {
  const read: Reader =
    type === 'text' ? (input, param) => optString(input, param) : (input, param) => optInt(input, param);
  return make(type, `${column} = $?`, read, 'equal', 'exact', opts);
}

/** Case-insensitive "contains"; `%` and `_` match literally. */
export function contains(column: string, opts: FilterOptions = {}): Filter<'text'> {
  const read: Reader = (input, param) => {
    const value = optString(input, param);
    return value === undefined ? undefined : escapeLike(value);
  };
  const filter = make('text', containsSql(column), read, 'contains', 'contains', opts);
  const exact = make('text', `${column} = $?`, (input, param) => optString(input, param), 'equal', 'exact', opts);
  return { ...filter, exact: { fragment: exact.fragment, read: exact.read } };
}

/** The name grams condition before a name's ILIKE (db/migrations-volume.ts, 72). */
const GRAMS = (column: string): string => `name_grams(${column}) @> name_query_grams($?) AND `;

/**
 * "Contains" on a name (a member's, a staff user's): its character pairs first, through a name grams index
 * (db/migrations-volume.ts), then ILIKE for their order. Only on a column with that index: `member.real_name`, a
 * withdrawal's `handler`, a wallet change's or points record's `operator`.
 */
export function containsName(column: string, opts: FilterOptions = {}): Filter<'text'> {
  const base = contains(column, opts);
  return { ...base, fragment: `${GRAMS(column)}${base.fragment}`, planPerValue: true };
}

/**
 * A WHERE clause without its name grams conditions, for the kept totals: the ILIKE beside each decides alone, and
 * the grams of every kept row need not be computed (most of the kept read's time on PGlite).
 */
export const withoutGrams = (sql: string): string =>
  sql.replace(/name_grams\(([\w.]+)\) @> name_query_grams\(\$\d+\) AND /g, '');

/**
 * "Contains" on a column of another table the row points to: `key IN (SELECT id FROM table WHERE column ILIKE …)`,
 * e.g. a withdrawal's member by phone. The database finds the few matching rows of that table through its own index
 * (a trigram index for "contains"), then the list's rows through `key`'s index — instead of looking each list row's
 * member up and testing it (12.7 s for a phone among 3,000,000 withdrawals; docs/performance.md "At volume").
 */
export function containsVia(
  key: string,
  via: { table: string; column: string; name?: boolean },
  opts: FilterOptions = {},
): Filter<'text'> {
  const inner = (condition: string): string => `${key} IN (SELECT id FROM ${via.table} WHERE ${condition})`;
  const base = via.name ? containsName(via.column, opts) : contains(via.column, opts);
  return {
    ...base,
    fragment: inner(base.fragment),
    ...(base.exact ? { exact: { ...base.exact, fragment: inner(base.exact.fragment) } } : {}),
  };
}

/** The filter as it applies for a user who sees personal data masked: a personal "contains" matches whole values. */
export function exactForMasked<T extends KeyType>(filter: Filter<T>, param: string): Filter<T> {
  if (!filter.exact || !(filter.personal ?? personalKindOf(filter.field ?? param) !== undefined)) return filter;
  return { ...filter, fragment: filter.exact.fragment, read: filter.exact.read, check: 'equal' };
}

/** X-Boot's `key` search: case-insensitive "contains" on any of `columns` (the contract test checks it narrows). */
export function containsAny(columns: readonly string[], opts: FilterOptions = {}): Filter<'text'> {
  const read: Reader = (input, param) => {
    const value = optString(input, param);
    return value === undefined ? undefined : escapeLike(value);
  };
  const fragment = `(${columns.map((column) => containsSql(column)).join(' OR ')})`;
  return make('text', fragment, read, 'none', `contains, in any of ${columns.join(', ')}`, { field: null, ...opts });
}

/** A yes/no flag sent as 1/0 or true/false, on a boolean column. */
export function flag(column: string, opts: FilterOptions = {}): Filter<'flag'> {
  return make('flag', `${column} = $?`, (input, param) => optFlag(input, param), 'flag', '0/1', opts);
}

/** One of the listed codes (anything else: "参数格式错误: <param>"). */
export function oneOf(column: string, values: readonly (string | number)[], opts: FilterOptions = {}): Filter<'enum'> {
  return make(
    'enum',
    `${column} = $?`,
    (input, param) => optEnum(input, param, values),
    'equal',
    values.join('|'),
    opts,
  );
}

/** A time lower bound, inclusive: `yyyy-MM-dd HH:mm:ss` or a day `yyyy-MM-dd` (its first second). */
export function since(column: string, opts: FilterOptions = {}): Filter<'time'> {
  return make(
    'time',
    `${column} >= $?::timestamp`,
    (input, param) => optTime(input, param),
    'atLeast',
    'time ≥ (a day means 00:00:00)',
    opts,
  );
}

/** A time upper bound, inclusive: a bare day means its last second. */
export function until(column: string, opts: FilterOptions = {}): Filter<'time'> {
  return make(
    'time',
    `${column} <= $?::timestamp`,
    (input, param) => optTime(input, param, true),
    'atMost',
    'time ≤ (a day means 23:59:59)',
    opts,
  );
}

export function atLeast(column: string, opts: FilterOptions = {}): Filter<'number'> {
  return make('number', `${column} >= $?`, (input, param) => optNumber(input, param), 'atLeast', 'number ≥', opts);
}

export function atMost(column: string, opts: FilterOptions = {}): Filter<'number'> {
  return make('number', `${column} <= $?`, (input, param) => optNumber(input, param), 'atMost', 'number ≤', opts);
}

/** A pair of bounds on one column, for spreading into `filters`: `...between('w.created_time', 'startTime', 'endTime')`. */
export function between<A extends string, B extends string, K extends 'time' | 'number' = 'time'>(
  column: string,
  fromParam: A,
  toParam: B,
  kind: K = 'time' as K,
  opts: FilterOptions = {},
): Record<A | B, Filter<K>> {
  const pair: Record<string, Filter<'time'> | Filter<'number'>> =
    kind === 'time'
      ? { [fromParam]: since(column, opts), [toParam]: until(column, opts) }
      : { [fromParam]: atLeast(column, opts), [toParam]: atMost(column, opts) };
  return pair as Record<A | B, Filter<K>>;
}

/**
 * A filter bound the way X-Boot binds a list's filters into a new entity (`getByCondition`): left out, the parameter
 * is the entity's default and narrows the list (`status` 0, `type` 0; `id` a fresh snowflake, which no row has);
 * sent blank (`status=`), it does not narrow.
 */
export function entityDefault<T extends KeyType>(filter: Filter<T>, value: SqlParam): Filter<T> {
  const read: Reader = (input, param) => (param in input ? filter.read(input, param) : value);
  return { ...filter, read, whenLeftOut: value, doc: `${filter.doc}; left out: narrows to the entity default` };
}
