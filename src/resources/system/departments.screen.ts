/** Departments (SPEC §7.3; fields not shown, designed here): a tree loaded level by level, add child, delete refused. */
import { departments, type Department } from "@contract/system/departments";
import { defineScreen, removeAction } from "@/resources/kit";
import { batchDelete } from "./shared/batch-delete";
import { keepHeads } from "./shared/department-heads";
import { ParentDepartmentField } from "./shared/department-select";
import { treeSearchScope } from "./shared/tree-search-scope";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen<Department>({
  list: { ...departments.byParent, params: { parentId: 0 }, result: "array", paging: "none" },
  paging: false,
  scope: treeSearchScope<Department>(departments.search, ".fields.title"),
  tree: {
    children: { ...departments.byParent, result: "array" },
    hasChildren: (row) => row.isParent,
  },
  fields: [
    { key: "title", width: 220, max: 50, form: { required: true } },
    {
      key: "parentId",
      column: false,
      form: { kind: "custom", component: ParentDepartmentField, initial: 0, in: "add" },
    },
    { key: "leaders", width: 160, max: 200, form: true },
    { key: "userCount", width: 90, optional: true },
    { key: "sortOrder", type: "number", width: 80, form: { initial: 0, rules: { integer: true, min: 0, max: 99999 } } },
    { key: "status", type: "dict", dict: "xbootStatus", width: 90, form: { kind: "dict", initial: "0" } },
    { key: "createTime", type: "dateTime" },
  ],
  forms: {
    add: {
      container: "modal",
      width: 520,
      endpoints: { add: departments.add },
      // 'Add child' opens the add form under the row; 'add' in the toolbar adds at the top level.
      childOf: (row) => ({ parentId: row.id }),
    },
    // The whole row under the typed values, its heads as ids: X-Boot's edit replaces the department with what it is sent.
    edit: { container: "modal", width: 520, endpoints: { edit: departments.edit }, toPayload: keepHeads },
  },
  rowActions: [
    { key: "addChild", permType: "add", form: "add" },
    { key: "edit", labelKey: "common.actions.edit", permType: "edit", form: "edit" },
    removeAction<Department>(departments.delByIds, { payload: (row) => ({ ids: String(row.id) }) }),
  ],
  batchActions: [batchDelete<Department>(departments.delByIds)],
  actionsWidth: 200,
  i18n: withLabels(departments.labels, {
    "zh-CN": {
      fields: {
        parentId: "上级部门",
        userCount: "用户数",
        sortOrder: "排序",
        status: "状态",
        createTime: "创建时间",
      },
      actions: { addChild: "添加下级" },
    },
    "en-US": {
      fields: {
        parentId: "Parent",
        userCount: "Users",
        sortOrder: "Sort",
        status: "Status",
        createTime: "Created",
      },
      actions: { addChild: "Add child" },
    },
  }),
});
