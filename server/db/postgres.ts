import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable, SqlParam } from './types';
import { mayWrite } from './writes';

interface Runner {
  query(sql: string | pg.QueryConfig, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A statement name per SQL text of a read (db/writes.ts), for the first 1,000 texts: pg parses a named statement once
 * per connection and reuses it (one message less per call, and the server may keep a generic plan). The lists'
 * filter combinations make the texts vary; beyond the cap a text runs unnamed, so no connection keeps more.
 */
const STATEMENT_NAMES = 1000;
const statementNames = new Map<string, string>();
function statementName(sql: string): string | undefined {
  const known = statementNames.get(sql);
  if (known || statementNames.size >= STATEMENT_NAMES) return known;
  const name = `read_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
  statementNames.set(sql, name);
  return name;
}

function wrap(runner: Runner): Queryable {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
      const name = mayWrite(sql) ? undefined : statementName(sql);
      const result = name
        ? await runner.query({ name, text: sql, values: [...params] })
        : await runner.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string): Promise<void> {
      await runner.query(sql);
    },
  };
}

/** A PostgreSQL server reached through a `pg` connection pool. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('select 1');
  const base = wrap(pool);
  return {
    kind: 'pg',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(wrap(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
