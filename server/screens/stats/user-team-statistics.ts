import { userTeamStatistics } from '../../../contract/stats/user-team-statistics';
import { contains, eq, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { sum } from '../../kit/list';

/**
 * Team statistics (SPEC §2.3; `/myTeam/teamOverview`, fields not shown, designed here): every member who leads a team
 * (has subordinates), with the team's size, performance and deposits as the team scheme keeps them on the member, and
 * the count of direct subordinates.
 */
export default screenRoutes(
  'stats/user-team-statistics',
  { order: 4, title: { 'zh-CN': '团队统计', 'en-US': 'Team statistics' } },
  (r) => {
    r.list(userTeamStatistics.list, {
      from: '(SELECT * FROM member WHERE team_user_count > 0) m',
      select: `m.id AS uid, m.real_name AS "realName", m.phone, m.team_level AS "teamLevel",
      (SELECT COUNT(*) FROM member d WHERE d.referrer_id = m.id)::int AS "directCount",
      m.team_user_count AS "teamUserCount", m.team_performance::text AS "teamPerformance",
      m.team_deposit::text AS "teamDeposit", m.user_performance::text AS "userPerformance"`,
      filters: {
        uid: eq('m.id', 'int', { field: 'uid' }),
        phone: contains('m.phone'),
        teamLevel: oneOf('m.team_level', [0, 1, 2, 3, 4, 5, 6]),
      },
      order: 'm.team_performance DESC, m.id',
      extra: {
        totalTeamUsers: sum('m.team_user_count', 0),
        totalTeamPerformance: sum('m.team_performance'),
        totalTeamDeposit: sum('m.team_deposit'),
      },
      doc: 'records of team leaders (members with subordinates), largest team performance first',
    });
  },
);
