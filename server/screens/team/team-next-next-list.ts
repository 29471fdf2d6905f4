import { teamNextNextList } from '../../../contract/team/team-next-next-list';
import { eq } from '../../kit/filters';
import { membersKept } from '../../kit/kept-tables';
import { screenRoutes } from '../../kit/screen';
import { LEADER_SAMPLE, MEMBER_FROM, MEMBER_ROW } from './team-list.members';

/** Indirect subordinates (SPEC §2.3 team next-next list, §2.9 the team list's drawer): members two levels below. */
export default screenRoutes(
  'team/team-next-next-list',
  { order: 4, title: { 'zh-CN': '间推下级', 'en-US': 'Indirect subordinates' } },
  (r) => {
    r.list(teamNextNextList.list, {
      page: ['team/team-next-next-list', 'team/team-list'],
      from: `${MEMBER_FROM} JOIN member p ON p.id = m.referrer_id JOIN member g ON g.id = p.referrer_id`,
      select: `${MEMBER_ROW}, p.id AS "referrerId", g.id AS "ancestorId", g.real_name AS "ancestorName",
      g.phone AS "ancestorPhone"`,
      filters: {
        userId: eq('g.id', 'int', { field: 'ancestorId', sample: LEADER_SAMPLE }),
        phone: eq('g.phone', 'text', { field: 'ancestorPhone' }),
      },
      // Before a member is picked, the total is every member with that many uplines, kept (kit/kept-tables.ts).
      ...membersKept('m.upline_depth = 2'),
      order: 'g.id, m.id',
      doc:
        "records of team member rows, each with its referrer's referrer (`ancestorId`, `ancestorName`, " +
        '`ancestorPhone`) and its referrer (`referrerId`)',
    });

    r.note(
      '`teamIndirectFriends` reads `userId` as a member id (SPEC §2.9: the drawer opens for a member, memberId), so a ' +
        "caller sends the row's `memberId`; `phone` (exact) picks the member by phone. Without either (the next-next " +
        'list page before a member is picked) it lists every member that has an indirect upline, by that upline.',
    );
  },
);
