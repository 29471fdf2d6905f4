import { auditTrail as calls } from '../../../contract/system/audit-trail';
import { verifyAuditChain } from '../../db/audit-chain';
import { screenRoutes } from '../../kit/screen';
import { AUDIT_PAGE_MIGRATION } from './audit-trail.menu';
import { auditTrail, MEMBER_TRAIL_LIST, TRAIL_LIST } from './audit-trail.query';
import { seedAuditHistory } from './audit-trail.seed';

/**
 * The audit trail (server/db/audit.ts, docs/audit-trail.md): who changed which row of which table, when, from where and
 * why, read-only — its records are written by triggers, never through a route. The member detail drawer reads one
 * member's records (`/member-info/auditTrail`), a call of the member list's page declared here with the trail's queries.
 */
export default screenRoutes(
  'system/audit-trail',
  {
    order: 7,
    title: { 'zh-CN': '审计记录', 'en-US': 'Audit trail' },
    operatorView: true,
    consoleOnly: 'the audit trail of every change, and its hash chain',
  },
  (r) => {
    r.entity({
      table: auditTrail,
      existing: 'schema v47',
      migrations: [{ id: 'permission:audit-trail-page', sql: AUDIT_PAGE_MIGRATION }],
      seed: seedAuditHistory,
    });
    r.list(calls.list, TRAIL_LIST);
    // The detail drawer's own trail: whoever may open a member's detail reads who changed that member's rows.
    r.list(calls.memberTrail, { ...MEMBER_TRAIL_LIST, page: 'members/user-list' });
    // Hand-written: recomputes the whole hash chain: a check, not a read of rows.
    r.get(
      calls.verify,
      {
        doc:
          'checks the whole chain (every hash recomputed, ids gapless from 1, each record linked to the one before) → ' +
          '{ok, checked, head: {id, hash} | null, broken?: {id, reason}}; reads only',
      },
      ({ db }) => verifyAuditChain(db),
    );
    r.note(
      'audit trail: read-only for everyone (no route writes it); the operator reads it too, view only (no export). ' +
        'Filters: actor contains the username ("system" for jobs and migrations), entity is a table name, entityId ' +
        'and memberId exact, action insert|update|delete, startTime/endTime the record time.',
    );
  },
);
