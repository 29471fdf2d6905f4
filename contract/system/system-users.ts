/** Staff users (SPEC §7.3; fields not shown, designed here): department tree beside the list, roles, sessions. */
import { call, listCall } from "../calls";

export interface StaffUser {
  id: string;
  username: string;
  nickname: string;
  avatar: string;
  email: string;
  mobile: string;
  sex: string;
  type: number;
  status: 0 | -1;
  departmentId: string | null;
  departmentTitle: string;
  /** X-Boot's roles of the user; `roleIds` and `roleNames` are the contract server's extras. */
  roles?: { id: string; name: string; description?: string }[];
  roleIds?: string[];
  roleNames?: string;
  locked: boolean;
  twoFactorBound: boolean;
  createTime: string;
}

export const systemUsers = {
  list: listCall<StaffUser>()({
    style: "query",
    path: "/xboot/user/getByCondition",
    filters: {
      id: "int",
      username: "text",
      nickname: "text",
      mobile: "text",
      email: "text",
      departmentId: "int",
      type: "enum",
      status: "enum",
      startDate: "time",
      endDate: "time",
    },
  }),
  add: call("form", "/xboot/user/admin/add", "add", {
    avatar: "text",
    departmentId: "text",
    description: "text",
    email: "text",
    mobile: "text",
    nickname: "text",
    password: "text",
    roleIds: "list",
    sex: "enum",
    type: "enum",
    username: "text",
  }),
  edit: call("form", "/xboot/user/admin/edit", "edit", {
    avatar: "text",
    departmentId: "text",
    description: "text",
    email: "text",
    id: "text",
    mobile: "text",
    nickname: "text",
    roleIds: "list",
    sex: "enum",
    status: "enum",
    type: "enum",
  }),
  delByIds: call("form", "/xboot/user/delByIds", "delete", { ids: "list" }),
  resetGoogleKey: call("form", "/xboot/user/resetGoogleKey", "edit", { ids: "list" }),
  unlock: call("form", "/xboot/user/admin/unlock", "edit", { ids: "list" }),
  searchByName: call("query", "/xboot/user/searchByName/{username}", {}),
  getAll: call("query", "/xboot/user/getAll", {}),
  enable: call("form", "/xboot/user/admin/enable/{id}", "edit", {}),
  disable: call("form", "/xboot/user/admin/disable/{id}", "edit", {}),
  resetPass: call("form", "/xboot/user/resetPass", "edit", { ids: "list", password: "text" }),
};
