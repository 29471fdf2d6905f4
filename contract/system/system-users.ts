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
  add: call("form", "/xboot/user/admin/add", "add"),
  edit: call("form", "/xboot/user/admin/edit", "edit"),
  delByIds: call("form", "/xboot/user/delByIds", "delete"),
  resetGoogleKey: call("form", "/xboot/user/resetGoogleKey", "edit"),
  unlock: call("form", "/xboot/user/admin/unlock", "edit"),
  searchByName: call("query", "/xboot/user/searchByName/{username}"),
  getAll: call("query", "/xboot/user/getAll"),
  enable: call("form", "/xboot/user/admin/enable/{id}", "edit"),
  disable: call("form", "/xboot/user/admin/disable/{id}", "edit"),
  resetPass: call("form", "/xboot/user/resetPass", "edit"),
};
