import { userMemberSummary } from '../../../contract/stats/user-member-summary';
import { contains, eq, oneOf, containsName } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { MEMBERS_KEPT } from '../../kit/kept-tables';
import { sqlTime } from '../../lib/time';
import { dictConstants } from '../../../contract/dicts/constants';

const RECHARGE = dictConstants('auditStatus');
const WITHDRAW = dictConstants('withdrawStatus');

/**
 * The member summary (SPEC §2.3 statistics; fields not shown, designed here): each member's money in and out, their
 * investment and team, from the real tables. The figures are sub-queries of the selected rows only (the page), so a
 * page over 10,000 members costs its 10 rows.
 */
export default screenRoutes(
  'stats/user-member-summary',
  { order: 3, title: { 'zh-CN': '会员汇总', 'en-US': 'Member summary' } },
  (r) => {
    r.list(userMemberSummary.list, {
      from: 'member m',
      select: `m.id AS uid, m.real_name AS "realName", m.phone, m.team_level AS "teamLevel",
      ${sqlTime('m.register_time')} AS "registerTime",
      (SELECT COALESCE(SUM(amount), 0) FROM member_recharge WHERE uid = m.id AND status = ${RECHARGE.approved})::text AS "rechargeAmount",
      (SELECT COALESCE(SUM(withdraw_amount), 0) FROM withdraw_order WHERE user_id = m.id AND status <> ${WITHDRAW.rejected})::text
        AS "withdrawAmount",
      (SELECT COALESCE(SUM(amount), 0) FROM invest_record WHERE uid = m.id)::text AS "investAmount",
      m.usdt_balance::text AS "usdtBalance", m.rmb_balance::text AS "rmbBalance", m.score,
      m.team_user_count AS "teamUserCount"`,
      filters: {
        uid: eq('m.id', 'int', { field: 'uid' }),
        phone: contains('m.phone'),
        realName: containsName('m.real_name'),
        teamLevel: oneOf('m.team_level', [0, 1, 2, 3, 4, 5, 6]),
      },
      order: 'm.id DESC',
      ...MEMBERS_KEPT,
      doc: 'records of each member with rechargeAmount (approved), withdrawAmount (not rejected), investAmount, balances',
    });
  },
);
