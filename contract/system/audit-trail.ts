/**
 * The audit trail (docs/audit-trail.md): every insert, update and delete of an audited table, chained by hashes. The
 * whole trail's screen, one member's records (the member drawer) and one row's (the History tab of a row's dialogs).
 */
import { call, listCall } from "../calls";

/** One audit record (server/db/audit.ts). */
export interface HistoryRecord {
  id: number;
  createdTime: string;
  /** Null: the system (a scheduled job, a migration). */
  actorId: number | null;
  actorName: string;
  ip: string | null;
  route: string | null;
  action: "insert" | "update" | "delete";
  entity: string;
  entityId: string | null;
  /** `{column: [before, after]}`: snake_case columns; secrets as '******'; personal data masked without `sensitive`. */
  changes: Record<string, readonly [unknown, unknown]>;
  reason: string | null;
}

/** A record of the whole trail: a record as a row's History reads it, with the member the row belongs to. */
export interface AuditRecord extends HistoryRecord {
  /** The member the row belongs to. */
  memberId: number | null;
}

/** The chain check (server/db/audit.ts verifyAuditChain). */
export interface ChainCheck {
  ok: boolean;
  checked: number;
  head: { id: number; hash: string } | null;
  broken?: { id: number; reason: string };
}

export const auditTrail = {
  list: listCall<AuditRecord>()({
    style: "query",
    path: "/audit/list",
    filters: {
      actor: "text",
      entity: "text",
      entityId: "text",
      memberId: "int",
      action: "enum",
      startTime: "time",
      endTime: "time",
    },
  }),
  /** One member's records, newest first. */
  memberTrail: listCall<AuditRecord>()({
    style: "query",
    path: "/member-info/auditTrail",
    filters: { memberId: "int" },
  }),
  verify: call("query", "/audit/verify", {}),
  /** One row's records: `page` (the menu page whose list shows the row) and `id`; the console's own. */
  rowHistory: call("query", "/history", { id: "int", page: "int", pageNumber: "int", pageSize: "int" }),
};
