const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

let clockSource: () => number = () => Date.now();

/**
 * The server's clock: every business time (records' times, "today", cron runs) reads it, so a test can set the hour
 * it runs at. Durations are measured with Date.now() or performance.now(), not this.
 */
export function clockNow(): Date {
  return new Date(clockSource());
}

/**
 * Tests only: the clock reads `source` from now on (e.g. a chosen instant plus the time elapsed since); without an
 * argument it reads the system clock again.
 */
export function setClock(source?: () => number): void {
  clockSource = source ?? (() => Date.now());
}

/** A clock that starts at `instant` and then runs at the real pace (for setClock). */
export function clockFrom(instant: Date | string): () => number {
  const offset = new Date(instant).getTime() - Date.now();
  return () => Date.now() + offset;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Formats an instant as Asia/Shanghai wall-clock `yyyy-MM-dd HH:mm:ss`. */
export function formatShanghai(instant: Date): string {
  const d = new Date(instant.getTime() + SHANGHAI_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}`;
}

/** The current Asia/Shanghai wall-clock time as `yyyy-MM-dd HH:mm:ss`. */
export function shanghaiNow(): string {
  return formatShanghai(clockNow());
}

/** Formats a wall-clock value held as "milliseconds since epoch, read in UTC" (used by the seed). */
export function formatWallClock(ms: number): string {
  return formatShanghai(new Date(ms - SHANGHAI_OFFSET_MS));
}

/** The instant a wall-clock value (as formatWallClock reads it) names. */
export function instantOfWallClock(ms: number): Date {
  return new Date(ms - SHANGHAI_OFFSET_MS);
}

/** Parses `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`) as wall-clock milliseconds read in UTC. */
export function wallClockMs(text: string): number {
  return Date.parse(`${text.length === 10 ? `${text} 00:00:00` : text}Z`.replace(' ', 'T'));
}

/** SQL expression rendering a timestamp column as `yyyy-MM-dd HH:mm:ss`. */
export function sqlTime(column: string): string {
  return `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
}

/**
 * "Now" inside a list's SQL: written `clock_now()` (no such database function exists), it becomes the server clock's
 * Asia/Shanghai time as a literal when the list runs (withClock), so "today" in SQL is the same as in the code.
 */
export const SQL_CLOCK_NOW = 'clock_now()';

export function withClock(sql: string): string {
  return sql.includes(SQL_CLOCK_NOW) ? sql.replaceAll(SQL_CLOCK_NOW, `'${shanghaiNow()}'::timestamp`) : sql;
}
