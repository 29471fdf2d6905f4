import { contains, eq, oneOf, whereInt } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { sqlTime } from '../../lib/time';

const MEMBER_ROW = `m.id, m.id AS "memberId", m.real_name AS "memberName", m.phone AS "memberPhone",
  COALESCE(c.level_name, '') AS "teamLevelName", m.user_performance::float8 AS "userPerformance", m.team_level AS "teamLevel",
  m.team_deposit::float8 AS "teamDeposit", m.team_user_count AS "teamUserCount",
  m.team_performance::float8 AS "teamPerformance", ${sqlTime('m.register_time')} AS "registerTime"`;
const FROM = `member m LEFT JOIN LATERAL (SELECT level_name FROM team_level_config t WHERE t.level = m.team_level
  ORDER BY t.id LIMIT 1) c ON true`;

/** Team member lists: the team list and a member's indirect subordinates (SPEC §2.9). */
export default screenRoutes('team/team-list', (r) => {
  r.list('get', '/myTeam/teamList', {
    from: FROM,
    select: MEMBER_ROW,
    filters: {
      userId: eq('m.id', 'int', { field: 'memberId' }),
      phone: contains('m.phone', { field: 'memberPhone' }),
      teamLevel: oneOf('m.team_level', [0, 1, 2, 3, 4, 5, 6]),
    },
    order: 'm.id',
    doc: 'records of team member rows',
  });

  r.list('get', '/myTeam/teamIndirectFriends', {
    from: FROM,
    select: MEMBER_ROW,
    filters: {
      userId: whereInt(
        'm.referrer_id IN (SELECT id FROM member WHERE referrer_id = $?)',
        "the member id (a row's `memberId`), required",
        {
          required: true,
          sample: { sql: "SELECT id FROM member WHERE phone = '16600000001'" },
        },
      ),
    },
    order: 'm.id',
    doc: "the member's indirect subordinates (members whose referrer's referrer is userId) as team member rows",
  });

  r.note(
    'Team member rows: `id` = `memberId` = the member id; `teamLevelName` is the name of the ' +
      'config for that level. `teamIndirectFriends` reads `userId` as a member id (SPEC §2.9: ' +
      "the drawer opens for a member, memberId), so a caller sends the row's `memberId`.",
  );
});
