import { wallClockMs } from '../lib/time';

/** Fixed dates so the seed is the same on every run. */
export const BASE_DATE_MS = wallClockMs('2026-11-01 00:00:00');
/** Seeded activity (withdrawals, exchanges, tasks) lies in the ~60 days before this instant. */
export const WINDOW_END_MS = wallClockMs('2026-11-22 00:00:00');
export const DAY_MS = 24 * 60 * 60 * 1000;
