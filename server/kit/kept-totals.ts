/**
 * Kept totals (docs/performance.md "At volume"): a list's row count and sums over a whole table, a tab of it or whole
 * days of it, read from a small table of per-group figures instead of counting millions of rows on every call.
 *
 * `kept_<table>` holds rows (the `by` columns, the day, `kept_rows`, one `s_<key>` per sum) whose sums per group are
 * the base table's figures. Statement triggers with transition tables add each statement's net change per group as
 * new rows, in the writing transaction (no row is updated, so writers never wait on each other); `compactKept` folds
 * them back to one row per group now and then. A list call whose filters in effect all test `by` columns, or bound
 * the day column on whole days (from 00:00:00, to 23:59:59), reads its total and sums there with the same filter SQL;
 * any other filter counts the base table as before. The figures are exact either way (tests/kept-totals.test.ts
 * compares them after random writes).
 *
 * Writes with the table's user triggers off (the volume seed) must `refillKept` after.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types';
import { KEPT_TABLE_PREFIX } from '../db/audit';
import { logError } from '../lib/log-error';
import type { Filter } from './filters';
import type { Aggregate, ScreenDecl } from './types';

export interface KeptTotals {
  /** The base table. */
  table: string;
  /** Its alias in the list's filters (`w` of `withdraw_order w`). */
  alias: string;
  /** Columns (of the base table, no alias) whose equality and lists the kept figures answer. */
  by: readonly string[];
  /** A timestamp column kept per day. */
  day?: string;
  /** The list's sums: key → the summed expression on the alias. */
  sums: Readonly<Record<string, string>>;
  /** Sums kept for other readers (home's statistics), not answered by the list. */
  keep?: Readonly<Record<string, string>>;
  /** The list's own condition on kept columns (a list of some rows of the table), e.g. `s.type IN (3, 4)`. */
  where?: string;
}

/** The list's `kept` declaration and the `extra` aggregates that go with it (spread both into the list). */
export function keptTotals(
  base: string,
  opts: Pick<KeptTotals, 'by' | 'day' | 'keep' | 'where'> & { sums?: Record<string, string>; decimals?: number },
): { kept: KeptTotals; extra?: Record<string, Aggregate> } {
  const [table = '', alias = table] = base.trim().split(/\s+/);
  const sums = opts.sums ?? {};
  const { decimals: _decimals, ...declared } = opts;
  const kept = { table, alias, ...declared, sums };
  const entries = Object.entries(sums);
  if (!entries.length) return { kept };
  const aggregate = (sql: string): Aggregate => ({ sql: `SUM(${sql})`, decimals: opts.decimals ?? 2 });
  return { kept, extra: Object.fromEntries(entries.map(([key, sql]) => [key, aggregate(sql)])) };
}

export const keptName = (kept: KeptTotals): string => `${KEPT_TABLE_PREFIX}${kept.table}`;
const sumColumn = (key: string): string => `"s_${key}"`;
/** Every sum kept: the list's and the others'. */
const keptSums = (kept: KeptTotals): [string, string][] => Object.entries({ ...kept.sums, ...kept.keep });

/** The group columns as selected from the base rows (alias `kept.alias`), and their names. */
function groups(kept: KeptTotals): { exprs: string[]; names: string[] } {
  const names = [...kept.by, ...(kept.day ? [kept.day] : [])];
  const exprs = [
    ...kept.by.map((column) => `${kept.alias}.${column}`),
    ...(kept.day ? [`date_trunc('day', ${kept.alias}.${kept.day})`] : []),
  ];
  return { exprs, names };
}

/** A SELECT of the figures per group of `source` (a table or transition table), signed, aliased `kept.alias`. */
function figuresOf(kept: KeptTotals, source: string, sign: '' | '-'): string {
  const { exprs } = groups(kept);
  const sums = keptSums(kept).map(([key, sql]) => `${sign}SUM(${sql}) AS ${sumColumn(key)}`);
  const names = groups(kept).names.map((name, index) => `${exprs[index]} AS ${name}`);
  return `SELECT ${[...names, `${sign}COUNT(*) AS kept_rows`, ...sums].join(', ')} FROM ${source} ${kept.alias}
    GROUP BY ${exprs.map((_, index) => index + 1).join(', ') || '()'}`;
}

