import type { HistoryRecord } from "@/resources/kit";

/**
 * A record of the audit trail as `/audit/list` answers it (server/screens/system/audit-trail.query.ts): a record as a
 * row's History reads it, with the member the row belongs to.
 */
export interface AuditRecord extends HistoryRecord {
  /** The member the row belongs to. */
  memberId: number | null;
}

/** `/audit/verify`: the chain check (server/db/audit.ts verifyAuditChain). */
export interface ChainCheck {
  ok: boolean;
  checked: number;
  head: { id: number; hash: string } | null;
  broken?: { id: number; reason: string };
}

/** The i18n namespace of the screen (its file name in camelCase), shared with the member drawer's trail. */
export const AUDIT_NS = "auditTrail";

export const AUDIT_API = {
  list: { path: "/audit/list", style: "query" },
  verify: { path: "/audit/verify", style: "query" },
  memberTrail: { path: "/member-info/auditTrail", style: "query" },
} as const;
