/** One of a role's grants as X-Boot answers it (RolePermission): the permission node it grants. */
export interface RolePermission {
  id: string;
  roleId: string;
  permissionId: string;
}

/** One department of a role's data scope as X-Boot answers it (RoleDepartment). */
export interface RoleDepartment {
  id?: string;
  roleId: string;
  departmentId: string;
}

export interface Role {
  id: string;
  name: string;
  description: string;
  defaultRole: boolean;
  dataType: 0 | 1;
  userCount: number;
  /** Every node granted, buttons (type 1) included; null or absent where a back end leaves it out. */
  permissions?: RolePermission[] | null;
  /** The data scope's departments (X-Boot's RoleDepartment list); null or absent where a back end leaves it out. */
  departments?: RoleDepartment[] | null;
  createTime: string;
}

/** The ids (opaque: snowflake strings on X-Boot) of the departments a role's data scope names; none when unanswered. */
export function departmentIdsOf(role: Pick<Role, "departments">): string[] {
  return Array.isArray(role.departments) ? role.departments.map((grant) => String(grant.departmentId)) : [];
}

/**
 * A node of the permission tree as getAllList answers it: apps (type -1), groups and pages (type 0) and, under a page,
 * its buttons (type 1, level 3) whose `buttonType` (view, add, …) is what the page's permTypes are made of.
 */
export interface MenuNode {
  id: string;
  title: string;
  /** The node's route name: other languages show the console's own title for it. */
  name?: string | null;
  level: number;
  type: number;
  buttonType?: string | null;
  /** 0 enabled, -1 disabled (not offered, as X-Boot's own client does). */
  status?: number;
  children?: MenuNode[] | null;
}
