/**
 * The statistics calls of SPEC §7.5 "Console statistics" (B: POST JSON; payloads not shown, designed here), computed
 * from the real tables on every call:
 * - `/console/statistics` {startDate, endDate} → `{cards: {key: {value, previous}}, todo: {key: count}}`: each card's
 *   figure over the range and over the range of equal length just before it; the to-do counts of what waits for
 *   review. Cards need the statistics home page; each to-do needs its own page in the caller's menu (what a role may
 *   not see is not counted for it).
 * - `/console/registerStatistics`, `paymentStatistics`, `memberShopStatistics`, `investStatistics` {startDate,
 *   endDate} → one point per day that has figures `[{date, …}]` (the console fills the empty days).
 * A figure whose table this database does not have (a deployment without that module) is left out, not an error
 * (console-figures.ts). The to-do counts: console-todos.ts.
 */
import type { KeysOf } from '../../contract/calls';
import { statisticsHome } from '../../contract/stats/statistics-home';
import type { Api } from '../http/api';
import { ApiError } from '../lib/api-error';
import { optTime, type Input } from '../lib/input';
import type { Queryable } from '../db/types';
import { shanghaiNow, wallClockMs, formatWallClock } from '../lib/time';
import { figure, figureSql, type FigureSource, type Range } from './console-figures';
import { TODOS } from './console-todos';
import { fill, M } from '../i18n/messages';

export const STATS_PAGE = 'stats/statistics-home';
const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

/**
 * The requested day range (default today), at most a year; and the range of equal length just before it. The keys of
 * `statistics`; each series call declares them too (seriesHandler).
 */
export function rangesOf(input: Input<KeysOf<typeof statisticsHome.statistics>>): { current: Range; previous: Range } {
  const today = shanghaiNow().slice(0, 10);
  const start = optTime(input, 'startDate') ?? `${today} 00:00:00`;
  const end = optTime(input, 'endDate', true) ?? `${today} 23:59:59`;
  const startMs = wallClockMs(start.slice(0, 10));
  const days = Math.round((wallClockMs(end.slice(0, 10)) - startMs) / DAY_MS) + 1;
  if (days < 1 || days > MAX_DAYS) throw new ApiError(fill(M.statisticsRangeMust1, { max: MAX_DAYS }));
  const previousStart = formatWallClock(startMs - days * DAY_MS).slice(0, 10);
  const previousEnd = formatWallClock(startMs - DAY_MS).slice(0, 10);
  return {
    current: { start, end },
    previous: { start: `${previousStart} 00:00:00`, end: `${previousEnd} 23:59:59` },
  };
}

/** The cards; `sql` returns one row `{v}`. Money sums are exact numeric, returned as text. */
const CARDS: Record<string, FigureSource> = {
  registrations: {
    table: 'member',
    sql: 'SELECT COUNT(*)::int AS v FROM member WHERE register_time BETWEEN $1::timestamp AND $2::timestamp',
    kept: {
      table: 'kept_member',
      sql: `SELECT COALESCE(SUM(kept_rows), 0)::int AS v FROM kept_member
          WHERE register_time BETWEEN $1::timestamp AND $2::timestamp`,
    },
  },
  // Approved recharges and investments by the day they were made; money in exact numeric (USDT and RMB summed as
  // entered: the demo platform keeps no exchange rate).
  recharges: {
    table: 'member_recharge',
    sql: `SELECT COALESCE(SUM(amount), 0)::text AS v FROM member_recharge
          WHERE status = 2 AND created_time BETWEEN $1::timestamp AND $2::timestamp`,
    kept: {
      table: 'kept_member_recharge',
      sql: `SELECT COALESCE(SUM("s_totalAmount"), 0)::text AS v FROM kept_member_recharge
          WHERE status = 2 AND created_time BETWEEN $1::timestamp AND $2::timestamp`,
    },
  },
  investment: {
    table: 'invest_record',
    sql: `SELECT COALESCE(SUM(amount), 0)::text AS v FROM invest_record
          WHERE created_time BETWEEN $1::timestamp AND $2::timestamp`,
  },
  // Goods sold: the purchase movements of the ledger (category 5), as a positive sum.
  salesVolume: {
    table: 'wallet_change',
    sql: `SELECT COALESCE(SUM(-amount), 0)::text AS v FROM wallet_change
          WHERE category = 5 AND created_time BETWEEN $1::timestamp AND $2::timestamp`,
  },
  // Visits: the articles members opened (site reading records).
  visits: {
    table: 'member_site_reading',
    sql: 'SELECT COUNT(*)::int AS v FROM member_site_reading WHERE read_time BETWEEN $1::timestamp AND $2::timestamp',
  },
  memberShops: {
    table: 'member_shop',
    sql: 'SELECT COUNT(*)::int AS v FROM member_shop WHERE open_time BETWEEN $1::timestamp AND $2::timestamp',
  },
  withdrawals: {
    table: 'withdraw_order',
    sql: `SELECT COALESCE(SUM(usdt_amount), 0)::text AS v FROM withdraw_order
          WHERE created_time BETWEEN $1::timestamp AND $2::timestamp AND status <> 3`,
    kept: {
      table: 'kept_withdraw_order',
      sql: `SELECT COALESCE(SUM("s_usdtAmount"), 0)::text AS v FROM kept_withdraw_order
          WHERE created_time BETWEEN $1::timestamp AND $2::timestamp AND status <> 3`,
    },
  },
};

/** The charts' calls (contract/stats/statistics-home.ts). */
type SeriesName = 'registerStatistics' | 'paymentStatistics' | 'memberShopStatistics' | 'investStatistics';

/**
 * Day series; `sql` returns rows `{date, …figures}` grouped by day. The kept forms leave out a day whose kept rows
 * net to none, as the table's own has no row for it.
 */
