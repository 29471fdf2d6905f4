/**
 * Reading the audit trail (server/db/audit.ts): the table's columns as the console reads them, shared by the audit
 * trail screen and the member detail drawer's own trail.
 */
import { contains, eq, oneOf, between, type Filter } from '../../kit/filters';
import { AUDIT_RECORD_ORDER, AUDIT_RECORD_SELECT, auditTrail } from '../../lib/audit-records';
import type { ListSpec, RouteOptions } from '../../kit/types';

export { auditTrail };

export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;

const SELECT = AUDIT_RECORD_SELECT;
const ORDER = AUDIT_RECORD_ORDER;

/** The member a record belongs to (memberId), the member's own trail's one filter. */
export const memberFilter = (opts: { required?: boolean } = {}): Filter<'int'> =>
  eq('a.member_id', 'int', {
    field: 'memberId',
    ...(opts.required
      ? {
          required: true,
          // The member with the most records, so the generated contract test can page through theirs.
          sample: {
            sql: `SELECT member_id FROM audit_trail WHERE member_id IS NOT NULL
                  GROUP BY member_id ORDER BY count(*) DESC, member_id LIMIT 1`,
          },
        }
      : {}),
  });

/** The whole trail, with every filter of the audit trail screen. */
export const TRAIL_LIST = {
  from: 'audit_trail a',
  select: SELECT,
  filters: {
    actor: contains('a.actor_name', { field: 'actorName' }),
    entity: eq('a.entity', 'text'),
    entityId: eq('a.entity_id', 'text'),
    memberId: memberFilter(),
    action: oneOf('a.action', AUDIT_ACTIONS),
    ...between('a.created_time', 'startTime', 'endTime', 'time', { field: 'createdTime' }),
  },
  order: ORDER,
  doc: 'newest first; changes as {column: [before, after]} (secrets as ******); actorId null = the system',
} satisfies ListSpec & RouteOptions;

/** One member's records (the member detail drawer). */
export const MEMBER_TRAIL_LIST = {
  from: 'audit_trail a',
  select: SELECT,
  filters: { memberId: memberFilter({ required: true }) },
  order: ORDER,
  doc: "the member's audit records (rows whose member is memberId), newest first, as /audit/list",
} satisfies ListSpec & RouteOptions;
