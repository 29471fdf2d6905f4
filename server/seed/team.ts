import { bulkInsert, syncSequence } from '../db/bulk';
import type { Queryable, SqlParam } from '../db/types';
import { baseDateMs, DAY_MS, seedTime } from './dates';
import { insertMembers } from './members';

export const LEVEL_NAMES = [
  '普通会员',
  '一星合伙人',
  '二星合伙人',
  '三星合伙人',
  '四星合伙人',
  '五星合伙人',
  '联合创始人',
];

/** Team partner-level configurations for levels 0–6. */
export async function seedTeamConfigs(db: Queryable): Promise<void> {
  const rows: SqlParam[][] = LEVEL_NAMES.map((name, level) => {
    const condition = {
      directLevel: Math.max(0, level - 1),
      directLevelCount: level === 0 ? 0 : level + 1,
      directPerformance: level * 10000,
      userInviteDirectRate: 0.05,
      userInviteIndirectRate: 0.02,
      realnameAuth: level >= 1 ? 1 : 0,
      teamAssets: level * 50000,
      userAssets: level * 1000,
      smallRegionAssets: level * 20000,
    };
    const show =
      level === 0
        ? ['注册即可成为普通会员']
        : [
            `直推${condition.directLevelCount}个${LEVEL_NAMES[level - 1] ?? ''}`,
            `团队总资产${condition.teamAssets}`,
            '完成实名认证',
          ];
    return [
      level + 1,
      name,
      level,
      0.05,
      0.02,
      level === 0 ? 0 : 0.01 * level,
      level === 0 ? 0 : 0.005 * level,
      level === 6 ? 0.03 : null,
      JSON.stringify(condition),
      JSON.stringify(show),
      level === 5 ? 2 : 1,
      1,
    ];
  });
  await bulkInsert(
    db,
    'team_level_config',
    [
      'id',
      'level_name',
      'level',
      'user_invite_direct_rate',
      'user_invite_indirect_rate',
      'child_level_profit_rate',
      'same_level_profit_rate',
      'global_profit_rate',
      'upgrade_condition',
      'upgrade_condition_show',
      'status',
      'type',
    ],
    rows,
  );
  await syncSequence(db, 'team_level_config');
}

const DEMO_SURNAMES = ['陈', '林', '周', '吴', '郑', '王', '冯', '蒋', '沈', '韩'];
const DEMO_GIVEN = ['志远', '子涵', '雨桐', '浩然', '思雨', '俊杰', '欣怡', '明轩', '佳怡', '宇航', '若曦', '晨阳'];
export const TEAM_DEMO_FIRST_ID = 10321;
/** Children (3), grandchildren (22, the leader's indirect subordinates: three pages of 10) and a small sub-team. */
const DEMO_CHILDREN = 3;
const DEMO_GRANDCHILDREN = 22;
const DEMO_SUB_TEAM = 4;

/**
 * A demo team added beside the random referrer chains (no random numbers drawn, existing rows untouched): a
 * co-founder whose indirect subordinates fill more than one page, and a grandchild with indirect subordinates of
 * its own, so the indirect-subordinates drawer (SPEC §2.9) shows paging and drill-down.
 */
export async function seedTeamDemo(db: Queryable): Promise<void> {
  const leader = TEAM_DEMO_FIRST_ID;
  const referrers: (number | null)[] = [null];
  for (let k = 0; k < DEMO_CHILDREN; k += 1) referrers.push(leader);
  for (let k = 0; k < DEMO_GRANDCHILDREN; k += 1) referrers.push(leader + 1 + (k % DEMO_CHILDREN));
  const firstGrandchild = leader + 1 + DEMO_CHILDREN;
  referrers.push(firstGrandchild);
  for (let k = 1; k < DEMO_SUB_TEAM; k += 1) referrers.push(firstGrandchild + DEMO_GRANDCHILDREN);
  const count = referrers.length;
  const performance = referrers.map((_, i) => Math.round(((i * 7919) % 45000) * 100 + 5000 * 100 + i * 37) / 100);
  const deposit = referrers.map((_, i) => Math.round(((i * 3571) % 18000) * 100 + 1000 * 100) / 100);
  const teamCount = new Array<number>(count).fill(0);
  const teamPerformance = [...performance];
  const teamDeposit = [...deposit];
  for (let i = count - 1; i >= 0; i -= 1) {
    let parent = referrers[i] ?? null;
    while (parent !== null) {
      const p = parent - leader;
      teamCount[p] = (teamCount[p] ?? 0) + 1;
      teamPerformance[p] = (teamPerformance[p] ?? 0) + (performance[i] ?? 0);
      teamDeposit[p] = (teamDeposit[p] ?? 0) + (deposit[i] ?? 0);
      parent = referrers[p] ?? null;
    }
  }
  const levels = (i: number) => (i === 0 ? 6 : i <= DEMO_CHILDREN ? 5 - i : i % 3);
  const rows: SqlParam[][] = referrers.map((referrer, i) => [
    leader + i,
    `${DEMO_SURNAMES[i % DEMO_SURNAMES.length] ?? ''}${DEMO_GIVEN[(i * 5) % DEMO_GIVEN.length] ?? ''}`,
    `166${String(1 + i).padStart(8, '0')}`,
    false,
    referrer,
    leader,
    levels(i),
    performance[i] ?? 0,
    Math.round((teamDeposit[i] ?? 0) * 100) / 100,
    Math.round((teamPerformance[i] ?? 0) * 100) / 100,
    teamCount[i] ?? 0,
    seedTime(baseDateMs() - (90 - i) * DAY_MS),
  ]);
  await insertMembers(db, rows);
}
