import { teamNextList } from '../../../contract/team/team-next-list';
import { eq } from '../../kit/filters';
import { membersKept } from '../../kit/kept-tables';
import { screenRoutes } from '../../kit/screen';
import { LEADER_SAMPLE, MEMBER_FROM, MEMBER_ROW } from './team-list.members';

/** Direct subordinates (SPEC §2.3 team next list; the team list's next-level dialog): members and their referrer. */
export default screenRoutes(
  'team/team-next-list',
  { order: 3, title: { 'zh-CN': '直推下级', 'en-US': 'Direct subordinates' } },
  (r) => {
    r.list(teamNextList.list, {
      page: ['team/team-next-list', 'team/team-list'],
      from: `${MEMBER_FROM} JOIN member p ON p.id = m.referrer_id`,
      select: `${MEMBER_ROW}, p.id AS "referrerId", p.real_name AS "referrerName", p.phone AS "referrerPhone"`,
      filters: {
        userId: eq('p.id', 'int', { field: 'referrerId', sample: LEADER_SAMPLE }),
        phone: eq('p.phone', 'text', { field: 'referrerPhone' }),
      },
      // Before a member is picked, the total is every member with that many uplines, kept (kit/kept-tables.ts).
      ...membersKept('m.upline_depth >= 1'),
      order: 'p.id, m.id',
      doc: 'records of team member rows, each with its referrer (`referrerId`, `referrerName`, `referrerPhone`)',
    });

    r.note(
      '`teamDirectFriends`: `userId` (a member id) or `phone` (exact) picks the member whose direct subordinates ' +
        '(members whose referrer it is) are listed; without either, every member that has a referrer, by referrer.',
    );
  },
);
