import { sqlTime } from '../../lib/time';

/**
 * The wallet change rows (all, or those matching `only`) with their member, shared by the change list and the
 * manual-operation list. A condition goes inside the subquery: on the LEFT JOIN's ON it would filter nothing.
 */
export function changeFrom(only?: string): string {
  return `${only ? `(SELECT * FROM wallet_change WHERE ${only})` : 'wallet_change'} c LEFT JOIN member m ON m.id = c.uid`;
}

export const CHANGE_SELECT = `c.id, c.uid, m.phone, m.real_name AS "realName",
  CASE WHEN m.is_test THEN 1 ELSE 0 END AS "isTest", c.currency, c.category, c.biz_code AS "bizCode",
  c.amount::float8 AS amount, c.balance_before::float8 AS "balanceBefore", c.balance_after::float8 AS "balanceAfter",
  c.order_no AS "orderNo", c.operator, c.remark, ${sqlTime('c.created_time')} AS "createdTime",
  c.review_status AS "reviewStatus", c.reviewer, ${sqlTime('c.review_time')} AS "reviewTime",
  c.review_remark AS "reviewRemark"`;
