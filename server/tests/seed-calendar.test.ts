/**
 * The demo data's calendar: dated from the day a database is first seeded, the same rows for any database seeded
 * that day, nothing after the moment of seeding, and the day kept for seeds that run on a later start.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDb } from '../db/open';
import type { Db } from '../db/types';
import { migrate } from '../db/migrations';
import { clockFrom, setClock, wallClockMs } from '../lib/time';
import {
  baseDateMs,
  calendarNow,
  FIXED_SEED_DAY,
  seededAtMs,
  seedNow,
  seedTime,
  seedTimeFrom,
  setSeedCalendar,
  windowEndMs,
} from '../seed/dates';
import { seedCalendarOf } from '../seed/index';
import { emptyDatabase } from './templates';

afterEach(() => {
  vi.unstubAllEnvs();
  setClock();
  setSeedCalendar(calendarNow(FIXED_SEED_DAY));
});

describe('the seed calendar', () => {
  it('a chosen day: activity up to its end, older rows from three weeks before, no time moved', () => {
    setSeedCalendar(calendarNow('2026-02-28'));
    expect(windowEndMs()).toBe(wallClockMs('2026-03-01 00:00:00'));
    expect(baseDateMs()).toBe(wallClockMs('2026-02-08 00:00:00'));
    expect(seedTime(wallClockMs('2026-02-28 23:59:59'))).toBe('2026-02-28 23:59:59');
    expect(seedNow()).toBe('2026-02-28 23:59:59');
    expect(seedTimeFrom('2026-02-28 23:00:00', 2 * 3600_000)).toBe('2026-03-01 01:00:00');
  });

  it('seeded today at 09:00 (Shanghai): today has rows, none after 09:00, in their order; earlier days unchanged', () => {
    setClock(clockFrom('2026-12-31T09:00:00+08:00'));
    const calendar = calendarNow('');
    expect(calendar).toEqual({ day: '2026-12-31', seededAtMs: wallClockMs('2026-12-31 09:00:00') });
    setSeedCalendar(calendar);
    expect(seedTime(wallClockMs('2026-12-30 23:59:59'))).toBe('2026-12-30 23:59:59');
    expect(seedTime(wallClockMs('2026-12-31 00:00:00'))).toBe('2026-12-31 00:00:00');
    expect(seedTime(wallClockMs('2026-12-31 12:00:00'))).toBe('2026-12-31 04:30:00');
    expect(seedTime(wallClockMs('2026-12-31 23:59:59'))).toBe('2026-12-31 08:59:59');
    const times = ['2026-12-31 06:00:00', '2026-12-31 06:00:30', '2026-12-31 18:00:00'].map((t) =>
      seedTime(wallClockMs(t)),
    );
    expect([...times].sort()).toEqual(times);
    expect(seedNow()).toBe('2026-12-31 09:00:00');
    expect(seededAtMs()).toBe(wallClockMs('2026-12-31 09:00:00'));
    expect(seedTimeFrom('2026-12-31 08:00:00', 2 * 3600_000)).toBe('2026-12-31 09:00:00');
  });

  it('refuses a SEED_DAY that is not a day', () => {
    expect(() => calendarNow('2026-13-40')).toThrow('SEED_DAY must be yyyy-MM-dd');
    expect(() => calendarNow('yesterday')).toThrow('SEED_DAY must be yyyy-MM-dd');
  });

  /** A migrated, empty memory database, no SEED_DAY, the clock at 2027-01-01 00:30 Shanghai. */
  async function onNewYearsDay(check: (db: Db) => Promise<void>): Promise<void> {
    const db = await openDb({ dataDir: 'memory', loadFrom: emptyDatabase() });
    try {
      await migrate(db);
      vi.stubEnv('SEED_DAY', '');
      setClock(clockFrom('2027-01-01T00:30:00+08:00'));
      await check(db);
    } finally {
      await db.close();
    }
  }

  it('is recorded when a database is first seeded and read back on later starts', () =>
    onNewYearsDay(async (db) => {
      const first = await seedCalendarOf(db);
      expect(first.day).toBe('2027-01-01');
      setClock(clockFrom('2027-03-15T12:00:00+08:00'));
      expect(await seedCalendarOf(db)).toEqual(first);
    }));

  it('a database seeded before the calendar was recorded keeps the fixed day', () =>
    onNewYearsDay(async (db) => {
      await db.query("INSERT INTO staff_user (username, password_hash, create_time) VALUES ('old', 'x', now())");
      expect((await seedCalendarOf(db)).day).toBe(FIXED_SEED_DAY);
    }));
});
