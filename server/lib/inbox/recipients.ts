/**
 * The staff users a message goes to: those holding a permission type on a menu page, read as the session does
 * (http/grants.ts): the page granted and enabled, and its button of that type (permission type 1) granted and
 * enabled, through any of the user's roles; the user enabled.
 */

/**
 * SQL selecting `id` of every enabled staff user holding `$<perm>` on the page `$<page>` (parameter numbers given),
 * for an `INSERT … SELECT`.
 */
export function holdersSql(page: number, perm: number): string {
  return `SELECT DISTINCT s.id FROM staff_user s
    JOIN user_role ur ON ur.user_id = s.id
    JOIN role_permission rp ON rp.role_id = ur.role_id
    JOIN permission p ON p.id = rp.permission_id AND p.status = 0 AND p.level = 2 AND p.type <> 1
    JOIN permission b ON b.parent_id = p.id AND b.type = 1 AND b.status = 0 AND b.button_type = $${perm}
    JOIN role_permission rb ON rb.permission_id = b.id
    JOIN user_role ub ON ub.role_id = rb.role_id AND ub.user_id = s.id
    WHERE s.status = 0 AND p.component = $${page}`;
}
