/** Roles (SPEC §6, §7.3; fields not shown, designed here): menu permissions with permTypes, data scope, default role. */
import { call, listCall } from "../calls";
import { labels } from "../labels";

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

export const roles = {
  labels: labels({ name: ["角色名称", "Role name"] }),
  /** X-Boot searches by `key` (in the name or the description); name and description are the contract server's. */
  list: listCall<Role>()({
    style: "query",
    path: "/xboot/role/getAllByPage",
    paging: "system",
    filters: { key: "text", name: "text", description: "text" },
  }),
  /** Every role, unpaged (the user form's role picker). */
  all: listCall<Role>()({
    style: "query",
    path: "/xboot/role/getAllList",
    result: "array",
    paging: "none",
    filters: {},
  }),
  save: call("form", "/xboot/role/save", "add", { description: "text", name: "text" }),
  edit: call("form", "/xboot/role/edit", "edit", {
    dataType: "enum",
    defaultRole: "flag",
    description: "text",
    id: "text",
    name: "text",
  }),
  setDefault: call("form", "/xboot/role/setDefault", "edit", { id: "text", isDefault: "flag" }),
  editRolePerm: call("form", "/xboot/role/editRolePerm", "edit", { permIds: "list", roleId: "text" }),
  editRoleDep: call("form", "/xboot/role/editRoleDep", "edit", { dataType: "enum", depIds: "list", roleId: "text" }),
  delByIds: call("form", "/xboot/role/delByIds", "delete", { ids: "list" }),
};
