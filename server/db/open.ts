import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';
import { trackWrites } from './writes';

/**
 * PostgreSQL when a connection string is given, otherwise PGlite in `dataDir` ('memory' = in memory); with a write
 * clock either way (db/writes.ts).
 */
export async function openDb(opts: { databaseUrl?: string; dataDir: string; loadFrom?: Blob }): Promise<Db> {
  return trackWrites(
    await (opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, opts.loadFrom)),
  );
}
