/**
 * The runtime sample of `GET /xboot/monitor/runtime` (docs/decisions/system.md) and the rolling window of
 * points the live charts draw. Pure: the polling hook and the page use these.
 */
import type { EndpointStats, RequestFigures, RuntimeSample } from "@contract/system/monitor";

/** Poll period and how many points a chart keeps (about 100 s of history). */
export const POLL_MS = 5000;
export const WINDOW_POINTS = 20;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A back end answering something else under this path is treated as one without the call. */
export function isRuntimeSample(value: unknown): value is RuntimeSample {
  if (!isObject(value)) return false;
  const { cpu, memory, database, requests } = value;
  return (
    typeof value.timestamp === "number" &&
    typeof value.uptimeSeconds === "number" &&
    isObject(cpu) &&
    isObject(memory) &&
    isObject(database) &&
    isObject(requests) &&
    Array.isArray(requests.endpoints)
  );
}

/** One point of the live charts. */
export interface RuntimePoint {
  timestamp: number;
  cpuPercent: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  loopP50: number | null;
  loopP99: number | null;
  requestsPerMinute: number;
  errorsPerMinute: number;
}

export function pointOf(sample: RuntimeSample): RuntimePoint {
  return {
    timestamp: sample.timestamp,
    cpuPercent: sample.cpu.percent,
    rss: sample.memory.rss,
    heapUsed: sample.memory.heapUsed,
    heapTotal: sample.memory.heapTotal,
    loopP50: sample.eventLoop?.p50Ms ?? null,
    loopP99: sample.eventLoop?.p99Ms ?? null,
    requestsPerMinute: sample.requests.lastMinute.count,
    errorsPerMinute: sample.requests.lastMinute.errors,
  };
}

/** The window after a new sample: oldest points dropped beyond `size`. */
export function appendPoint(
  points: readonly RuntimePoint[],
  sample: RuntimeSample,
  size = WINDOW_POINTS,
): RuntimePoint[] {
  return [...points, pointOf(sample)].slice(-size);
}

/** Failed share in percent with one decimal; 0 without requests. */
export function errorRate(figures: RequestFigures): number {
  return figures.count ? Math.round((figures.errors / figures.count) * 1000) / 10 : 0;
}

/** Endpoints by requests since start, most first (then by path, for a stable table). */
export function byRequests(endpoints: readonly EndpointStats[]): EndpointStats[] {
  return [...endpoints].sort((a, b) => b.total.count - a.total.count || a.endpoint.localeCompare(b.endpoint));
}
