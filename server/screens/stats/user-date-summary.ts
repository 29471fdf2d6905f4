import { userDateSummary } from '../../../contract/stats/user-date-summary';
import { between } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { keptName } from '../../kit/kept-totals';
import { MEMBERS_KEPT, RECHARGES_KEPT, WITHDRAWALS_KEPT } from '../../kit/kept-tables';
import { sum } from '../../kit/list';
import { SQL_CLOCK_NOW } from '../../lib/time';
import { dictConstants } from '../../../contract/dicts/constants';

const RECHARGE = dictConstants('auditStatus');
const WITHDRAW = dictConstants('withdrawStatus');

/**
 * One row per day from the first registration to today, each figure aggregated once per table (grouped by day) and
 * joined on the calendar, so a page costs one pass over each table whatever the range; registrations, recharges and
 * withdrawals from their kept figures per day (kit/kept-tables.ts), a few hundred rows instead of millions.
 */
const DAYS = `(SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.day AS day_start,
    COALESCE(r.n, 0)::int AS registrations,
    COALESCE(c.amount, 0)::numeric(18,2) AS recharge_amount,
    COALESCE(w.amount, 0)::numeric(18,2) AS withdraw_amount,
    COALESCE(i.amount, 0)::numeric(18,2) AS invest_amount,
    COALESCE(s.n, 0)::int AS shops_opened,
    mds.member_count, mds.usdt_balance AS usdt_held
  FROM generate_series((SELECT date_trunc('day', MIN(register_time)) FROM member),
                       date_trunc('day', ${SQL_CLOCK_NOW}), interval '1 day') AS d(day)
  LEFT JOIN (SELECT register_time AS day, SUM(kept_rows) AS n FROM ${keptName(MEMBERS_KEPT.kept)} GROUP BY 1) r
    ON r.day = d.day
  LEFT JOIN (SELECT created_time AS day, SUM("s_totalAmount") AS amount FROM ${keptName(RECHARGES_KEPT.kept)}
             WHERE status = ${RECHARGE.approved} GROUP BY 1) c ON c.day = d.day
  LEFT JOIN (SELECT created_time AS day, SUM("s_usdtAmount") AS amount FROM ${keptName(WITHDRAWALS_KEPT.kept)}
             WHERE status <> ${WITHDRAW.rejected} GROUP BY 1) w ON w.day = d.day
  LEFT JOIN (SELECT date_trunc('day', created_time) AS day, SUM(amount) AS amount FROM invest_record GROUP BY 1) i
    ON i.day = d.day
  LEFT JOIN (SELECT date_trunc('day', open_time) AS day, COUNT(*) AS n FROM member_shop GROUP BY 1) s ON s.day = d.day
  LEFT JOIN member_daily_summary mds ON mds.day = to_char(d.day, 'YYYY-MM-DD')
) t`;

/** The user date summary (SPEC §2.3 statistics; fields not shown, designed here): the platform's figures per day. */
export default screenRoutes(
  'stats/user-date-summary',
  { order: 2, title: { 'zh-CN': '日期汇总', 'en-US': 'Daily summary' } },
  (r) => {
    r.list(userDateSummary.list, {
      from: DAYS,
      select: `t.day AS "date", t.registrations, t.recharge_amount::text AS "rechargeAmount",
      t.withdraw_amount::text AS "withdrawAmount", t.invest_amount::text AS "investAmount", t.shops_opened AS "shopsOpened",
      t.member_count AS "memberCount", t.usdt_held::text AS "usdtHeld"`,
      filters: { ...between('t.day_start', 'startDate', 'endDate', 'time', { field: 'date' }) },
      order: 't.day_start DESC',
      extra: {
        totalRegistrations: sum('t.registrations', 0),
        totalRechargeAmount: sum('t.recharge_amount'),
        totalWithdrawAmount: sum('t.withdraw_amount'),
        totalInvestAmount: sum('t.invest_amount'),
      },
      doc: 'records of {date, registrations, rechargeAmount, withdrawAmount, investAmount, shopsOpened, memberCount, usdtHeld}, newest first',
    });
    r.note(
      'Recharges: approved orders; withdrawals: not rejected, in USDT; the extra totals cover every matching day.',
    );
    r.note(
      'memberCount and usdtHeld (members and USDT held at the end of the day) come from member_daily_summary, written by the memberDailySummary scheduled job; null for a day it has not summarised.',
    );
  },
);
