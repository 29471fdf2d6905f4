import { clockNow, formatShanghai, formatWallClock, instantOfWallClock, wallClockMs } from '../lib/time';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The seed's recent activity (withdrawals, orders, tasks…) lies in the days up to the seed day's end; older data
 * (catalogues, members' first logins, configuration rows) is dated from a base three weeks before. */
const BASE_BEFORE_END_DAYS = 21;

/**
 * The day the demo data is generated for: every seeded time is relative to it, so a database seeded today has
 * activity up to today and the same rows as every other database seeded on that day. Wall-clock values are
 * "milliseconds since epoch, read in UTC" of the Asia/Shanghai time, as formatWallClock reads them.
 */
export interface SeedCalendar {
  /** `yyyy-MM-dd`, Asia/Shanghai. */
  day: string;
  /** The moment of seeding (wall clock): nothing seeded lies after it. The end of `day` when the day was chosen. */
  seededAtMs: number;
}

/** The calendar of a database seeded now (`SEED_DAY=yyyy-MM-dd` chooses the day instead: fixed data for tests). */
export function calendarNow(seedDay = process.env.SEED_DAY): SeedCalendar {
  if (seedDay) {
    if (!/^\d{4}-\d\d-\d\d$/.test(seedDay) || Number.isNaN(wallClockMs(seedDay)))
      throw new Error(`SEED_DAY must be yyyy-MM-dd, got "${seedDay}"`);
    return { day: seedDay, seededAtMs: wallClockMs(seedDay) + DAY_MS };
  }
  const now = formatShanghai(clockNow());
  return { day: now.slice(0, 10), seededAtMs: wallClockMs(now) };
}

/**
 * The day the tests' databases are seeded for (SEED_DAY in the test runs), so what they assert about seeded rows
 * holds on any day; also the day of databases seeded before the calendar was recorded.
 */
export const FIXED_SEED_DAY = '2026-11-21';

let calendar: SeedCalendar = calendarNow(FIXED_SEED_DAY);

/** Seeding reads this calendar until the next call (the server sets it from the database before seeding). */
export function setSeedCalendar(next: SeedCalendar): void {
  calendar = next;
}

/** The end of the seed day (24:00): recent activity is generated in the days before this instant. */
export function windowEndMs(): number {
  return wallClockMs(calendar.day) + DAY_MS;
}

/** Three weeks before the window's end: older rows are dated back from here. */
export function baseDateMs(): number {
  return windowEndMs() - BASE_BEFORE_END_DAYS * DAY_MS;
}

/**
 * A seeded time as `yyyy-MM-dd HH:mm:ss`. Times on the seed day past the moment of seeding are drawn back into the
 * part of the day already gone (in order, so a row handled after it was created still is): a console started at
 * 09:00 shows today's rows up to 09:00, not rows from this evening.
 */
export function seedTime(ms: number): string {
  const dayStart = windowEndMs() - DAY_MS;
  const { seededAtMs } = calendar;
  if (ms <= dayStart || seededAtMs >= windowEndMs()) return formatWallClock(ms);
  const elapsed = Math.max(0, seededAtMs - dayStart);
  return formatWallClock(dayStart + Math.floor(((Math.min(ms, windowEndMs()) - dayStart) * elapsed) / DAY_MS));
}

/** A seeded time `deltaMs` after (or before) one already written by seedTime, never past the moment of seeding. */
export function seedTimeFrom(at: string, deltaMs: number): string {
  const ms = wallClockMs(at) + deltaMs;
  return formatWallClock(calendar.seededAtMs < windowEndMs() ? Math.min(ms, calendar.seededAtMs) : ms);
}

/** The seed day's 00:00 (wall clock). */
export function seedDayStartMs(): number {
  return windowEndMs() - DAY_MS;
}

/** The moment of seeding (wall clock), at most the seed day's end. */
export function seededAtMs(): number {
  return Math.min(calendar.seededAtMs, windowEndMs());
}

/** The moment of seeding as an instant (for a seeded job's run), and as a seeded time (at most the day's last second). */
export function seedMoment(): Date {
  return instantOfWallClock(seededAtMs());
}

export function seedNow(): string {
  return formatWallClock(Math.min(seededAtMs(), windowEndMs() - 1000));
}
