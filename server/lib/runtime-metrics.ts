import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Db } from '../db/types';
import type { DatabaseState, RequestSummary, RuntimeSample } from '../../contract/system/monitor';

const startedAt = Date.now() - Math.round(process.uptime() * 1000);
const cores = availableParallelism();
/** Sampled every 20 ms from start-up; read and restarted by each sample (at most once a second). */
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();
let loopSince = Date.now();
let cpuBase = { at: performance.now(), usage: process.cpuUsage() };

const ms = (nanoseconds: number): number => Math.round(nanoseconds / 1e4) / 100;
const round1 = (value: number): number => Math.round(value * 10) / 10;

function cpuPercent(): number {
  const now = performance.now();
  const usage = process.cpuUsage(cpuBase.usage);
  const elapsedMicros = Math.max(1, (now - cpuBase.at) * 1000);
  const percent = ((usage.user + usage.system) / (elapsedMicros * cores)) * 100;
  // A sample right after another keeps the longer baseline: a burst of calls does not read noise.
  if (now - cpuBase.at >= 1000) cpuBase = { at: now, usage: process.cpuUsage() };
  return round1(Math.min(100, Math.max(0, percent)));
}

/** The event-loop delay percentiles since the last read; null while nothing has been recorded. */
export function eventLoopDelay(): RuntimeSample['eventLoop'] {
  const figures =
    loopDelay.count > 0
      ? {
          p50Ms: ms(loopDelay.percentile(50)),
          p99Ms: ms(loopDelay.percentile(99)),
          maxMs: ms(loopDelay.max),
          meanMs: ms(loopDelay.mean),
        }
      : null;
  if (Date.now() - loopSince >= 1000) {
    loopDelay.reset();
    loopSince = Date.now();
  }
  return figures;
}

const DB_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DB_TIMEOUT_MS} ms`)), DB_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Whether the database answers (`SELECT 1` within 2 s), how fast, and its size. */
export async function databaseState(db: Db): Promise<DatabaseState> {
  const kind = db.kind === 'pg' ? 'postgresql' : 'pglite';
  const started = performance.now();
  try {
    await withTimeout(db.query('SELECT 1'));
    const latencyMs = Math.round((performance.now() - started) * 100) / 100;
    const [row] = await withTimeout(
      db.query<{ size: string | number | null }>('SELECT pg_database_size(current_database()) AS size'),
    ).catch(() => [{ size: null }]);
    const size = row?.size === null || row?.size === undefined ? null : Number(row.size);
    return { kind, reachable: true, latencyMs, sizeBytes: Number.isFinite(size) ? size : null };
  } catch {
    // Nothing internal (addresses, driver messages) reaches the caller: unreachable is what the monitor shows.
    return { kind, reachable: false, latencyMs: null, sizeBytes: null };
  }
}

export function processStart(): { startedAt: number; uptimeSeconds: number } {
  return { startedAt, uptimeSeconds: Math.round(process.uptime()) };
}

/** One sample: process, memory, event loop, database and the request counter's summary. */
export async function runtimeSample(db: Db, requests: RequestSummary): Promise<RuntimeSample> {
  const memory = process.memoryUsage();
  return {
    timestamp: Date.now(),
    ...processStart(),
    node: process.version,
    cpu: { percent: cpuPercent(), cores },
    memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal, external: memory.external },
    eventLoop: eventLoopDelay(),
    database: await databaseState(db),
    requests,
  };
}
