/** Staff users (SPEC §7.3; fields not shown, designed here): department tree beside the list, roles, sessions. */
import { systemUsers } from "@contract/system/system-users";
import { roles } from "@contract/system/roles";
import { defineScreen, removeAction } from "@/resources/kit";
import { batchDelete } from "./shared/batch-delete";
import { DepartmentField } from "./shared/department-select";
import { ResetPassAction } from "./system-users/reset-pass-action";
import { STAFF_STATUS, staffFormValues } from "./system-users/types";
import type { StaffUser } from "@contract/system/system-users";
import { departmentScope } from "./system-users/department-scope";
import { withLabels } from "@/i18n/catalogue";
import { session } from "@contract/session";

/** Enable and disable name the user in their path (`{id}`); unlock, key reset and delete send X-Boot's `ids`. */
const byId = (row: StaffUser) => ({ id: row.id });
const byIds = (row: StaffUser) => ({ ids: String(row.id) });

export default defineScreen({
  list: {
    ...systemUsers.list,
    paging: "system",
    // X-Boot binds these into a new User: left out, id is a fresh snowflake (no rows) and type/status are 0.
    blank: ["id", "username", "nickname", "mobile", "email", "departmentId", "type", "status", "startDate", "endDate"],
  },
  scope: departmentScope,
  fields: [
    { key: "index", type: "index", width: 60 },
    { key: "avatar", type: "image", width: 70, form: true },
    {
      key: "username",
      max: 20,
      search: true,
      form: { required: true, in: "add", rules: { pattern: /^[A-Za-z0-9_]{2,20}$/ } },
    },
    {
      key: "password",
      column: false,
      detail: false,
      max: 32,
      form: { required: true, in: "add", rules: { pattern: /^.{6,32}$/ } },
    },
    { key: "nickname", max: 20, form: { required: true } },
    { key: "departmentTitle", width: 110 },
    { key: "departmentId", column: false, form: { kind: "custom", component: DepartmentField } },
    { key: "mobile", width: 130, max: 20, search: true, form: true },
    { key: "email", width: 180, max: 100, search: true, form: { rules: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ } } },
    { key: "sex", type: "dict", dict: "sex", width: 70, form: true },
    { key: "type", type: "dict", dict: "staffType", search: { kind: "dict" }, form: { initial: "0" } },
    {
      key: "roleNames",
      width: 160,
      ellipsis: true,
      render: (row) => row.roleNames ?? (row.roles ?? []).map((role) => role.name).join(","),
    },
    {
      key: "roleIds",
      column: false,
      form: {
        kind: "select",
        multiple: true,
        optionsFrom: {
          endpoint: roles.all,
          value: "id",
          label: "name",
        },
      },
    },
    { key: "status", type: "dict", dict: "staffStatus", width: 80, search: { kind: "dict" } },
    { key: "locked", type: "yesNo", width: 80, colors: { yes: "red", no: "default" }, optional: true },
    { key: "twoFactorBound", type: "yesNo", colors: { yes: "green", no: "default" }, optional: true },
    { key: "createTime", type: "dateTime", search: { keys: ["startDate", "endDate"] } },
  ],
  forms: {
    add: { container: "drawer", width: 560, endpoints: { add: systemUsers.add } },
    edit: {
      container: "drawer",
      width: 560,
      fromRow: staffFormValues,
      endpoints: { edit: systemUsers.edit },
    },
  },
  rowActions: [
    {
      key: "enable",
      permType: "edit",
      visible: (row) => row.status === STAFF_STATUS.disabled,
      endpoint: systemUsers.enable,
      payload: byId,
    },
    {
      key: "disable",
      permType: "edit",
      danger: true,
      visible: (row) => row.status === STAFF_STATUS.enabled,
      confirm: (row) => ({ textKey: ".confirm.disable", values: { username: row.username } }),
      endpoint: systemUsers.disable,
      payload: byId,
    },
    {
      key: "unlock",
      permType: "edit",
      visible: (row) => row.locked,
      endpoint: systemUsers.unlock,
      payload: byIds,
    },
    { key: "resetPass", permType: "edit", component: ResetPassAction },
    {
      key: "resetGoogleKey",
      permType: "edit",
      visible: (row) => row.twoFactorBound,
      confirm: (row) => ({ textKey: ".confirm.resetGoogleKey", values: { username: row.username } }),
      endpoint: systemUsers.resetGoogleKey,
      payload: byIds,
    },
    removeAction<StaffUser>(systemUsers.delByIds, { payload: byIds }),
  ],
  batchActions: [batchDelete<StaffUser>(systemUsers.delByIds)],
  actionsWidth: 260,
  i18n: withLabels(
    { avatar: session.labels.avatar },
    {
      "zh-CN": {
        fields: {
          username: "用户名",
          password: "登录密码",
          departmentTitle: "所属部门",
          departmentId: "所属部门",
          mobile: "手机号",
          sex: "性别",
          type: "用户类型",
          roleNames: "角色",
          roleIds: "角色",
          status: "状态",
          locked: "登录锁定",
          twoFactorBound: "两步验证",
          createTime: "创建时间",
        },
        actions: {
          enable: "启用",
          disable: "禁用",
          unlock: "解锁",
          resetPass: "重置密码",
          resetGoogleKey: "重置两步验证",
        },
        confirm: {
          disable: "确认禁用用户「{{username}}」吗？禁用后该用户立即下线且无法登录。",
          resetGoogleKey: "确认重置用户「{{username}}」的两步验证密钥吗？该用户需要重新绑定验证器。",
        },
        resetPass: {
          title: "重置「{{username}}」的密码",
          placeholder: "请输入新密码（6-32位），重置后该用户需重新登录",
        },
      },
      "en-US": {
        fields: {
          username: "Username",
          password: "Password",
          departmentTitle: "Department",
          departmentId: "Department",
          mobile: "Mobile",
          sex: "Sex",
          type: "User type",
          roleNames: "Roles",
          roleIds: "Roles",
          status: "Status",
          locked: "Locked out",
          twoFactorBound: "Two-factor",
          createTime: "Created",
        },
        actions: {
          enable: "Enable",
          disable: "Disable",
          unlock: "Unlock",
          resetPass: "Reset password",
          resetGoogleKey: "Reset 2FA key",
        },
        confirm: {
          disable: "Disable user “{{username}}”? They are signed out at once and cannot log in.",
          resetGoogleKey: "Reset the two-factor key of “{{username}}”? They must bind an authenticator again.",
        },
        resetPass: {
          title: "Reset the password of “{{username}}”",
          placeholder: "New password (6–32 characters); the user must sign in again",
        },
      },
    },
  ),
});
