import type { Db } from '../db/types';
import { formatWallClock, wallClockMs } from '../lib/time';
import { calendarNow, FIXED_SEED_DAY, type SeedCalendar } from './dates';
import { seedGoods } from './goods';
import { seedMembers } from './members';
import { seedAnalyticsAccounts, seedTasks, seedTrc20 } from './misc';
import { Random } from './random';
import { seedDicts } from './dicts';
import type { ScreenDecl } from '../kit/types';
import { declaredMenu, seedMenu } from './menu';
import { seedStaff } from './staff';
import { seedTeamConfigs, seedTeamDemo } from './team';
import { seedWithdrawals } from './withdrawals';

const SEED = 20261101;

/**
 * The calendar the demo data of this database is dated by: the one recorded when it was first seeded; for an empty
 * database, today's (or SEED_DAY's), recorded now; for a database seeded before calendars were recorded, the fixed
 * day its data was generated for.
 */
export async function seedCalendarOf(db: Db): Promise<SeedCalendar> {
  const [stored] = await db.query<{ day: string; seededAt: string }>(
    'SELECT day, seeded_at AS "seededAt" FROM seed_calendar',
  );
  if (stored) return { day: stored.day, seededAtMs: wallClockMs(stored.seededAt) };
  const [staff] = await db.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM staff_user');
  const calendar = staff && staff.count > 0 ? calendarNow(FIXED_SEED_DAY) : calendarNow();
  await db.query('INSERT INTO seed_calendar (day, seeded_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
    calendar.day,
    formatWallClock(calendar.seededAtMs),
  ]);
  return calendar;
}

/**
 * Fills an empty database with the deterministic demo data, the menu from the screens' declarations; does nothing
 * when staff users exist.
 */
export async function seedIfEmpty(db: Db, screens: readonly ScreenDecl[]): Promise<boolean> {
  const [row] = await db.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM staff_user');
  if (row && row.count > 0) return false;
  await db.transaction(async (tx) => {
    const rng = new Random(SEED);
    await seedStaff(tx);
    await seedMenu(tx, declaredMenu(screens));
    await seedDicts(tx);
    const members = await seedMembers(tx, rng);
    await seedWithdrawals(tx, rng, members);
    await seedGoods(tx, rng, members);
    await seedTeamConfigs(tx);
    await seedTeamDemo(tx);
    await seedTrc20(tx, rng, members);
    await seedTasks(tx, rng, members);
    await seedAnalyticsAccounts(tx, rng);
  });
  return true;
}
