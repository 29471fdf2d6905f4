/**
 * The audit trail's records as the console reads them (server/db/audit.ts writes them): the table's typed columns,
 * the select of a record and its order. Shared by the audit trail screen's lists (screens/system/audit-trail.query.ts)
 * and a row's own history (routes/record-history.ts).
 */
import { integer, table, text, timestamp } from './table';

/** `audit_trail` comes from migration 47 (written by triggers only); `changes` is jsonb, `id` bigint. */
export const auditTrail = table('audit_trail', {
  createdTime: timestamp(),
  actorId: integer({ nullable: true }),
  actorName: text(),
  ip: text({ nullable: true }),
  route: text({ nullable: true }),
  action: text(),
  entity: text(),
  entityId: text({ nullable: true }),
  memberId: integer({ nullable: true }),
  reason: text({ nullable: true }),
});

/** A record: its id as a number (ids follow each other from 1), `changes` as `{column: [before, after]}`. */
export const AUDIT_RECORD_SELECT = `a.id::float8 AS id, ${auditTrail.select('a')}, a.changes`;

/** Newest first: ids follow the order the records were appended in (their times are whole seconds). */
export const AUDIT_RECORD_ORDER = 'a.id DESC';
