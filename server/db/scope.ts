import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Queryable, SqlParam } from './types';

/** A statement that changes data or schema (a read-only route's guard; mayWrite in writes.ts is broader). */
const CHANGES =
  /\b(INSERT\s+INTO|UPDATE\s+[\w.]+(\s+(AS\s+)?\w+)?\s+SET|DELETE\s+FROM|MERGE\s+INTO|TRUNCATE|CREATE|ALTER|DROP|COPY|nextval|setval)\b/i;

/** The transaction open in the current async context (a request's, a job's), if any. */
const open = new AsyncLocalStorage<{ tx: Queryable; savepoints: number }>();

/**
 * `db` whose calls join the transaction open in the caller's async context: a handler running inside a request's
 * transaction (http/api.ts) that reads through the server's `db`, or opens a transaction of its own, stays in that
 * one transaction — its writes commit or roll back with the request's audit records, and PGlite (one connection) is
 * never asked for a second one while the first is open. A nested `transaction` is a savepoint: its failure undoes its
 * own writes only, as a transaction of its own would.
 */
export function scoped(db: Db): Db {
  const current = (sql?: string): Queryable => {
    const store = open.getStore();
    if (store) return store.tx;
    const route = reading.getStore();
    if (route !== undefined && (sql === undefined || CHANGES.test(sql)))
      throw new Error(`${route} declares no writes but ran: ${(sql ?? 'a transaction').slice(0, 80)}`);
    return db;
  };
  return {
    ...db,
    query: <T>(sql: string, params?: readonly SqlParam[]): Promise<T[]> => current(sql).query<T>(sql, params),
    exec: (sql: string) => current(sql).exec(sql),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const outer = open.getStore();
      if (!outer) current();
      if (!outer) return db.transaction((tx) => open.run({ tx, savepoints: 0 }, () => fn(tx)));
      outer.savepoints += 1;
      const name = `nested_${outer.savepoints}`;
      await outer.tx.exec(`SAVEPOINT ${name}`);
      try {
        const value = await fn(outer.tx);
        await outer.tx.exec(`RELEASE SAVEPOINT ${name}`);
        return value;
      } catch (error) {
        await outer.tx.exec(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
  };
}

/** Whether the caller runs inside a transaction (a writing route's, a job's): it holds the database until it ends. */
export const inTransaction = (): boolean => open.getStore() !== undefined;

/** Set while a route that declares no writes runs (http/api.ts): a write there is a missing declaration. */
const reading = new AsyncLocalStorage<string>();

/** Runs `fn` as the read-only route `route`: a statement that may write fails loudly instead of going unaudited. */
export const readOnly = <T>(route: string, fn: () => Promise<T>): Promise<T> => reading.run(route, fn);

/**
 * Runs `fn` outside the read-only route around it: for a read that must leave a record of itself (an export of
 * members' personal data, lib/personal-access.ts), which writes it in a transaction of its own, named after its actor.
 */
export const outsideReadOnly = <T>(fn: () => Promise<T>): Promise<T> => reading.exit(fn);