/** INSERT of the net figures of `sources` per group, the groups whose figures did not change left out. */
function netInsert(kept: KeptTotals, sources: readonly [string, '' | '-'][]): string {
  const { names } = groups(kept);
  const columns = [...names, 'kept_rows', ...keptSums(kept).map(([key]) => sumColumn(key))];
  const changed = ['kept_rows', ...keptSums(kept).map(([key]) => sumColumn(key))]
    .map((c) => `SUM(${c}) <> 0`)
    .join(' OR ');
  const union = sources.map(([source, sign]) => figuresOf(kept, source, sign)).join(' UNION ALL ');
  return `INSERT INTO ${keptName(kept)} (${columns.join(', ')})
    SELECT ${[...names, ...columns.slice(names.length).map((c) => `SUM(${c})`)].join(', ')} FROM (${union}) n
    GROUP BY ${names.map((_, index) => index + 1).join(', ') || '()'} HAVING ${changed}`;
}

/** The form of the kept tables and triggers: a new form is a new migration of every kept table. */
const KEPT_FORM = 2;

/**
 * The migration creating `kept_<table>` filled from the table, and the triggers that keep it. They fire always, also
 * where a session writes as a replica (session_replication_role, which turns the audit trail's triggers off for bulk
 * rows); only `DISABLE TRIGGER USER` stops them.
 */
export function keptMigration(kept: KeptTotals): { id: string; sql: string } {
  const name = keptName(kept);
  const trigger = (op: string, refs: string, body: string) => `
    CREATE FUNCTION ${name}_${op}() RETURNS trigger LANGUAGE plpgsql AS $kept$
    BEGIN ${body}; RETURN NULL; END $kept$;
    CREATE TRIGGER ${name}_${op} AFTER ${op.toUpperCase()} ON ${kept.table} ${refs}
    FOR EACH STATEMENT EXECUTE FUNCTION ${name}_${op}();
    ALTER TABLE ${kept.table} ENABLE ALWAYS TRIGGER ${name}_${op};`;
  // A changed declaration is a new migration: the figures are made again from the table.
  const version = createHash('sha256')
    .update(JSON.stringify([KEPT_FORM, kept]))
    .digest('hex')
    .slice(0, 12);
  const drop = ['insert', 'update', 'delete', 'truncate'].map(
    (op) => `DROP FUNCTION IF EXISTS ${name}_${op}() CASCADE;`,
  );
  return {
    id: `${name}:${version}`,
    sql: `DROP TABLE IF EXISTS ${name}; ${drop.join(' ')}
      CREATE TABLE ${name} AS ${figuresOf(kept, kept.table, '')};
      ${trigger('insert', 'REFERENCING NEW TABLE AS kept_new', netInsert(kept, [['kept_new', '']]))}
      ${trigger(
        'update',
        'REFERENCING OLD TABLE AS kept_old NEW TABLE AS kept_new',
        netInsert(kept, [
          ['kept_old', '-'],
          ['kept_new', ''],
        ]),
      )}
      ${trigger('delete', 'REFERENCING OLD TABLE AS kept_old', netInsert(kept, [['kept_old', '-']]))}
      ${trigger('truncate', '', `DELETE FROM ${name}`)}`,
  };
}

/** Every list's kept totals, one per table (two lists keeping the same table must declare the same). */
export function keptOf(screens: readonly ScreenDecl[]): KeptTotals[] {
  const byTable = new Map<string, KeptTotals>();
  for (const route of screens.flatMap((screen) => screen.routes)) {
    const declared = route.list?.kept;
    if (!declared) continue;
    const { where: _where, ...kept } = declared;
    const known = byTable.get(kept.table);
    if (known && JSON.stringify(known) !== JSON.stringify(kept))
      throw new Error(`two lists keep totals of ${kept.table} differently`);
    byTable.set(kept.table, kept);
  }
  return [...byTable.values()];
}

