/** One of a role's grants as X-Boot answers it (RolePermission): the permission node it grants. */
export interface RolePermission {
  id: string;
  roleId: string;
  permissionId: string;
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
  /** Opaque ids (snowflake strings on X-Boot). */
  departmentIds: (string | number)[];
  createTime: string;
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
