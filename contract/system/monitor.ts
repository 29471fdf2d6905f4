/**
 * The system monitor's runtime sample (`GET /xboot/monitor/runtime`, docs/decisions/system.md): what the server
 * measures of itself (server/lib/runtime-metrics.ts) and counts of its requests (server/http/request-stats.ts), as
 * the console's monitor page reads it.
 */
import { call } from "../calls";

/** Request figures of one endpoint (or of all): how many, how many failed, their mean duration. */
export interface RequestFigures {
  count: number;
  errors: number;
  meanMs: number;
}

export interface EndpointStats {
  method: string;
  /** The route as declared, ids as parameters (`/xboot/user/admin/disable/:id`), without `/admin-api`. */
  endpoint: string;
  total: RequestFigures;
  lastMinute: RequestFigures;
}

export interface RequestSummary {
  /** When counting started (epoch ms). */
  since: number;
  total: RequestFigures;
  lastMinute: RequestFigures;
  /** Every endpoint called since start, most requested first. */
  endpoints: EndpointStats[];
}

/** One sample of the server's runtime (system/monitor), numbers only: bytes, milliseconds, percent. */
export interface RuntimeSample {
  /** When taken (epoch ms). */
  timestamp: number;
  startedAt: number;
  uptimeSeconds: number;
  node: string;
  /** CPU of this process since the previous sample, in percent of all cores. */
  cpu: { percent: number; cores: number };
  memory: { rss: number; heapUsed: number; heapTotal: number; external: number };
  /** Event-loop delay since the previous sample (percentiles of `monitorEventLoopDelay`); null before any data. */
  eventLoop: { p50Ms: number; p99Ms: number; maxMs: number; meanMs: number } | null;
  database: DatabaseState;
  requests: RequestSummary;
}

export interface DatabaseState {
  kind: "pglite" | "postgresql";
  reachable: boolean;
  /** `SELECT 1` round trip. */
  latencyMs: number | null;
  /** `pg_database_size(current_database())`. */
  sizeBytes: number | null;
}

export const monitor = {
  runtime: call("query", "/xboot/monitor/runtime", {}),
};
