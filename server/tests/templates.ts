import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** The run's two database dumps (server/tests/template.setup.ts), each read once per worker. */
let seeded: Blob | undefined;
let empty: Blob | undefined;

/** The run's migrated and seeded database, to start a server from (a memory one, or a new file-backed directory). */
export function seededTemplate(): Blob {
  seeded ??= new Blob([readFileSync(inject('dbTemplate'))]);
  return seeded;
}

/**
 * A fresh, empty database as a dump (built once per run beside the seeded template): a test that needs an empty
 * database loads it, which costs less than half of what PGlite's initdb does.
 */
export function emptyDatabase(): Blob {
  empty ??= new Blob([readFileSync(inject('dbEmpty'))]);
  return empty;
}
