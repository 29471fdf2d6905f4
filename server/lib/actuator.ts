/**
 * Spring-Actuator-shaped views of the runtime sample (system/actuator): health, info and metrics, the JSON an operator
 * would curl from a Spring Boot back end (`/actuator/health`, `/actuator/info`, `/actuator/metrics/{name}`).
 */
import { readFileSync } from 'node:fs';
import type { Db } from '../db/types';
import { databaseState, processStart } from './runtime-metrics';
import type { RuntimeSample } from '../../contract/system/monitor';
import { formatShanghai } from './time';

type Status = 'UP' | 'DOWN';

export interface Health {
  status: Status;
  components: {
    db: { status: Status; details: { database: string; validationQuery: string; latencyMs: number | null } };
    ping: { status: Status };
  };
}

export async function health(db: Db): Promise<Health> {
  const state = await databaseState(db);
  const dbStatus: Status = state.reachable ? 'UP' : 'DOWN';
  return {
    status: dbStatus,
    components: {
      db: {
        status: dbStatus,
        details: {
          database: state.kind === 'postgresql' ? 'PostgreSQL' : 'PGlite',
          validationQuery: 'SELECT 1',
          latencyMs: state.latencyMs,
        },
      },
      ping: { status: 'UP' },
    },
  };
}

interface PackageInfo {
  name?: string;
  version?: string;
  description?: string;
}

function packageInfo(): PackageInfo {
  try {
    return JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as PackageInfo;
  } catch {
    return {};
  }
}

export function info(db: Db): Record<string, unknown> {
  const pkg = packageInfo();
  const { startedAt, uptimeSeconds } = processStart();
  return {
    app: { name: pkg.name ?? null, version: pkg.version ?? null, description: pkg.description ?? null },
    runtime: { node: process.version, platform: process.platform, arch: process.arch, pid: process.pid },
    process: { startedAt: formatShanghai(new Date(startedAt)), uptimeSeconds },
    database: { kind: db.kind === 'pg' ? 'postgresql' : 'pglite' },
  };
}

interface Measurement {
  statistic: string;
  value: number | null;
}

interface MetricDef {
  description: string;
  baseUnit: string | null;
  measure(sample: RuntimeSample): Measurement[];
  tags?(sample: RuntimeSample): { tag: string; values: string[] }[];
}

const value = (v: number | null): Measurement[] => [{ statistic: 'VALUE', value: v }];

const METRICS: Record<string, MetricDef> = {
  'process.uptime': {
    description: 'Seconds since the server started',
    baseUnit: 'seconds',
    measure: (s) => value(s.uptimeSeconds),
  },
  'process.start.time': {
    description: 'Start time (epoch)',
    baseUnit: 'milliseconds',
    measure: (s) => value(s.startedAt),
  },
  'process.cpu.usage': {
    description: 'CPU of this process since the previous sample, in percent of all cores',
    baseUnit: 'percent',
    measure: (s) => value(s.cpu.percent),
  },
  'process.memory.rss': { description: 'Resident set size', baseUnit: 'bytes', measure: (s) => value(s.memory.rss) },
  'nodejs.heap.used': { description: 'V8 heap in use', baseUnit: 'bytes', measure: (s) => value(s.memory.heapUsed) },
  'nodejs.heap.total': {
    description: 'V8 heap reserved',
    baseUnit: 'bytes',
    measure: (s) => value(s.memory.heapTotal),
  },
  'nodejs.eventloop.delay': {
    description: 'Event-loop delay since the previous sample',
    baseUnit: 'milliseconds',
    measure: (s) => [
      { statistic: 'P50', value: s.eventLoop?.p50Ms ?? null },
      { statistic: 'P99', value: s.eventLoop?.p99Ms ?? null },
      { statistic: 'MAX', value: s.eventLoop?.maxMs ?? null },
      { statistic: 'MEAN', value: s.eventLoop?.meanMs ?? null },
    ],
  },
  'db.size': {
    description: 'pg_database_size(current_database())',
    baseUnit: 'bytes',
    measure: (s) => value(s.database.sizeBytes),
  },
  'db.latency': {
    description: 'SELECT 1 round trip',
    baseUnit: 'milliseconds',
    measure: (s) => value(s.database.latencyMs),
  },
  'http.server.requests': {
    description: 'API requests since start (ERRORS: failed answers)',
    baseUnit: 'milliseconds',
    measure: (s) => [
      { statistic: 'COUNT', value: s.requests.total.count },
      { statistic: 'ERRORS', value: s.requests.total.errors },
      { statistic: 'MEAN', value: s.requests.total.meanMs },
    ],
    tags: (s) => [
      { tag: 'method', values: [...new Set(s.requests.endpoints.map((e) => e.method))].sort() },
      { tag: 'uri', values: s.requests.endpoints.map((e) => e.endpoint) },
    ],
  },
};

export const METRIC_NAMES = Object.keys(METRICS).sort();

/** `/metrics/{name}`: Spring's shape; null for an unknown name. */
export function metric(name: string, sample: RuntimeSample): Record<string, unknown> | null {
  const def = METRICS[name];
  if (!def) return null;
  return {
    name,
    description: def.description,
    baseUnit: def.baseUnit,
    measurements: def.measure(sample),
    availableTags: def.tags?.(sample) ?? [],
  };
}
