import type { Db } from '../db/types';
import { seedGoods } from './goods';
import { seedMembers } from './members';
import { seedAnalyticsAccounts, seedTasks, seedTrc20 } from './misc';
import { Random } from './random';
import { seedDicts, seedMenu, seedStaff } from './staff';
import { seedTeamConfigs, seedTeamDemo } from './team';
import { seedWithdrawals } from './withdrawals';

const SEED = 20261101;

/** Fills an empty database with the deterministic demo data; does nothing when staff users exist. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM staff_user');
  if (row && row.count > 0) return false;
  await db.transaction(async (tx) => {
    const rng = new Random(SEED);
    await seedStaff(tx);
    await seedMenu(tx);
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
