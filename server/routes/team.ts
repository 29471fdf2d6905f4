import { Where } from '../db/where';
import type { Api } from '../http/api';
import { ApiError } from '../http/envelope';
import { optEnum, optInt, optString, requireInt, type Input } from '../http/input';
import { readPaging, toPage } from '../http/paging';
import { sqlTime } from '../lib/time';
import { validateTeamConfig } from './team-config-rules';

const CONFIG_PAGE = 'team/team-config';
const LIST_PAGE = 'team/team-list';

interface ConfigRow extends Record<string, unknown> {
  upgradeCondition: string;
  upgradeConditionShow: string;
}

const MEMBER_ROW = `m.id, m.id AS "memberId", m.real_name AS "memberName", m.phone AS "memberPhone",
  COALESCE(c.level_name, '') AS "teamLevelName", m.user_performance::float8 AS "userPerformance", m.team_level AS "teamLevel",
  m.team_deposit::float8 AS "teamDeposit", m.team_user_count AS "teamUserCount",
  m.team_performance::float8 AS "teamPerformance", ${sqlTime('m.register_time')} AS "registerTime"`;
const LEVEL_NAME_JOIN = `LEFT JOIN LATERAL (SELECT level_name FROM team_level_config t WHERE t.level = m.team_level
  ORDER BY t.id LIMIT 1) c ON true`;

/** Team level configuration and team member lists. */
export function registerTeamRoutes(api: Api): void {
  const db = api.db;

  api.get('/myTeam/configlist', { page: CONFIG_PAGE }, async () => {
    const rows = await db.query<ConfigRow>(
      `SELECT id, level_name AS "levelName", level, user_invite_direct_rate::float8 AS "userInviteDirectRate",
              user_invite_indirect_rate::float8 AS "userInviteIndirectRate", child_level_profit_rate::float8 AS "childLevelProfitRate",
              same_level_profit_rate::float8 AS "sameLevelProfitRate", global_profit_rate::float8 AS "globalProfitRate",
              upgrade_condition AS "upgradeCondition", upgrade_condition_show AS "upgradeConditionShow", status, type
       FROM team_level_config ORDER BY level, id`,
    );
    return rows.map((row) => ({
      ...row,
      upgradeCondition: JSON.parse(row.upgradeCondition) as unknown,
      upgradeConditionShow: JSON.parse(row.upgradeConditionShow) as unknown,
    }));
  });

  api.post('/myTeam/configSave', { page: CONFIG_PAGE }, async ({ input, require }) => {
    const hasId = optString(input, 'id') !== undefined;
    require(CONFIG_PAGE, hasId ? 'edit' : 'add');
    const config = validateTeamConfig(input);
    const values = [
      config.levelName, config.level, config.userInviteDirectRate, config.userInviteIndirectRate, config.childLevelProfitRate,
      config.sameLevelProfitRate, config.globalProfitRate, JSON.stringify(config.upgradeCondition),
      JSON.stringify(config.upgradeConditionShow), config.status, config.type,
    ];
    if (config.id === undefined) {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO team_level_config (level_name, level, user_invite_direct_rate, user_invite_indirect_rate,
           child_level_profit_rate, same_level_profit_rate, global_profit_rate, upgrade_condition, upgrade_condition_show, status, type)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        values,
      );
      return row?.id ?? null;
    }
    const changed = await db.query<{ id: number }>(
      `UPDATE team_level_config SET level_name = $2, level = $3, user_invite_direct_rate = $4, user_invite_indirect_rate = $5,
         child_level_profit_rate = $6, same_level_profit_rate = $7, global_profit_rate = $8, upgrade_condition = $9,
         upgrade_condition_show = $10, status = $11, type = $12
       WHERE id = $1 RETURNING id`,
      [config.id, ...values],
    );
    if (!changed.length) throw new ApiError('等级配置不存在');
    return config.id;
  });

  api.post('/myTeam/configDelete', { page: CONFIG_PAGE, perm: 'delete' }, async ({ input }) => {
    const id = requireInt(input, 'id');
    const deleted = await db.query<{ id: number }>('DELETE FROM team_level_config WHERE id = $1 RETURNING id', [id]);
    if (!deleted.length) throw new ApiError('等级配置不存在');
    return null;
  });

  const memberPage = async (input: Input, where: Where) => {
    const paging = readPaging(input);
    const from = `FROM member m ${LEVEL_NAME_JOIN} ${where.toSql()}`;
    const [count] = await db.query<{ total: number }>(`SELECT COUNT(*)::int AS total ${from}`, where.params);
    const limit = where.bind(paging.pageSize);
    const offset = where.bind(paging.offset);
    const records = await db.query<Record<string, unknown>>(
      `SELECT ${MEMBER_ROW} ${from} ORDER BY m.id LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    );
    return toPage(records, count?.total ?? 0, paging);
  };

  api.get('/myTeam/teamList', { page: LIST_PAGE }, async ({ input }) => {
    const where = new Where()
      .add('m.id = $?', optInt(input, 'userId'))
      .contains('m.phone', optString(input, 'phone'))
      .add('m.team_level = $?', optEnum(input, 'teamLevel', [0, 1, 2, 3, 4, 5, 6]));
    return memberPage(input, where);
  });

  api.get('/myTeam/teamIndirectFriends', { page: LIST_PAGE }, async ({ input }) => {
    const userId = requireInt(input, 'userId');
    const where = new Where().add('m.referrer_id IN (SELECT id FROM member WHERE referrer_id = $?)', userId);
    return memberPage(input, where);
  });
}
