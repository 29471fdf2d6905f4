import type { Db, Queryable, SqlParam } from '../db/types';
import type { RouteContext } from '../http/api';
import type { BareAnswer, ProfileOptions } from '../http/profile';
import type { Input } from '../lib/input';
import type { CallPerm } from '../../contract/calls';
import type { CacheStore } from '../lib/cache';
import type { PersonalOverrides } from '../lib/personal-walk';
import type { Filter } from './filters';
import type { KeptTotals } from './kept-totals';
import type { PageMenu } from './menu';
import type { Table } from '../lib/table';
import type { Call } from '../../contract/calls';

export type Method = 'get' | 'post';
/** CONTRACT.md's request styles: Q = GET query, F = POST form, B = POST JSON. */
export type Style = 'Q' | 'F' | 'B';
export type Row = Record<string, unknown>;
export type PageKeys = string | readonly string[];

/**
 * The context a custom handler or a `values` function gets: the route context plus the database. `K`: the request
 * keys its call declares.
 */
export interface KitContext<K extends string = string> extends RouteContext<K> {
  db: Db;
  /** The server's cache (in-process or Redis), shared by the instances when it is Redis. */
  cache: CacheStore;
}

/** An aggregate over every row matching the filter (not only the page), e.g. `sum('w.withdraw_amount')`. */
export interface Aggregate {
  /** An aggregate SQL expression such as `SUM(x)`; it runs as a window (`OVER ()`) beside the page. */
  sql: string;
  decimals?: number;
}

/** The result shapes of a list: `{records,total,current,size,pages}`, that page under `pageInfoVO`, or a plain array. */
export type ListResult = 'records' | 'pageInfoVO' | 'array';

export interface ListSpec {
  /**
   * Everything after FROM (tables and joins). A function gets the parameter names of the filters in effect, so a
   * list can join differently when it is filtered on a joined table (the same rows either way).
   */
  from: string | ((filters: ReadonlySet<string>) => string);
  /** The SELECT list; a table's `select(alias)` gives the typed columns. */
  select: string;
  filters?: Record<string, Filter>;
  /** The default ORDER BY (without the keywords). */
  order: string;
  /** Server sorting, only where declared: `sortField` (or `sort`) → SQL column, `sortOrder`/`order` asc|desc. */
  sort?: { fields: Record<string, string>; tiebreak: string };
  /** false: no paging, the whole (filtered) list as an array. Default true: `page`/`pageNumber` and `pageSize`. */
  paging?: boolean;
  result?: ListResult;
  /** Totals over the whole filter, returned beside the page. */
  extra?: Record<string, Aggregate>;
  /**
   * The page chosen on the base table first. When the filters in effect and the order name the base table's alias
   * alone, the page is picked from `base` (the table and its alias, `withdraw_order w`): filtered, ordered, LIMIT and
   * OFFSET; `joins` then add the other tables' columns to those rows only, and the totals count `base` alone. `joins`
   * must keep the rows as they are (each joins at most one row, LEFT). Joined first, the database could join every
   * matching row before it sorted them for one page.
   */
  pageFirst?: { base: string; joins: string };
  /** The total and sums kept per group as rows change (kit/kept-totals.ts `keptTotals`), for filters that allow it. */
  kept?: KeptTotals;
  /** Turns a database row into the record sent (e.g. JSON text columns parsed). */
  map?: (row: Row) => Row;
  /**
   * A row of this list may be revealed whole (routes/personal-reveal.ts): `id`, the column that identifies a row (the
   * request's `id`); `member`, the column of the member the row belongs to (recorded with the reveal).
   */
  reveal?: { id: string; member?: string };
  /**
   * The FROM of the bare profile (http/profile.ts), where it lists fewer rows: what a bare back end does not have left
   * out (the console's own dictionaries). Default: `from`.
   */
  bareFrom?: string;
}

export type Values = Record<string, SqlParam | undefined>;
export type Mode = 'add' | 'edit';

export interface RouteDoc {
  /** The request parameters or body, for CONTRACT.md (lists document their filters themselves). */
  params?: string;
  /** What the route answers and does, for CONTRACT.md. */
  doc?: string;
}

/**
 * `consoleOnly`: the route is the console's own (neither SPEC.md nor X-Boot names it; the bare profile leaves it out; a
 * screen whose menu entry is `consoleOnly` has every route console-only). `bareAnswer`: its answer's shape in the bare profile.
 */
export interface RouteOptions extends RouteDoc, ProfileOptions {
  /** Other page keys allowed to call it instead of the screen's own (any of them). */
  page?: PageKeys;
  /** A GET that changes data (the spec makes a few deletes and settings GET-style): audited and logged as a write. */
  writes?: boolean;
  /** The input fields holding the reason the screen asks for (audit trail); default: remark, reason and the like. */
  reason?: readonly string[];
  /** Keys of its answer read otherwise than lib/personal-walk.ts's PERSONAL_KEYS say (null: not personal data here). */
  personal?: PersonalOverrides;
}

export type RouteKind = 'list' | 'create' | 'update' | 'save' | 'delete' | 'deleteMany' | 'toggle' | 'custom';

/** One declared endpoint: what the server registers, CONTRACT.md documents and the contract tests call. */
export interface RouteDecl extends RouteDoc {
  kind: RouteKind;
  /** The call declared in contract/ that it serves; `method` and `path` (as the router reads it) follow from it. */
  call: Call;
  method: Method;
  path: string;
  /** The call's request style (CONTRACT.md's letter). */
  style: Style;
  page: PageKeys;
  /** The permType checked before the handler runs (its call's); `add|edit` checks add or edit by the presence of `id`. */
  perm?: CallPerm;
  /** Whether it changes data: every POST, and a GET declared `writes`. */
  writes: boolean;
  reason?: readonly string[];
  personal?: PersonalOverrides;
  list?: ListSpec;
  /** The console's own route, and what it is (see RouteOptions); absent: SPEC.md or X-Boot names it. */
  consoleOnly?: string;
  bareAnswer?: BareAnswer;
  handler(ctx: KitContext): Promise<unknown>;
}

export interface Entity {
  table: Table;
  /**
   * Migrations of this entity, applied once each in order and recorded by id in `entity_migrations`.
   * Default: one, `<table>:create`, from the typed columns. `existing`: the table comes from the numbered schema.
   */
  migrations?: readonly { id: string; sql: string }[];
  existing?: string;
  /** Demo rows, once per database (recorded as `<table>:seed`), after the core seed. */
  seed?: (db: Queryable) => Promise<void>;
}

export interface ScreenDecl {
  /** The page key = the menu `component` = the console's screen key. */
  page: string;
  /** Its menu entry: group (the folder), order, titles in both languages, icon, operatorView. */
  menu: PageMenu;
  routes: readonly RouteDecl[];
  entities: readonly Entity[];
  /** Decisions of this screen where the contract was silent, for CONTRACT.md. */
  notes: readonly string[];
}

export type { Input };
