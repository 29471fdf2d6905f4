import { bulkInsert, syncSequence } from '../db/bulk';
import type { Queryable, SqlParam } from '../db/types';
import { baseDateMs, DAY_MS, seedTime } from './dates';
import { chineseName, phoneNumber, type Random } from './random';

export interface SeededMember {
  id: number;
  isTest: boolean;
  registerMs: number;
}

export const MEMBER_COUNT = 320;
export const FIRST_MEMBER_ID = 10001;
const ROOTS = 8;

/** Members with referrer chains (so indirect subordinates exist), team levels and performance figures. */
export async function seedMembers(db: Queryable, rng: Random): Promise<SeededMember[]> {
  const referrer: (number | null)[] = [];
  const leader: number[] = [];
  const performance: number[] = [];
  const deposit: number[] = [];
  const teamCount: number[] = new Array<number>(MEMBER_COUNT).fill(0);
  const teamPerformance: number[] = new Array<number>(MEMBER_COUNT).fill(0);
  const teamDeposit: number[] = new Array<number>(MEMBER_COUNT).fill(0);
  const members: SeededMember[] = [];
  const usedPhones = new Set<string>();
  const rows: SqlParam[][] = [];

  for (let i = 0; i < MEMBER_COUNT; i += 1) {
    let parent: number | null = null;
    if (i >= ROOTS) parent = rng.chance(0.55) ? rng.int(Math.max(0, i - 30), i - 1) : rng.int(0, i - 1);
    referrer.push(parent);
    leader.push(parent === null ? i : (leader[parent] ?? i));
    performance.push(rng.money(0, 50000));
    deposit.push(rng.money(0, 20000));
    // Register times grow with the index so referrers register before their subordinates.
    const registerMs =
      baseDateMs() - 420 * DAY_MS + Math.floor((i / MEMBER_COUNT) * 400 * DAY_MS) + rng.int(0, 86399) * 1000;
    members.push({ id: FIRST_MEMBER_ID + i, isTest: i % 10 === 7 || rng.chance(0.03), registerMs });
  }
  for (let i = MEMBER_COUNT - 1; i >= 0; i -= 1) {
    let parent = referrer[i] ?? null;
    while (parent !== null) {
      teamCount[parent] = (teamCount[parent] ?? 0) + 1;
      teamPerformance[parent] = (teamPerformance[parent] ?? 0) + (performance[i] ?? 0);
      teamDeposit[parent] = (teamDeposit[parent] ?? 0) + (deposit[i] ?? 0);
      parent = referrer[parent] ?? null;
    }
  }
  members.forEach((member, i) => {
    let phone = phoneNumber(rng);
    while (usedPhones.has(phone)) phone = phoneNumber(rng);
    usedPhones.add(phone);
    const level = rng.weighted<number>([
      [0, 55],
      [1, 15],
      [2, 10],
      [3, 8],
      [4, 5],
      [5, 4],
      [6, 3],
    ]);
    const parent = referrer[i];
    rows.push([
      member.id,
      member.isTest ? `测试${chineseName(rng)}` : chineseName(rng),
      phone,
      member.isTest,
      parent === null || parent === undefined ? null : FIRST_MEMBER_ID + parent,
      FIRST_MEMBER_ID + (leader[i] ?? i),
      level,
      performance[i] ?? 0,
      Math.round(((teamDeposit[i] ?? 0) + (deposit[i] ?? 0)) * 100) / 100,
      Math.round(((teamPerformance[i] ?? 0) + (performance[i] ?? 0)) * 100) / 100,
      teamCount[i] ?? 0,
      seedTime(member.registerMs),
    ]);
  });
  await insertMembers(db, rows);
  return members;
}

/**
 * Inserts seeded members, one row per member in this column order: id, real name, phone, is test, referrer, first
 * leader, team level, own performance, team deposit, team performance, team size, registered at.
 */
export async function insertMembers(db: Queryable, rows: SqlParam[][]): Promise<void> {
  await bulkInsert(
    db,
    'member',
    [
      'id',
      'real_name',
      'phone',
      'is_test',
      'referrer_id',
      'first_leader_id',
      'team_level',
      'user_performance',
      'team_deposit',
      'team_performance',
      'team_user_count',
      'register_time',
    ],
    rows,
  );
  await syncSequence(db, 'member');
}
