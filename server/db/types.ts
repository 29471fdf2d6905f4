import type { WriteClock } from './writes';

/** A value that can be bound to a `$n` placeholder. */
/**
 * Prefixed to a read whose best plan depends on its values (a name on most rows, or on a few): where plans are kept
 * generic (PGlite, db/pglite.ts), that read is planned for the values of each call.
 */
export const PLAN_PER_VALUE = '/* plan per value */ ';

export type SqlParam = string | number | boolean | null | readonly string[] | readonly number[] | Uint8Array;

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs one or more statements without parameters (DDL, migrations). */
  exec(sql: string): Promise<void>;
  /** The database's write clock (db/writes.ts); a transaction has none. */
  readonly writes?: WriteClock;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a gzip tarball, to start another memory database from (tests' template). */
  dump?(): Promise<Blob>;
}
