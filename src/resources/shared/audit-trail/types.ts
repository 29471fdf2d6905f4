/** The i18n namespace of the audit trail screen (its file name in camelCase), shared with the member drawer's trail. */
export const AUDIT_NS = "auditTrail";
