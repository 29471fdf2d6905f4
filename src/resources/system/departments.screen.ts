/** Departments (SPEC §7.3; fields not shown, designed here): a tree loaded level by level, add child, delete refused. */
import { defineScreen, removeAction } from "@/resources/kit";
import { batchDelete } from "./shared/batch-delete";
import { keepHeads } from "./shared/department-heads";
import { ParentDepartmentField } from "./shared/department-select";
import { treeSearchScope } from "./shared/tree-search-scope";

interface Department {
  id: string;
  parentId: string;
  parentTitle: string;
  title: string;
  sortOrder: number;
  /** 0 enabled, -1 disabled (X-Boot). */
  status: 0 | -1;
  leaders: string;
  userCount: number;
  isParent: boolean;
  createTime: string;
}

const F = (path: string) => ({ path, style: "form" }) as const;

export default defineScreen<Department>({
  list: { path: "/xboot/department/getByParentId/0", style: "query", result: "array", paging: "none" },
  paging: false,
  scope: treeSearchScope<Department>("/xboot/department/search", ".fields.title"),
  tree: {
    children: { path: "/xboot/department/getByParentId/{parentId}", style: "query", result: "array" },
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
      endpoints: { add: F("/xboot/department/add") },
      // 'Add child' opens the add form under the row; 'add' in the toolbar adds at the top level.
      childOf: (row) => ({ parentId: row.id }),
    },
    // The whole row under the typed values, its heads as ids: X-Boot's edit replaces the department with what it is sent.
    edit: { container: "modal", width: 520, endpoints: { edit: F("/xboot/department/edit") }, toPayload: keepHeads },
  },
  rowActions: [
    { key: "addChild", permType: "add", form: "add" },
    { key: "edit", labelKey: "common.actions.edit", permType: "edit", form: "edit" },
    removeAction<Department>(F("/xboot/department/delByIds"), { payload: (row) => ({ ids: String(row.id) }) }),
  ],
  batchActions: [batchDelete<Department>("/xboot/department/delByIds")],
  actionsWidth: 200,
  i18n: {
    "zh-CN": {
      fields: {
        title: "部门名称",
        parentId: "上级部门",
        leaders: "负责人",
        userCount: "用户数",
        sortOrder: "排序",
        status: "状态",
        createTime: "创建时间",
      },
      actions: { addChild: "添加下级" },
    },
    "en-US": {
      fields: {
        title: "Department",
        parentId: "Parent",
        leaders: "Leaders",
        userCount: "Users",
        sortOrder: "Sort",
        status: "Status",
        createTime: "Created",
      },
      actions: { addChild: "Add child" },
    },
  },
});
