import type { Role } from "@contract/system/roles";

/** The ids (opaque: snowflake strings on X-Boot) of the departments a role's data scope names; none when unanswered. */
export function departmentIdsOf(role: Pick<Role, "departments">): string[] {
  return Array.isArray(role.departments) ? role.departments.map((grant) => String(grant.departmentId)) : [];
}
