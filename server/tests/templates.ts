import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

/**
 * A dump whose bytes are read from its file once per worker and handed to each start as they are. Node's own Blob
 * copies its bytes out chunk by chunk on every `arrayBuffer()`, a copy of 80 MB per server start; PGlite only reads
 * them (templates.test.ts checks the bytes are the same after a start).
 */
class DumpFile extends Blob {
  private readonly kept: ArrayBuffer;

  private constructor(read: Buffer) {
    super([read]);
    this.kept = new Uint8Array(read).buffer;
  }

  static of(file: string): DumpFile {
    return new DumpFile(readFileSync(file));
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.kept);
  }
}

/** How long a test waits for the run's dumps to be built (a limit for a hung build, not for speed). */
const BUILD_WAIT_MS = 300_000;

/**
 * Waits, blocking, until the run's dumps are built (template.setup.ts builds them while the web tests run), and
 * throws the build's failure. Blocking is fine here: the worker has nothing else to do before its server starts.
 */
function built(): void {
  const marker = inject('dbBuilt');
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (const until = Date.now() + BUILD_WAIT_MS; !existsSync(marker);) {
    if (Date.now() > until) throw new Error(`the test database template was not built within ${BUILD_WAIT_MS} ms`);
    Atomics.wait(pause, 0, 0, 50);
  }
  const outcome = readFileSync(marker, 'utf8');
  if (outcome !== 'ok') throw new Error(outcome);
}

/** One of the run's dumps, once it is built. */
function builtDump(key: 'dbTemplate' | 'dbEmpty'): Blob {
  built();
  return DumpFile.of(inject(key));
}

/** The run's two database dumps (server/tests/template.setup.ts), each read once per worker. */
let seeded: Blob | undefined;
let empty: Blob | undefined;

/** The run's migrated and seeded database, to start a server from (a memory one, or a new file-backed directory). */
export function seededTemplate(): Blob {
  seeded ??= builtDump('dbTemplate');
  return seeded;
}

/**
 * A fresh, empty database as a dump (built once per run beside the seeded template): a test that needs an empty
 * database loads it, which costs less than half of what PGlite's initdb does.
 */
export function emptyDatabase(): Blob {
  empty ??= builtDump('dbEmpty');
  return empty;
}