/** Folds each group's rows into one (one statement per table: a concurrent fold or write loses nothing). */
export async function compactKept(db: Queryable, all: readonly KeptTotals[]): Promise<void> {
  for (const kept of all) {
    const { names } = groups(kept);
    const figures = ['kept_rows', ...keptSums(kept).map(([key]) => sumColumn(key))];
    await db.query(
      `WITH gone AS (DELETE FROM ${keptName(kept)} RETURNING *)
       INSERT INTO ${keptName(kept)} (${[...names, ...figures].join(', ')})
       SELECT ${[...names, ...figures.map((c) => `SUM(${c})`)].join(', ')} FROM gone
       GROUP BY ${names.map((_, index) => index + 1).join(', ') || '()'} HAVING SUM(kept_rows) <> 0`,
    );
  }
}

/** Counts the figures again from the base tables (after writes with the triggers off; call it in their transaction). */
export async function refillKept(tx: Queryable, all: readonly KeptTotals[]): Promise<void> {
  for (const kept of all) {
    await tx.query(`DELETE FROM ${keptName(kept)}`);
    const { names } = groups(kept);
    const columns = [...names, 'kept_rows', ...keptSums(kept).map(([key]) => sumColumn(key))];
    await tx.query(`INSERT INTO ${keptName(kept)} (${columns.join(', ')}) ${figuresOf(kept, kept.table, '')}`);
  }
}

const DAY_START = / 00:00:00(\.0+)?$/;
const DAY_END = / 23:59:59(\.9+)?$/;

/**
 * Whether the kept figures answer this filter with this value: its fragment names kept columns of the alias only,
 * and a bound on the day column falls on a day's edge.
 */
export function keptAnswers(kept: KeptTotals, filter: Filter, value: unknown): boolean {
  const columns = [...filter.fragment.matchAll(/\b([A-Za-z_]\w*)\.(\w+)/g)];
  if (!columns.length) return false;
  for (const [, alias, column] of columns) {
    if (alias !== kept.alias) return false;
    if (column === kept.day) {
      const text = typeof value === 'string' ? value : '';
      const edge = filter.check === 'atLeast' ? DAY_START : filter.check === 'atMost' ? DAY_END : null;
      if (!edge || !edge.test(text)) return false;
    } else if (!kept.by.includes(column ?? '')) return false;
  }
  return true;
}

/** The totals SELECT over the kept table, the same filter SQL (`where`) reading it under the list's alias. */
export function keptTotalsSql(kept: KeptTotals, where: string): string {
  const sums = Object.keys(kept.sums).map((key) => `SUM(${sumColumn(key)}) AS "__${key}"`);
  const own = kept.where ? (where ? `${where} AND ${kept.where}` : `WHERE ${kept.where}`) : where;
  return `SELECT ${['COALESCE(SUM(kept_rows), 0)::int AS "__total"', ...sums].join(', ')}
    FROM ${keptName(kept)} ${kept.alias} ${own}`;
}

/** How often `startKeptFolding` folds the kept figures (env KEPT_FOLD_MS, default a minute). */
const FOLD_MS = Number(process.env.KEPT_FOLD_MS ?? 60_000);

/** Folds the kept figures every FOLD_MS until stopped; a failure is reported and the next fold tries again. */
export function startKeptFolding(db: Queryable, all: readonly KeptTotals[]) {
  const report = (error: unknown) => logError('kept totals', error);
  let running: Promise<void> = Promise.resolve();
  const timer = all.length
    ? setInterval(() => {
        running = compactKept(db, all).catch(report);
      }, FOLD_MS)
    : undefined;
  timer?.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
