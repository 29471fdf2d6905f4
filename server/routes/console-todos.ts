/**
 * The to-do counts of what waits for review (SPEC §7.5): on home's dashboard (`/console/statistics`, console-stats.ts)
 * and in the live feed, each counted for a user only where their menu holds the page that shows those rows.
 */
import type { Queryable } from '../db/types';
import type { TodoCounter } from '../lib/events/feed';
import { dictConstants } from '../../contract/dicts/constants';
import { figureSql, type FigureSource } from './console-figures';

/** The codes the to-do counts compare with (SPEC §4 dictionaries). */
const WITHDRAW = dictConstants('withdrawStatus');
const RECHARGE = dictConstants('auditStatus');
const REALNAME = dictConstants('realnameStatus');
const APPLY_STATUS = dictConstants('shopApplicationStatus');
const APPLY_TYPE = dictConstants('shopApplicationType');

/** The to-do counts: the page that shows them and the SQL counting what waits. */
export const TODOS: Record<string, FigureSource & { page: string }> = {
  withdrawPending: {
    page: 'finance/withdraw-orders',
    table: 'withdraw_order',
    sql: `SELECT COUNT(*)::int AS v FROM withdraw_order WHERE status = ${WITHDRAW.pending}`,
    kept: {
      table: 'kept_withdraw_order',
      sql: `SELECT COALESCE(SUM(kept_rows), 0)::int AS v FROM kept_withdraw_order WHERE status = ${WITHDRAW.pending}`,
    },
  },
  rechargePending: {
    page: 'finance/recharge-orders',
    table: 'member_recharge',
    sql: `SELECT COUNT(*)::int AS v FROM member_recharge WHERE status = ${RECHARGE.pending}`,
    kept: {
      table: 'kept_member_recharge',
      sql: `SELECT COALESCE(SUM(kept_rows), 0)::int AS v FROM kept_member_recharge WHERE status = ${RECHARGE.pending}`,
    },
  },
  realnamePending: {
    page: 'members/realname-review',
    table: 'member',
    sql: `SELECT COUNT(*)::int AS v FROM member WHERE real_name_status = ${REALNAME.reviewing}`,
    kept: {
      table: 'kept_member',
      sql: `SELECT COALESCE(SUM(kept_rows), 0)::int AS v FROM kept_member WHERE real_name_status = ${REALNAME.reviewing}`,
    },
  },
  feedbackUnread: {
    page: 'members/user-feedback',
    table: 'member_feedback',
    sql: 'SELECT COUNT(*)::int AS v FROM member_feedback WHERE read_state = 0',
  },
  shopOpenPending: {
    page: 'shops/shop-open-list',
    table: 'member_shop_apply',
    sql: `SELECT COUNT(*)::int AS v FROM member_shop_apply WHERE apply_type = ${APPLY_TYPE.open} AND status = ${APPLY_STATUS.pending}`,
  },
  shopClosePending: {
    page: 'shops/shop-close-list',
    table: 'member_shop_apply',
    sql: `SELECT COUNT(*)::int AS v FROM member_shop_apply WHERE apply_type = ${APPLY_TYPE.close} AND status = ${APPLY_STATUS.pending}`,
  },
};

/** to-do key → the page whose rows it counts (the live feed sends a count only to users holding the page). */
export const TODO_PAGES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TODOS).map(([key, source]) => [key, source.page]),
);

/**
 * The to-do counts for the live feed (lib/events): the keys a write's tables feed, counted after it committed, with
 * the audit trail's head read in the same statement (one snapshot), so a console keeps the newest of two counts.
 */
export function todoCounter(db: Queryable): TodoCounter {
  return {
    keysFed: (tables) => Object.entries(TODOS).flatMap(([key, source]) => (tables.has(source.table) ? [key] : [])),
    async count(keys) {
      const present: [string, string][] = [];
      for (const key of keys) {
        const sql = TODOS[key] && (await figureSql(db, TODOS[key]));
        if (sql) present.push([key, sql]);
      }
      const columns = present.map(([, sql], index) => `, (${sql}) AS c${index}`).join('');
      const [row] = await db.query<Record<string, number | string>>(
        `SELECT (SELECT coalesce(max(id), 0) FROM audit_trail)::text AS head${columns}`,
      );
      const counts = Object.fromEntries(present.map(([key], index) => [key, Number(row?.[`c${index}`] ?? 0)]));
      return { head: Number(row?.head ?? 0), counts };
    },
  };
}