const SERIES: Record<SeriesName, FigureSource[]> = {
  registerStatistics: [
    {
      table: 'member',
      sql: `SELECT to_char(register_time, 'YYYY-MM-DD') AS date, COUNT(*)::int AS count FROM member
            WHERE register_time BETWEEN $1::timestamp AND $2::timestamp GROUP BY 1 ORDER BY 1`,
      kept: {
        table: 'kept_member',
        sql: `SELECT to_char(register_time, 'YYYY-MM-DD') AS date, SUM(kept_rows)::int AS count FROM kept_member
            WHERE register_time BETWEEN $1::timestamp AND $2::timestamp GROUP BY 1 HAVING SUM(kept_rows) <> 0
            ORDER BY 1`,
      },
    },
  ],
  paymentStatistics: [
    {
      table: 'member_recharge',
      sql: `SELECT to_char(created_time, 'YYYY-MM-DD') AS date, SUM(amount)::text AS recharge FROM member_recharge
            WHERE status = 2 AND created_time BETWEEN $1::timestamp AND $2::timestamp GROUP BY 1 ORDER BY 1`,
      kept: {
        table: 'kept_member_recharge',
        sql: `SELECT to_char(created_time, 'YYYY-MM-DD') AS date, SUM("s_totalAmount")::text AS recharge
            FROM kept_member_recharge WHERE status = 2 AND created_time BETWEEN $1::timestamp AND $2::timestamp
            GROUP BY 1 HAVING SUM(kept_rows) <> 0 ORDER BY 1`,
      },
    },
    {
      table: 'withdraw_order',
      sql: `SELECT to_char(created_time, 'YYYY-MM-DD') AS date, SUM(usdt_amount)::text AS withdraw FROM withdraw_order
            WHERE created_time BETWEEN $1::timestamp AND $2::timestamp AND status <> 3 GROUP BY 1 ORDER BY 1`,
      kept: {
        table: 'kept_withdraw_order',
        sql: `SELECT to_char(created_time, 'YYYY-MM-DD') AS date, SUM("s_usdtAmount")::text AS withdraw
            FROM kept_withdraw_order WHERE created_time BETWEEN $1::timestamp AND $2::timestamp AND status <> 3
            GROUP BY 1 HAVING SUM(kept_rows) <> 0 ORDER BY 1`,
      },
    },
  ],
  memberShopStatistics: [
    {
      table: 'member_shop_apply',
      sql: `SELECT to_char(handle_time, 'YYYY-MM-DD') AS date,
              COUNT(*) FILTER (WHERE apply_type = 1)::int AS opened, COUNT(*) FILTER (WHERE apply_type = 2)::int AS closed
            FROM member_shop_apply WHERE status IN (2, 4) AND handle_time BETWEEN $1::timestamp AND $2::timestamp
            GROUP BY 1 ORDER BY 1`,
    },
  ],
  investStatistics: [
    {
      table: 'invest_record',
      sql: `SELECT to_char(created_time, 'YYYY-MM-DD') AS date, SUM(amount)::text AS "investAmount",
              COUNT(*)::int AS "investCount"
            FROM invest_record WHERE created_time BETWEEN $1::timestamp AND $2::timestamp GROUP BY 1 ORDER BY 1`,
    },
  ],
};

/** Merges the per-source day rows into one row per day. */
async function series(db: Queryable, sources: readonly FigureSource[], range: Range) {
  const days = new Map<string, Record<string, unknown>>();
  for (const source of sources) {
    const sql = await figureSql(db, source, range);
    if (sql === null) continue;
    for (const row of await db.query<Record<string, unknown> & { date: string }>(sql, [range.start, range.end]))
      days.set(row.date, { ...(days.get(row.date) ?? {}), ...row });
  }
  return [...days.values()].sort((a, b) => String(a.date).localeCompare(String(b.date)));
}

/** The day-series handler of one `/console/*Statistics` call (declared by server/screens/stats/statistics-home.ts). */
export function seriesHandler(
  name: SeriesName,
): (ctx: { db: Queryable; input: Input<KeysOf<(typeof statisticsHome)[SeriesName]>> }) => Promise<unknown> {
  const sources = SERIES[name];
  return ({ db, input }) => series(db, sources, rangesOf(input).current);
}

export const SERIES_NAMES = Object.keys(SERIES) as SeriesName[];

/** Every card and series source, for the test that compares each kept form with the table's own. */
export const STATS_SOURCES: readonly FigureSource[] = [...Object.values(CARDS), ...Object.values(SERIES).flat()];

/** The statistics without the to-do counts, which are the console's own (the bare profile, http/profile.ts). */
const withoutTodo = (answer: unknown): unknown => {
  if (answer === null || typeof answer !== 'object') return answer;
  const { todo: _todo, ...rest } = answer as Record<string, unknown>;
  return rest;
};

/** `/console/statistics` serves home's dashboard too, so any logged-in user may call it (see the header). */
export function registerConsoleStats(api: Api): void {
  api.post(statisticsHome.statistics, { bareAnswer: withoutTodo }, async ({ input, user }) => {
    const { current, previous } = rangesOf(input);
    const cards: Record<string, { value: number | string | null; previous: number | string | null }> = {};
    if (user.pages.has(STATS_PAGE)) {
      for (const [key, source] of Object.entries(CARDS)) {
        const value = await figure(api.db, source, current);
        if (value !== null) cards[key] = { value, previous: await figure(api.db, source, previous) };
      }
    }
    const todo: Record<string, number> = {};
    for (const [key, source] of Object.entries(TODOS)) {
      if (!user.pages.has(source.page)) continue;
      const count = await figure(api.db, source, current);
      if (count !== null) todo[key] = Number(count);
    }
    return { cards, todo };
  });
}
