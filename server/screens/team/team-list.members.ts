import { sqlTime } from '../../lib/time';

/**
 * A team member row (SPEC §3) of `member m`, with the name of the config for its level: a subquery of the select, so
 * it runs for the page's rows only. As a LATERAL join of the lists' FROM it ran in their counts too, once per member.
 */
export const MEMBER_ROW = `m.id, m.id AS "memberId", m.real_name AS "memberName", m.phone AS "memberPhone",
  COALESCE((SELECT t.level_name FROM team_level_config t WHERE t.level = m.team_level ORDER BY t.id LIMIT 1), '')
  AS "teamLevelName", m.user_performance::float8 AS "userPerformance", m.team_level AS "teamLevel",
  m.team_deposit::float8 AS "teamDeposit", m.team_user_count AS "teamUserCount",
  m.team_performance::float8 AS "teamPerformance", ${sqlTime('m.register_time')} AS "registerTime"`;

export const MEMBER_FROM = 'member m';

/** The demo team's leader (seeded with subordinates over several pages): the contract tests' sample upline. */
export const LEADER_SAMPLE = { sql: "SELECT id FROM member WHERE phone = '16600000001'" };
