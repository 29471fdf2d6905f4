import { sqlTime } from './time';

/**
 * The points records as both points screens list them (members/user-score-records: all of them;
 * finance/operation-balance-score: the manual ones). A condition goes inside, not on the LEFT JOIN.
 */
export function scoreFrom(only?: string): string {
  return `${only ? `(SELECT * FROM score_record WHERE ${only})` : 'score_record'} s LEFT JOIN member m ON m.id = s.uid`;
}
export const SCORE_SELECT = `s.id, s.uid, m.phone, m.real_name AS "realName",
  CASE WHEN m.is_test THEN 1 ELSE 0 END AS "isTest", s.type, s.score, s.score_before AS "scoreBefore",
  s.score_after AS "scoreAfter", s.order_no AS "orderNo", s.operator, s.remark, ${sqlTime('s.created_time')} AS "createdTime"`;
