import { bulkInsert, syncSequence } from '../db/bulk';
import type { Queryable, SqlParam } from '../db/types';

export const LEVEL_NAMES = ['普通会员', '一星合伙人', '二星合伙人', '三星合伙人', '四星合伙人', '五星合伙人', '联合创始人'];

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
    const show = level === 0
      ? ['注册即可成为普通会员']
      : [`直推${condition.directLevelCount}个${LEVEL_NAMES[level - 1] ?? ''}`, `团队总资产${condition.teamAssets}`, '完成实名认证'];
    return [
      level + 1, name, level, 0.05, 0.02, level === 0 ? 0 : 0.01 * level, level === 0 ? 0 : 0.005 * level,
      level === 6 ? 0.03 : null, JSON.stringify(condition), JSON.stringify(show), level === 5 ? 2 : 1, 1,
    ];
  });
  await bulkInsert(db, 'team_level_config', ['id', 'level_name', 'level', 'user_invite_direct_rate',
    'user_invite_indirect_rate', 'child_level_profit_rate', 'same_level_profit_rate', 'global_profit_rate',
    'upgrade_condition', 'upgrade_condition_show', 'status', 'type'], rows);
  await syncSequence(db, 'team_level_config');
}
