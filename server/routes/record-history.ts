/**
 * `GET /admin-api/history?page=<menu page>&id=<row id>`: one row's audit records (server/db/audit.ts), newest first,
 * paged (`pageNumber`, `pageSize`; `page` names the menu page here) → `{records, total, current, size, pages}`, each
 * record as the audit trail's list answers it (`changes` as `{column: [before, after]}`). The console's History tab
 * of a row's detail, edit and review dialogs reads it (docs/audit-trail.md, "History on every record").
 *
 * The row's table is the one `page`'s list shows (tablesOfPages, as presence finds it), so a user reads the history of
 * exactly the rows a page of their menu lists, and needs `view` there: no access to the whole trail's page is needed,
 * and none is given. A system page's id may come as its snowflake (decoded to the row key). Members' personal values
 * in the changes are masked for a user without `sensitive`, as every answer is (http/api.ts, lib/personal-walk.ts).
 *
 * Refusals: no session 401; `page` not a page with a list of an audited table, or `id` not 1–19 digits, code 400;
 * the page (or its `view`) missing from the user's menu, 403. The console's own: the bare profile leaves it out (the
 * console then shows no History tab).
 */
import { auditTrail } from '../../contract/system/audit-trail';
import { UNAUDITED_TABLES } from '../db/audit';
import type { Api } from '../http/api';
import { ApiError } from '../lib/api-error';
import { decodeId } from '../http/xboot-ids';
import { eq } from '../kit/filters';
import { runList } from '../kit/list';
import type { ListSpec, ScreenDecl } from '../kit/types';
import { AUDIT_RECORD_ORDER, AUDIT_RECORD_SELECT } from '../lib/audit-records';
import { PRESENCE_MESSAGES, ROW_ID, tablesOfPages } from './events';

/** A row's records: its table (`entity`) and its id (`entityId`), both set by the route, never by the caller. */
const HISTORY_LIST: ListSpec = {
  from: 'audit_trail a',
  select: AUDIT_RECORD_SELECT,
  filters: {
    entity: eq('a.entity', 'text', { required: true }),
    entityId: eq('a.entity_id', 'text', { required: true }),
  },
  order: AUDIT_RECORD_ORDER,
};

/** The audited tables the pages' lists show: page → table. */
function auditedTables(screens: readonly ScreenDecl[]): Map<string, string> {
  return new Map([...tablesOfPages(screens)].filter(([, table]) => !UNAUDITED_TABLES.has(table)));
}

export function registerRecordHistoryRoute(api: Api, screens: readonly ScreenDecl[]): void {
  const tables = auditedTables(screens);
  const consoleOnly = "one row's audit records: the History tab of the console's dialogs";
  api.get(auditTrail.rowHistory, { consoleOnly }, async ({ input, require }) => {
    const { page, id, pageNumber, pageSize } = input;
    const entity = typeof page === 'string' ? tables.get(page) : undefined;
    if (typeof page !== 'string' || !entity) throw new ApiError(PRESENCE_MESSAGES.page, 400);
    require(page, 'view');
    if (typeof id !== 'string' || !ROW_ID.test(id)) throw new ApiError(PRESENCE_MESSAGES.id, 400);
    return runList(api.db, HISTORY_LIST, { pageNumber, pageSize, entity, entityId: decodeId(id) });
  });
}
