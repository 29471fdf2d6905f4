/**
 * The audit trail (docs/audit-trail.md "Screens"): every change to a business table — who, when, from where, what
 * before and after, why — read-only, newest first; a CSV of the page; and a check of the whole hash chain.
 */
import { defineScreen } from "@/resources/kit";
import { AUDIT_FIELDS } from "@/resources/shared/audit-trail/fields";
import { AUDIT_TRAIL_I18N } from "@/resources/shared/audit-trail/texts";
import { auditTrail } from "@contract/system/audit-trail";
import { verifyChain } from "./audit-trail/verify-chain";

export default defineScreen({
  list: auditTrail.list,
  fields: AUDIT_FIELDS,
  toolbar: [verifyChain],
  export: { fileNameKey: ".fileName" },
  i18n: AUDIT_TRAIL_I18N,
});
