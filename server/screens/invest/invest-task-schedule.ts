import { investTaskSchedule } from '../../../contract/invest/invest-task-schedule';
import { between, oneOf } from '../../kit/filters';
import { screenRoutes } from '../../kit/screen';
import { SQL_CLOCK_NOW } from '../../lib/time';

/** Today in Asia/Shanghai, on the server's clock. */
const TODAY = `(${SQL_CLOCK_NOW})::date`;
const DAYS = `(
  SELECT s.settle_time::date AS day, COUNT(*)::int AS due_count, SUM(s.income) AS due_income,
    COUNT(*) FILTER (WHERE s.status = 1)::int AS settled_count,
    COALESCE(SUM(s.income) FILTER (WHERE s.status = 1), 0) AS settled_income,
    CASE WHEN COUNT(*) FILTER (WHERE s.status = 2) = 0 THEN 1 ELSE 2 END AS status
  FROM invest_settle_record s GROUP BY s.settle_time::date
) d`;
const scalar = (sql: string, decimals = 2) => ({ sql: `(${sql})`, decimals });

/**
 * The daily settlement plan (SPEC §2.3 invest task schedule, §7.5 investTodaySummary): one row per day with what is
 * due and what is settled, and today's figures beside the page for the summary cards.
 */
export default screenRoutes(
  'invest/invest-task-schedule',
  { order: 4, title: { 'zh-CN': '投资任务计划', 'en-US': 'Investment task schedule' } },
  (r) => {
    r.list(investTaskSchedule.list, {
      from: DAYS,
      select: `to_char(d.day, 'YYYY-MM-DD') AS "day", d.due_count AS "dueCount", d.due_income::float8 AS "dueIncome",
      d.settled_count AS "settledCount", d.settled_income::float8 AS "settledIncome", d.status`,
      filters: {
        status: oneOf('d.status', [1, 2]),
        ...between('d.day', 'dayStart', 'dayEnd', 'time', { field: 'day' }),
      },
      order: 'd.day DESC',
      extra: {
        todayNewCount: scalar(`SELECT COUNT(*) FROM invest_record WHERE created_time::date = ${TODAY}`, 0),
        todayNewAmount: scalar(
          `SELECT COALESCE(SUM(amount), 0) FROM invest_record WHERE created_time::date = ${TODAY}`,
        ),
        activePrincipal: scalar(
          `SELECT COALESCE(SUM(amount), 0) FROM invest_record WHERE status = 1 AND end_time::date >= ${TODAY}`,
        ),
        todayDueIncome: scalar(
          `SELECT COALESCE(SUM(income), 0) FROM invest_settle_record WHERE settle_time::date = ${TODAY}`,
        ),
      },
    });
    r.note(
      'Invest task schedule: rows are days (status 1 all settled / 2 some unsettled); extra todayNewCount, ' +
        'todayNewAmount, activePrincipal and todayDueIncome are for today in Asia/Shanghai, over every row.',
    );
  },
);
