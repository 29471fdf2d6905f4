/**
 * The record of an access to members' personal data beside the mask (docs/security.md, "Personal data"): a reveal of
 * one record with its reason, or an export of unmasked data with its row count. One row of `personal_data_access`
 * (migration 60), an audited table: the row's audit trail record (who, from where, whose, which fields, the reason)
 * is written by the database in the same transaction, and the system audit trail page lists it.
 */
import type { Context } from 'hono';
import { setActor } from '../db/audit';
import { outsideReadOnly } from '../db/scope';
import type { Db, Queryable } from '../db/types';
import { clientAddress } from './login-throttle';
import { shanghaiNow } from './time';

export interface PersonalAccess {
  kind: 'reveal' | 'export';
  staff: { id: number; username: string };
  /** The list route the data came from. */
  path: string;
  /** The revealed record's id; none for an export. */
  recordId?: string | null;
  /** The member the record belongs to, when it names one (the audit trail's member ID). */
  uid?: number | null;
  /** The personal fields revealed or exported. */
  fields: readonly string[];
  /** How many rows an export wrote. */
  rowCount?: number | null;
  reason?: string | null;
}

/** Writes the access in `tx`, a transaction that has named its actor (a writing route's, or exportRecorded's). */
export async function recordPersonalAccess(tx: Queryable, access: PersonalAccess): Promise<void> {
  await tx.query(
    `INSERT INTO personal_data_access (kind, staff_id, staff_name, path, record_id, uid, fields, row_count, reason,
                                       created_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamp)`,
    [
      access.kind,
      access.staff.id,
      access.staff.username,
      access.path.slice(0, 300),
      access.recordId ?? null,
      access.uid ?? null,
      access.fields.join(','),
      access.rowCount ?? null,
      access.reason ?? null,
      shanghaiNow(),
    ],
  );
}

/**
 * Records an access made by a route that declares no writes (the CSV export): in a transaction of its own, named
 * after the staff user and the request, so the audit trail says who exported what.
 */
export async function recordOutsideRoute(db: Db, c: Context, access: PersonalAccess): Promise<void> {
  await outsideReadOnly(() =>
    db.transaction(async (tx) => {
      const route = `${c.req.method} ${new URL(c.req.url).pathname}`;
      await setActor(tx, { id: access.staff.id, username: access.staff.username, ip: clientAddress(c), route });
      await recordPersonalAccess(tx, access);
    }),
  );
}
