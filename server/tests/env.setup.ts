/**
 * Every server test file starts with these (vitest setupFiles): its servers date their data from one fixed day,
 * whatever day the tests run on, and none runs the seeded jobs on the wall clock (a job due at :00 or :30 would
 * change rows under a test; tests about jobs tick the scheduler at chosen instants).
 *
 * The files of a worker share one module graph (vitest.config.ts, `isolate: false`): whatever process-wide state a
 * file may set — the server's clock, the seed calendar, fake timers, stubbed variables — is put back after it, so the
 * next file starts as a fresh process would.
 */
import { afterAll, vi } from 'vitest';
import { calendarNow, FIXED_SEED_DAY, setSeedCalendar } from '../seed/dates';
import { setClock } from '../lib/time';

process.env.SEED_DAY = FIXED_SEED_DAY;
process.env.SCHEDULER = 'off';

afterAll(() => {
  setClock();
  setSeedCalendar(calendarNow(FIXED_SEED_DAY));
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
