import { between, contains, eq, flag, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { sqlTime } from '../../lib/time';

/** Points records (all, or those matching `only`) with their member; a condition goes inside, not on the LEFT JOIN. */
export function scoreFrom(only?: string): string {
  return `${only ? `(SELECT * FROM score_record WHERE ${only})` : 'score_record'} s LEFT JOIN member m ON m.id = s.uid`;
}
export const SCORE_SELECT = `s.id, s.uid, m.phone, m.real_name AS "realName",
  CASE WHEN m.is_test THEN 1 ELSE 0 END AS "isTest", s.type, s.score, s.score_before AS "scoreBefore",
  s.score_after AS "scoreAfter", s.order_no AS "orderNo", s.operator, s.remark, ${sqlTime('s.created_time')} AS "createdTime"`;

/** Points records (SPEC §7.5 `/score/record/list`): every points movement; add/deduct is operation-balance-score's. */
export default screenRoutes(
  'members/user-score-records',
  { order: 11, title: { 'zh-CN': '积分记录', 'en-US': 'Points records' } },
  (r) => {
    r.list('post', '/score/record/list', {
      from: scoreFrom(),
      select: SCORE_SELECT,
      filters: {
        uid: eq('s.uid'),
        phone: contains('m.phone'),
        realName: contains('m.real_name'),
        isTest: flag('m.is_test'),
        type: oneOf('s.type', [0, 1, 2, 3, 4]),
        orderNo: contains('s.order_no'),
        ...between('s.created_time', 'startTime', 'endTime', 'time', { field: 'createdTime' }),
      },
      order: 's.created_time DESC, s.id DESC',
    });
  },
);
