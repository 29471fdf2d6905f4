/** Menus and permissions (SPEC §3 menu node, §7.3): the tree getMenuList is computed from; every node field. */
import { defineScreen } from "../kit/screen-types";
import { removeAction } from "../kit/presets";
import { IconField } from "./menus/icon-field";
import { ParentField } from "./menus/parent-field";
import { PermTypesField } from "./menus/perm-types-field";
import type { MenuRow } from "./menus/types";
import { batchDelete } from "./shared/batch-delete";
import { treeSearchPage } from "./shared/tree-search-page";

const F = (path: string) => ({ path, style: "form" }) as const;

export default defineScreen<MenuRow>({
  list: { path: "/xboot/permission/getByParentId/0", style: "query", result: "array", paging: "none" },
  paging: false,
  page: treeSearchPage<MenuRow>("/xboot/permission/search", "menus.fields.title"),
  tree: {
    children: { path: "/xboot/permission/getByParentId/{parentId}", style: "query", result: "array" },
    hasChildren: (row) => row.isParent,
  },
  fields: [
    { key: "title", width: 200, max: 50, form: { required: true } },
    { key: "parentId", column: false, form: { kind: "custom", component: ParentField, initial: 0 } },
    { key: "level", type: "dict", dict: "menuLevel", width: 80 },
    { key: "name", width: 170, max: 50, form: { required: true, rules: { pattern: /^[A-Za-z][A-Za-z0-9_-]*$/ } } },
    { key: "icon", width: 170, form: { kind: "custom", component: IconField } },
    { key: "path", width: 150, max: 200, form: true },
    { key: "component", width: 220, max: 200, form: true },
    {
      key: "type",
      width: 90,
      render: (row) => (row.type === -1 ? "-1" : "0"),
      form: {
        kind: "select",
        initial: 0,
        options: [
          { value: -1, labelKey: "menus.types.app" },
          { value: 0, labelKey: "menus.types.node" },
        ],
      },
    },
    { key: "isMenu", type: "yesNo", width: 80, colors: { yes: "green", no: "default" }, form: { initial: 1 } },
    { key: "url", width: 160, max: 500, ellipsis: true, form: true },
    { key: "description", type: "dict", dict: "menuOpen", width: 110, form: { kind: "dict" } },
    {
      key: "showAlways",
      type: "yesNo",
      width: 90,
      colors: { yes: "green", no: "default" },
      form: { kind: "switch", switchValues: [true, false], initial: true },
    },
    { key: "sortOrder", type: "number", width: 70, form: { initial: 0, rules: { min: 0, max: 99999 } } },
    {
      key: "permTypes",
      width: 220,
      render: (row) => row.permTypes.join(", "),
      form: { kind: "custom", component: PermTypesField, initial: ["view"] },
    },
  ],
  forms: {
    add: {
      container: "drawer",
      width: 600,
      endpoints: { add: F("/xboot/permission/add") },
      childOf: (row) => ({ parentId: row.id }),
      toPayload: (values) => ({ ...values, permTypes: ((values.permTypes as string[]) ?? []).join(",") }),
    },
    edit: {
      container: "drawer",
      width: 600,
      endpoints: { edit: F("/xboot/permission/edit") },
      toPayload: (values) => ({ ...values, permTypes: ((values.permTypes as string[]) ?? []).join(",") }),
    },
  },
  rowActions: [
    { key: "addChild", permType: "add", form: "add", visible: (row) => row.level < 2 },
    { key: "edit", labelKey: "common.actions.edit", permType: "edit", form: "edit" },
    removeAction<MenuRow>(F("/xboot/permission/delByIds"), { payload: (row) => ({ ids: String(row.id) }) }),
  ],
  batchActions: [batchDelete<MenuRow>("/xboot/permission/delByIds")],
  actionsWidth: 200,
  scrollX: 2000,
  i18n: {
    "zh-CN": {
      fields: {
        title: "菜单标题",
        parentId: "上级菜单",
        level: "层级",
        name: "名称(英文)",
        icon: "图标",
        path: "路由路径",
        component: "前端组件",
        type: "类型",
        isMenu: "是否菜单",
        url: "链接地址",
        description: "打开方式",
        showAlways: "始终显示",
        sortOrder: "排序",
        permTypes: "权限类型(按钮)",
      },
      types: { app: "顶部应用(-1)", node: "分组/页面(0)" },
      actions: { addChild: "添加下级" },
    },
    "en-US": {
      fields: {
        title: "Menu title",
        parentId: "Parent",
        level: "Level",
        name: "Name (key)",
        icon: "Icon",
        path: "Route path",
        component: "Component",
        type: "Type",
        isMenu: "Is menu",
        url: "Link URL",
        description: "Opens in",
        showAlways: "Always shown",
        sortOrder: "Sort",
        permTypes: "Permission types (buttons)",
      },
      types: { app: "Top app (-1)", node: "Group / page (0)" },
      actions: { addChild: "Add child" },
    },
  },
});
