import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, SqlParam } from './types';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL. `dataDir` 'memory' keeps everything in memory; otherwise the directory is persisted.
 * `loadFrom` starts a memory database from a dump of another (the tests' seeded template, see server/tests/template.ts).
 */
export async function openPglite(dataDir: string, loadFrom?: Blob): Promise<Db> {
  let pg: PGlite;
  if (dataDir === 'memory') {
    pg = await PGlite.create(loadFrom ? { loadDataDir: loadFrom } : {});
  } else {
    mkdirSync(dataDir, { recursive: true });
    pg = await PGlite.create(dataDir);
  }
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    dump: async () => new Blob([await pg.dumpDataDir('gzip')]),
  };
}
