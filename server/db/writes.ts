import type { Db, Queryable, SqlParam } from './types';

/**
 * A counter that advances whenever a statement that may have written ends: anything but a plain SELECT (so
 * `WITH … UPDATE`, DDL and `exec` count), every transaction (committed or not), and a SELECT that takes row locks or
 * moves a sequence. A value read before a query and still current after it means no write made through this
 * process ended meanwhile — what the list totals' cache (kit/list.ts) needs to be exact on one server instance.
 */
export interface WriteClock {
  now(): number;
}

// A leading comment (db/types.ts PLAN_PER_VALUE) does not make a SELECT a write.
const READ_ONLY = /^\s*(\/\*[^*]*\*\/\s*)?SELECT\b/i;
const SELECT_THAT_WRITES = /\b(nextval|setval|pg_advisory\w*|FOR\s+(NO\s+KEY\s+)?UPDATE|FOR\s+(KEY\s+)?SHARE)\b/i;
/**
 * A query with common table expressions, which is a read when no part of it changes rows: the grants' menu query is
 * one, and counted as a write it made every session its server resolved for the first time miss the session cache on
 * the next request.
 */
const WITH_QUERY = /^\s*(\/\*[^*]*\*\/\s*)?WITH\b/i;
const CHANGES_ROWS = /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE)\b/i;

/** Whether `sql` may write (conservative: unknown means yes). */
export function mayWrite(sql: string): boolean {
  if (WITH_QUERY.test(sql)) return CHANGES_ROWS.test(sql) || SELECT_THAT_WRITES.test(sql);
  return !READ_ONLY.test(sql) || SELECT_THAT_WRITES.test(sql);
}

/** `db` with a write clock: the same calls, each one that may write advancing the clock when it ends. */
export function trackWrites(db: Db): Db {
  let generation = 0;
  const after = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } finally {
      generation += 1;
    }
  };
  return {
    ...db,
    writes: { now: () => generation },
    query<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]> {
      const work = db.query<T>(sql, params);
      return mayWrite(sql) ? after(work) : work;
    },
    exec: (sql: string) => after(db.exec(sql)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => after(db.transaction(fn)),
  };
}
