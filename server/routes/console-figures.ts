/**
 * One figure of the console's statistics (console-stats.ts) and to-do counts (console-todos.ts): an aggregate over a
 * table's rows in a day range, left out (null) where this database lacks the table (a deployment without that module).
 */
import type { Queryable, SqlParam } from '../db/types';

export interface Range {
  start: string;
  end: string;
}

/** A figure: one aggregate over rows whose time column falls in the range. `$1`/`$2` are the range bounds. */
export interface FigureSource {
  table: string;
  sql: string;
  /**
   * The same figure from a list's kept totals (kit/kept-totals.ts), read where that table is and the range is whole
   * days: a count or sum over millions of rows becomes one over a few hundred.
   */
  kept?: { table: string; sql: string };
}

const wholeDays = (range?: Range): boolean =>
  !range || (range.start.endsWith(' 00:00:00') && range.end.endsWith(' 23:59:59'));

/** The SQL of a figure in this database: its kept form where it can, else its own; null without its table. */
export async function figureSql(db: Queryable, source: FigureSource, range?: Range): Promise<string | null> {
  if (!(await hasTable(db, source.table))) return null;
  const kept = source.kept;
  return kept && wholeDays(range) && (await hasTable(db, kept.table)) ? kept.sql : source.sql;
}

const tableCache = new WeakMap<Queryable, Map<string, boolean>>();

export async function hasTable(db: Queryable, table: string): Promise<boolean> {
  let known = tableCache.get(db);
  if (!known) tableCache.set(db, (known = new Map()));
  const cached = known.get(table);
  if (cached !== undefined) return cached;
  const [row] = await db.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [table]);
  const present = row?.present === true;
  // Only a present table is remembered: a module's table may be created after the first call (migrations).
  if (present) known.set(table, true);
  return present;
}

export async function figure(db: Queryable, source: FigureSource, range: Range): Promise<number | string | null> {
  const sql = await figureSql(db, source, range);
  if (sql === null) return null;
  const params: SqlParam[] = sql.includes('$1') ? [range.start, range.end] : [];
  const [row] = await db.query<{ v: number | string }>(sql, params);
  return row?.v ?? null;
}
