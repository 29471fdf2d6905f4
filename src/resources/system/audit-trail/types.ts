/** A record of the audit trail as `/audit/list` answers it (server/screens/system/audit-trail.query.ts). */
export interface AuditRecord {
  id: number;
  createdTime: string;
  /** Null: the system (a scheduled job, a migration). */
  actorId: number | null;
  actorName: string;
  ip: string | null;
  /** `METHOD /admin-api/...` of the request, or `job:<class>`. */
  route: string | null;
  action: "insert" | "update" | "delete";
  /** The table name. */
  entity: string;
  entityId: string | null;
  /** The member the row belongs to. */
  memberId: number | null;
  /** `{column: [before, after]}`; secrets as '******'. */
  changes: Record<string, readonly [unknown, unknown]>;
  reason: string | null;
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
