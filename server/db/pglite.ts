import { mkdirSync, readdirSync } from 'node:fs';
import { parse, PGlite, protocol, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PLAN_PER_VALUE, type Db, type Queryable, type SqlParam } from './types';
import { mayWrite } from './writes';
import { rowsOf } from './pglite-rows';
import { joined } from './bytes';
import { segmentOf, withoutUnusedWal } from './dump-wal';

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

type BackendMessages = Awaited<ReturnType<PGlite['execProtocol']>>['messages'];

/** Named statements kept at most (least recently used closed first): the lists' filter combinations vary. */
const PREPARED_STATEMENTS = 200;

/**
 * Reads through named server-side statements with a generic plan: PGlite's `query` parses, describes and plans every
 * call (an unnamed statement), which for the withdrawal list's page (four tables) is half its time in the embedded
 * database. Each distinct SQL text is parsed once per session and its generic plan
 * reused; the database invalidates the plan itself when a table it reads changes shape. Only statements that cannot
 * write (db/writes.ts) take this path; they run outside any transaction, as `query` does. The parameters are
 * serialised and the rows parsed by PGlite's own serialisers and parsers, exactly as `query` does.
 */
function preparedReads(pg: PGlite): (sql: string, params: readonly SqlParam[]) => Promise<unknown[]> {
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  let counter = 0;
  const send = async (message: Uint8Array): Promise<BackendMessages> => (await pg.execProtocol(message)).messages;
  return (sql, params) =>
    pg._runExclusiveTransaction(() =>
      pg.runExclusive(async () => {
        let sent = false;
        try {
          let statement = statements.get(sql);
          if (statement) {
            statements.delete(sql);
          } else {
            const oldest = statements.size >= PREPARED_STATEMENTS ? statements.entries().next().value : undefined;
            if (oldest) {
              statements.delete(oldest[0]);
              await send(protocol.serialize.close({ type: 'S', name: oldest[1].name }));
            }
            counter += 1;
            const name = `read_${counter}`;
            await send(protocol.serialize.parse({ name, text: sql }));
            const described = await send(protocol.serialize.describe({ type: 'S', name }));
            statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
          }
          statements.set(sql, statement);
          const types = statement.paramTypes;
          const values = params.map((value, index) => {
            if (value === null || value === undefined) return null;
            const serializer = pg.serializers[types[index] ?? 0];
            return serializer ? String(serializer(value)) : String(value);
          });
          // One call for the four messages: PGlite runs every message of its input before it answers, and each
          // call has its own cost. An error stops at the Sync, which is in the same input; the rows are read from
          // the raw output (db/pglite-rows.ts), which throws the error as PGlite would.
          sent = true;
          // A read planned per value (db/types.ts) runs with custom plans, then the session goes back to generic.
          const perValue = sql.startsWith(PLAN_PER_VALUE);
          if (perValue) await send(protocol.serialize.query('SET plan_cache_mode = force_custom_plan'));
          // The output as it comes, copied (it is a view of PGlite's memory): execProtocolRaw would also parse it
          // into message objects on the way, which rowsOf does not need.
          const chunks: Uint8Array[] = [];
          try {
            await pg.execProtocolRawStream(
              joined(
                protocol.serialize.bind({ statement: statement.name, values }),
                protocol.serialize.describe({ type: 'P' }),
                protocol.serialize.execute({}),
                protocol.serialize.sync(),
              ),
              { onRawData: (chunk) => chunks.push(chunk.slice()) },
            );
          } finally {
            if (perValue) await send(protocol.serialize.query('SET plan_cache_mode = force_generic_plan'));
          }
          return rowsOf(chunks.length === 1 ? (chunks[0] as Uint8Array) : joined(...chunks), pg.parsers);
        } finally {
          if (!sent) await send(protocol.serialize.sync());
        }
      }),
    );
}

/**
 * PGlite's start parameters, with `shared_buffers` set when `PGLITE_SHARED_BUFFERS` gives a size in MiB (1–1024):
 * PostgreSQL writes its whole buffer pool at start, and the embedded database's files are in memory already, so a
 * server that starts often and holds little (the server tests' hundred of them) can do with a small pool. Unset or
 * invalid: PostgreSQL's default (128 MiB).
 */
export function pgliteStartParams(sharedBuffersMiB: string | undefined): string[] {
  const defaults = PGlite.defaultStartParams;
  const size = Number(sharedBuffersMiB);
  const valid = sharedBuffersMiB !== undefined && Number.isInteger(size) && size >= 1 && size <= 1024;
  return valid ? [...defaults, '-c', `shared_buffers=${size}MB`] : [...defaults];
}

/**
 * Embedded PostgreSQL. `dataDir` 'memory' keeps everything in memory; otherwise the directory is persisted.
 * `loadFrom` starts a new database (in memory, or in an empty directory) from a dump of another (the tests' seeded
 * template, see server/tests/template.ts).
 */
export async function openPglite(dataDir: string, loadFrom?: Blob): Promise<Db> {
  let pg: PGlite;
  // pg_trgm: the trigram indexes of the "contains" searches (migrations-volume.ts), as on PostgreSQL.
  const options = { extensions: { pg_trgm }, startParams: pgliteStartParams(process.env.PGLITE_SHARED_BUFFERS) };
  if (dataDir === 'memory') {
    pg = await PGlite.create(loadFrom ? { loadDataDir: loadFrom, ...options } : options);
  } else {
    mkdirSync(dataDir, { recursive: true });
    // A directory that already holds a database keeps it: a dump is loaded into an empty one only.
    const empty = readdirSync(dataDir).length === 0;
    pg = await PGlite.create(dataDir, loadFrom && empty ? { loadDataDir: loadFrom, ...options } : options);
  }
  // Generic plans for the named statements above: their filters are plain comparisons on indexed columns.
  await pg.exec('SET plan_cache_mode = force_generic_plan');
  // Every page is in memory (the embedded database keeps its files there, or in the OS cache for a directory): an
  // index lookup costs about what a sequential read does. At the default 4 the generic plan of a filtered withdrawal
  // page (status + wallet type) joined and sorted all 800 matching orders instead of reading 30 through the index
  await pg.exec('SET random_page_cost = 1.1');
  const base = wrap(pg);
  const read = preparedReads(pg);
  return {
    kind: 'pglite',
    query: <T>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> =>
      mayWrite(sql) ? base.query<T>(sql, params) : (read(sql, params) as Promise<T[]>),
    exec: base.exec,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    // Uncompressed: each test server starts from it, and a start then skips the gunzip. After a checkpoint, and with
    // only the WAL segments a start replays (server/db/dump-wal.ts): each start then copies in about half as much.
    dump: async () => {
      await pg.exec('CHECKPOINT');
      const [wal] = (
        await pg.query<{ redo: string; current: string }>(
          'SELECT redo_lsn::text AS redo, pg_current_wal_insert_lsn()::text AS current FROM pg_control_checkpoint()',
        )
      ).rows;
      const tar = new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
      return new Blob([wal ? withoutUnusedWal(tar, segmentOf(wal.redo), segmentOf(wal.current)) : tar]);
    },
  };
}
