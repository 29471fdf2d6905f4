import type { Context, Hono } from 'hono';
import { routePath } from 'hono/route';
import type { RequestFigures, RequestSummary } from '../../contract/system/monitor';

/** Calls matching no route (scanners, typos) share one row, so unknown paths cannot grow the table. */
export const UNMATCHED = '(unmatched)';
/** Beyond `maxEndpoints` distinct routes, further ones share this row: memory stays bounded whatever is called. */
export const OVERFLOW = '(other)';
const WINDOW_SECONDS = 60;

class Tally {
  count = 0;
  errors = 0;
  ms = 0;

  add(ms: number, failed: boolean): void {
    this.count += 1;
    this.ms += ms;
    if (failed) this.errors += 1;
  }

  figures(): RequestFigures {
    return { count: this.count, errors: this.errors, meanMs: this.count ? round(this.ms / this.count) : 0 };
  }
}

const round = (value: number): number => Math.round(value * 100) / 100;

/** One endpoint: totals since start and one slot per second of the last minute (a ring, fixed size). */
class EndpointEntry {
  readonly total = new Tally();
  private readonly seconds = new Float64Array(WINDOW_SECONDS).fill(-1);
  private readonly slots = Array.from({ length: WINDOW_SECONDS }, () => new Tally());

  constructor(
    readonly method: string,
    readonly endpoint: string,
  ) {}

  add(second: number, ms: number, failed: boolean): void {
    this.total.add(ms, failed);
    const index = second % WINDOW_SECONDS;
    const slot = this.slots[index] as Tally;
    if (this.seconds[index] !== second) {
      this.seconds[index] = second;
      slot.count = slot.errors = slot.ms = 0;
    }
    slot.add(ms, failed);
  }

  /** Adds this endpoint's last 60 seconds into `into`. */
  window(now: number, into: Tally): Tally {
    this.slots.forEach((slot, index) => {
      const second = this.seconds[index] as number;
      if (second >= 0 && now - second < WINDOW_SECONDS) {
        into.count += slot.count;
        into.errors += slot.errors;
        into.ms += slot.ms;
      }
    });
    return into;
  }
}

/** Counts API requests per endpoint: totals since start and the last minute, in bounded memory. */
export class RequestStats {
  private readonly entries = new Map<string, EndpointEntry>();
  readonly since: number;

  constructor(
    readonly maxEndpoints = 500,
    private readonly clock: () => number = Date.now,
  ) {
    this.since = clock();
  }

  record(method: string, endpoint: string, ms: number, failed: boolean): void {
    let key = `${method} ${endpoint}`;
    let entry = this.entries.get(key);
    if (!entry && this.entries.size >= this.maxEndpoints) {
      key = `* ${OVERFLOW}`;
      entry = this.entries.get(key);
      method = '*';
      endpoint = OVERFLOW;
    }
    if (!entry) {
      entry = new EndpointEntry(method, endpoint);
      this.entries.set(key, entry);
    }
    entry.add(Math.floor(this.clock() / 1000), ms, failed);
  }

  summary(): RequestSummary {
    const now = Math.floor(this.clock() / 1000);
    const total = new Tally();
    const minute = new Tally();
    const endpoints = [...this.entries.values()].map((entry) => {
      total.count += entry.total.count;
      total.errors += entry.total.errors;
      total.ms += entry.total.ms;
      const lastMinute = entry.window(now, new Tally());
      minute.count += lastMinute.count;
      minute.errors += lastMinute.errors;
      minute.ms += lastMinute.ms;
      return {
        method: entry.method,
        endpoint: entry.endpoint,
        total: entry.total.figures(),
        lastMinute: lastMinute.figures(),
      };
    });
    endpoints.sort((a, b) => b.total.count - a.total.count || a.endpoint.localeCompare(b.endpoint));
    return { since: this.since, total: total.figures(), lastMinute: minute.figures(), endpoints };
  }
}

declare module 'hono' {
  interface ContextVariableMap {
    requestStats: RequestStats;
  }
}

const API = '/admin-api';

/** The counter's summary for this app (an empty one when the app was built without the counter). */
export function requestSummary(c: Context): RequestSummary {
  const stats = c.get('requestStats') as RequestStats | undefined;
  return (stats ?? new RequestStats()).summary();
}

const ANSWERED_OK = 'answeredOk';

/**
 * Notes that the call answers `ok(…)` (code 200), so the counter need not read the answer back: the read clones the
 * body's stream, which cost about a tenth of the list's time under load.
 */
export function noteAnsweredOk(c: Context): void {
  c.set(ANSWERED_OK, true);
}

/** A failed call: an error handled by onError, an HTTP error status, or an envelope whose code is not 200. */
async function failed(c: Context): Promise<boolean> {
  if (c.error || c.res.status >= 400) return true;
  if (c.get(ANSWERED_OK) === true) return false;
  if (!c.res.headers.get('content-type')?.includes('json') || !c.res.body) return false;
  // The envelope starts with its code (`{"code":200,…`): the first chunk is enough.
  const reader = c.res.clone().body?.getReader();
  if (!reader) return false;
  const { value } = await reader.read();
  // Not awaited: a tee branch's cancel settles only once the other branch (the answer sent) is done too.
  void reader.cancel().catch(() => undefined);
  const code = /"code"\s*:\s*(\d+)/.exec(new TextDecoder().decode(value?.subarray(0, 256)))?.[1];
  return code !== undefined && code !== '200';
}

/**
 * Counts every /admin-api call by its route (the declared path, so ids do not multiply the rows); the counter is on
 * the context as `requestStats` for the monitor's routes. Install before the routes.
 */
export function installRequestStats(app: Hono, stats = new RequestStats()): RequestStats {
  app.use(`${API}/*`, async (c, next) => {
    c.set('requestStats', stats);
    const started = performance.now();
    let threw = false;
    try {
      await next();
    } catch (error) {
      threw = true;
      throw error;
    } finally {
      const route = routePath(c);
      const endpoint = route.startsWith(`${API}/`) && !route.endsWith('*') ? route.slice(API.length) : UNMATCHED;
      stats.record(c.req.method, endpoint, performance.now() - started, threw || (await failed(c)));
    }
  });
  return stats;
}
