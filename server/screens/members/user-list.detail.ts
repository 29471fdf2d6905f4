/** `Q /member-info/extraInfo?id=`: what the member detail drawer shows beyond the list row. */
import type { KeysOf } from '../../../contract/calls';
import type { userList } from '../../../contract/members/user-list';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { requireInt, type Input } from '../../lib/input';
import { sqlTime } from '../../lib/time';
import { member } from './user-list.model';
import { MESSAGES } from './user-list.rules';

const RECENT = 10;

export async function memberExtraInfo(
  db: Queryable,
  input: Input<KeysOf<typeof userList.extraInfo>>,
): Promise<Record<string, unknown>> {
  const id = requireInt(input, 'id', 1);
  const [profile] = await db.query<Record<string, unknown>>(
    `SELECT ${member.select('m')}, r.phone AS "referrerPhone", r.real_name AS "referrerName",
       l.phone AS "leaderPhone", l.real_name AS "leaderName",
       (SELECT COUNT(*)::int FROM member d WHERE d.referrer_id = m.id) AS "directCount"
     FROM member m LEFT JOIN member r ON r.id = m.referrer_id LEFT JOIN member l ON l.id = m.first_leader_id
     WHERE m.id = $1`,
    [id],
  );
  if (!profile) throw new ApiError(MESSAGES.notFound);
  const [addresses, changes, scores] = await Promise.all([
    db.query(
      `SELECT id, realname AS protocol, card_no AS "cardNo", status, ${sqlTime('created_time')} AS "createdTime"
       FROM member_trc20 WHERE uid = $1 ORDER BY id DESC`,
      [id],
    ),
    db.query(
      `SELECT id, currency, category, biz_code AS "bizCode", amount::float8 AS amount,
         balance_after::float8 AS "balanceAfter", order_no AS "orderNo", remark, ${sqlTime('created_time')} AS "createdTime"
       FROM wallet_change WHERE uid = $1 ORDER BY id DESC LIMIT ${RECENT}`,
      [id],
    ),
    db.query(
      `SELECT id, type, score, score_after AS "scoreAfter", remark, ${sqlTime('created_time')} AS "createdTime"
       FROM score_record WHERE uid = $1 ORDER BY id DESC LIMIT ${RECENT}`,
      [id],
    ),
  ]);
  return { ...profile, addresses, recentChanges: changes, recentScores: scores };
}
