import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

/** PostgreSQL when a connection string is given, otherwise PGlite in `dataDir` ('memory' = in memory). */
export function openDb(opts: { databaseUrl?: string; dataDir: string; loadFrom?: Blob }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, opts.loadFrom);
}
