/**
 * Every server test file starts with these (vitest setupFiles): its servers date their data from one fixed day,
 * whatever day the tests run on, and none runs the seeded jobs on the wall clock (a job due at :00 or :30 would
 * change rows under a test; tests about jobs tick the scheduler at chosen instants).
 */
import { FIXED_SEED_DAY } from '../seed/dates';

process.env.SEED_DAY = FIXED_SEED_DAY;
process.env.SCHEDULER = 'off';
