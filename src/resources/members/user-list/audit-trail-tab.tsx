/**
 * The member detail drawer's own trail: that member's audit records (`/member-info/auditTrail`, rows whose member is
 * this one), newest first, paged, with the audit trail screen's columns and its rendering of changes.
 */
import { MEMBER_TRAIL_FIELDS } from "@/resources/shared/audit-trail/fields";
import { auditTrail, type AuditRecord } from "@contract/system/audit-trail";
import { DrawerTable, compileScreen } from "@/resources/kit";

const memberTrail = compileScreen<AuditRecord>("system/audit-trail", {
  list: auditTrail.memberTrail,
  fields: MEMBER_TRAIL_FIELDS,
});

export function MemberAuditTrail({ memberId }: { memberId: string }) {
  return <DrawerTable definition={memberTrail} filters={{ memberId }} testId="member-audit-trail" />;
}
