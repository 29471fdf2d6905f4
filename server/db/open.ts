import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { scoped } from './scope';
import type { Db } from './types';
import { trackWrites } from './writes';

/**
 * PostgreSQL when a connection string is given, otherwise PGlite in `dataDir` ('memory' = in memory); with a write
 * clock either way (db/writes.ts), and its calls joining the transaction open in the caller's context (db/scope.ts).
 */
export async function openDb(opts: { databaseUrl?: string; dataDir: string; loadFrom?: Blob }): Promise<Db> {
  return scoped(
    trackWrites(await (opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, opts.loadFrom))),
  );
}
