import type { Queryable } from '../../db/types';
import { ApiError } from '../api-error';
import { integer, money, serial, table, text, timestamp } from '../table';
import { formatShanghai } from '../time';
import type { JobClass } from './types';
import { fill, M } from '../../i18n/messages';

/**
 * One row per day (Asia/Shanghai): members registered by the end of the day, new members that day, and the USDT and
 * RMB held by members at the end of the day (the ledger's sum up to then, as balance = sum of change records). The
 * date summary list shows them beside its live figures; held balances of a past day would otherwise mean a pass over
 * the whole ledger per day on every page.
 */
export const memberDailySummaryTable = table('member_daily_summary', {
  id: serial(),
  day: text(),
  memberCount: integer({ default: '0' }),
  newMembers: integer({ default: '0' }),
  usdtBalance: money({ default: '0' }),
  rmbBalance: money({ default: '0' }),
  computedTime: timestamp(),
});

export const SUMMARY_INDEX = 'CREATE UNIQUE INDEX member_daily_summary_day_idx ON member_daily_summary(day)';

const DEFAULT_DAYS = 2;
const MAX_DAYS = 366;

function daysOf(parameter: string): number {
  if (!parameter.trim()) return DEFAULT_DAYS;
  const days = Number(parameter.trim());
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS)
    throw new ApiError(fill(M.parameterMustNumberDays, { max: MAX_DAYS, default: DEFAULT_DAYS }));
  return days;
}

/** (Re)computes the summary of the `days` days ending on the day of `now`; returns how many rows were written. */
export async function summariseDays(db: Queryable, now: Date, days: number): Promise<number> {
  const stamp = formatShanghai(now);
  // One pass over each table: the totals before the first day, then each day's movements summed up to that day.
  const rows = await db.query(
    `WITH bounds AS (SELECT date_trunc('day', $2::timestamp) - make_interval(days => $1::int - 1) AS first,
                            date_trunc('day', $2::timestamp) AS last),
     days AS (SELECT d.day FROM bounds, generate_series(bounds.first, bounds.last, interval '1 day') AS d(day)),
     before AS (SELECT
       (SELECT COUNT(*) FROM member, bounds WHERE register_time < bounds.first) AS members,
       (SELECT COALESCE(SUM(amount), 0) FROM wallet_change, bounds
         WHERE currency = 'USDT' AND created_time < bounds.first) AS usdt,
       (SELECT COALESCE(SUM(amount), 0) FROM wallet_change, bounds
         WHERE currency = 'RMB' AND created_time < bounds.first) AS rmb),
     m AS (SELECT date_trunc('day', register_time) AS day, COUNT(*) AS n FROM member, bounds
           WHERE register_time >= bounds.first GROUP BY 1),
     w AS (SELECT date_trunc('day', created_time) AS day, SUM(amount) FILTER (WHERE currency = 'USDT') AS usdt,
                  SUM(amount) FILTER (WHERE currency = 'RMB') AS rmb
           FROM wallet_change, bounds WHERE created_time >= bounds.first GROUP BY 1)
     INSERT INTO member_daily_summary (day, member_count, new_members, usdt_balance, rmb_balance, computed_time)
     SELECT to_char(days.day, 'YYYY-MM-DD'), before.members + SUM(COALESCE(m.n, 0)) OVER running, COALESCE(m.n, 0),
            before.usdt + SUM(COALESCE(w.usdt, 0)) OVER running, before.rmb + SUM(COALESCE(w.rmb, 0)) OVER running,
            $2::timestamp
     FROM days CROSS JOIN before LEFT JOIN m ON m.day = days.day LEFT JOIN w ON w.day = days.day
     WINDOW running AS (ORDER BY days.day)
     ON CONFLICT (day) DO UPDATE SET member_count = EXCLUDED.member_count, new_members = EXCLUDED.new_members,
       usdt_balance = EXCLUDED.usdt_balance, rmb_balance = EXCLUDED.rmb_balance,
       computed_time = EXCLUDED.computed_time
     RETURNING 1`,
    [days, stamp],
  );
  return rows.length;
}

export const memberDailySummary: JobClass = {
  title: '会员每日汇总',
  parameterHint: `重新计算的天数（截至当天，1-${MAX_DAYS}，留空为${DEFAULT_DAYS}）`,
  checkParameter: (parameter) => void daysOf(parameter),
  async run({ db, parameter, now }) {
    const written = await summariseDays(db, now, daysOf(parameter));
    return `已汇总 ${written} 天的会员数据`;
  },
};
