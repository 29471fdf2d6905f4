/** Roles (SPEC §6, §7.3; fields not shown, designed here): menu permissions with permTypes, data scope, default role. */
import { defineScreen, removeAction } from "@/resources/kit";
import { batchDelete } from "./shared/batch-delete";
import { DataScopeAction } from "./roles/data-scope-action";
import { PermAction } from "./roles/perm-action";
import { roles, type Role } from "@contract/system/roles";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: roles.list,
  fields: [
    { key: "index", type: "index", width: 60 },
    // X-Boot searches roles by one key, in the name or the description.
    { key: "key", column: false, detail: false, max: 50, search: true },
    {
      key: "name",
      width: 180,
      max: 50,
      form: { required: true, rules: { pattern: /^ROLE_[A-Z0-9_]+$/, patternKey: ".form.namePattern" } },
    },
    { key: "description", width: 200, max: 255, form: true },
    { key: "defaultRole", type: "yesNo", width: 100, colors: { yes: "green", no: "default" } },
    { key: "dataType", type: "dict", dict: "dataScope", width: 120 },
    { key: "userCount", width: 90, optional: true },
    { key: "createTime", type: "dateTime" },
  ],
  forms: {
    add: { container: "modal", width: 520, endpoints: { add: roles.save } },
    edit: { container: "modal", width: 520, endpoints: { edit: roles.edit } },
  },
  rowActions: [
    { key: "editPerm", permType: "edit", component: PermAction },
    { key: "editDep", permType: "edit", component: DataScopeAction },
    {
      key: "setDefault",
      permType: "edit",
      visible: (row) => !row.defaultRole,
      endpoint: roles.setDefault,
      payload: (row) => ({ id: row.id, isDefault: true }),
    },
    {
      key: "unsetDefault",
      permType: "edit",
      visible: (row) => row.defaultRole,
      endpoint: roles.setDefault,
      payload: (row) => ({ id: row.id, isDefault: false }),
    },
    removeAction<Role>(roles.delByIds, { payload: (row) => ({ ids: String(row.id) }) }),
  ],
  batchActions: [batchDelete<Role>(roles.delByIds)],
  actionsWidth: 330,
  i18n: withLabels(roles.labels, {
    "zh-CN": {
      fields: {
        key: "关键词",
        description: "备注",
        defaultRole: "默认角色",
        dataType: "数据权限",
        userCount: "用户数",
        createTime: "创建时间",
      },
      form: { namePattern: "角色名称必须以 ROLE_ 开头，只含大写字母、数字和下划线" },
      actions: { editPerm: "菜单权限", editDep: "数据权限", setDefault: "设为默认", unsetDefault: "取消默认" },
      perm: { title: "分配「{{name}}」的菜单权限" },
      dataScope: { title: "分配「{{name}}」的数据权限", departments: "可见部门" },
    },
    "en-US": {
      fields: {
        key: "Keyword",
        description: "Description",
        defaultRole: "Default",
        dataType: "Data scope",
        userCount: "Users",
        createTime: "Created",
      },
      form: { namePattern: "A role name starts with ROLE_ and holds capitals, digits and underscores only" },
      actions: {
        editPerm: "Menu permissions",
        editDep: "Data scope",
        setDefault: "Set default",
        unsetDefault: "Unset default",
      },
      perm: { title: "Menu permissions of “{{name}}”" },
      dataScope: { title: "Data scope of “{{name}}”", departments: "Departments" },
    },
  }),
});
