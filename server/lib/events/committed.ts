/**
 * What a writing transaction changed, read from the audit trail inside it (db/audit.ts writes one record per changed
 * row in the same transaction): the rows, and the sessions the change concerns.
 */
import type { Queryable } from '../../db/types';
import type { RowChange, SessionsMessage } from './types';

/** The newest audit record's id: read first in a writing transaction, it bounds the search for the transaction's own. */
export async function auditHead(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ head: string }>('SELECT coalesce(max(id), 0)::text AS head FROM audit_trail');
  return Number(row?.head ?? 0);
}

export interface AuditedRow {
  id: number;
  entity: string;
  entityId: string | null;
  action: RowChange['action'];
}

/**
 * The audit records the open transaction wrote after `before`, its kept savepoints' included. Records above `before`
 * may also be another transaction's that committed before this one's first record (the trail's lock is taken at the
 * first record and held until commit): a record is this transaction's when its inserting transaction is still in
 * progress, which only this transaction's own can be for a row it sees. `xmin` is 32 bits; pg_xact_status wants the
 * full id, taken as the one nearest to this transaction's own. A transaction that wrote nothing has no id: no records.
 */
export async function ownAuditRecords(tx: Queryable, before: number): Promise<AuditedRow[]> {
  const rows = await tx.query<{ id: string; entity: string; entityId: string | null; action: RowChange['action'] }>(
    `SELECT a.id::text AS id, a.entity, a.entity_id AS "entityId", a.action
     FROM audit_trail a, (SELECT pg_current_xact_id_if_assigned()::text::bigint AS top) me
     WHERE a.id > $1 AND me.top IS NOT NULL AND pg_xact_status((me.top
       + ((a.xmin::text::bigint - me.top) % 4294967296 + 6442450944) % 4294967296 - 2147483648)::text::xid8) = 'in progress'
     ORDER BY a.id`,
    [before],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Above this many rows of one table, a write is published as one summary of that table. */
export const ROWS_LISTED_PER_TABLE = 50;

/**
 * The rows a write changed, one entry per row (a row inserted then updated is an insert; one deleted, a delete), and
 * a table with more than ROWS_LISTED_PER_TABLE rows as one summary entry.
 */
export function rowChanges(records: readonly AuditedRow[]): RowChange[] {
  const byTable = new Map<string, Map<string | null, RowChange>>();
  for (const record of records) {
    const rows = byTable.get(record.entity) ?? new Map<string | null, RowChange>();
    byTable.set(record.entity, rows);
    const seen = rows.get(record.entityId);
    const action = seen?.action === 'insert' && record.action === 'update' ? 'insert' : record.action;
    rows.set(record.entityId, { entity: record.entity, id: record.entityId, action, rows: 1 });
  }
  return [...byTable.values()].flatMap((rows) => {
    const changes = [...rows.values()];
    if (changes.length <= ROWS_LISTED_PER_TABLE) return changes;
    const first = changes[0] as RowChange;
    const action = changes.every((change) => change.action === first.action) ? first.action : 'update';
    return [{ entity: first.entity, id: null, action, rows: changes.length }];
  });
}

/** Tables whose change may change what any session may do: roles, their grants, the permission tree. */
const GRANT_TABLES: ReadonlySet<string> = new Set(['user_role', 'role', 'role_permission', 'permission']);

/**
 * The sessions a write concerns: a staff user's row (a password, a status, a deletion) concerns that user's; a change
 * of roles or grants concerns every session. Null when none.
 */
export function sessionsChanged(records: readonly AuditedRow[]): SessionsMessage | null {
  const users = new Set<number>();
  let all = false;
  for (const record of records) {
    if (GRANT_TABLES.has(record.entity)) all = true;
    const id = Number(record.entityId);
    if (record.entity === 'staff_user' && Number.isInteger(id)) users.add(id);
  }
  return users.size || all ? { kind: 'sessions', tokens: [], users: [...users], all } : null;
}
