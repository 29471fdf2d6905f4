/**
 * Menus and permissions: the tree getMenuList is computed from, every node field. As in X-Boot, a page's permissions
 * are its button nodes (type 1, level 3, one per buttonType); a role granted a button gets that type on the page.
 */
import { menus } from "@contract/system/menus";
import { defineScreen, removeAction } from "@/resources/kit";
import { IconField } from "./menus/icon-field";
import { levelUnder, ParentField } from "./menus/parent-field";
import { ButtonTypeField } from "./menus/button-type-field";
import { isButton, MENU_TYPE, type MenuRow } from "./menus/types";
import { batchDelete } from "./shared/batch-delete";
import { treeSearchScope } from "./shared/tree-search-scope";
import { withLabels } from "@/i18n/catalogue";

/** The level follows the parent chosen (X-Boot stores the level it is sent); as opened, when the tree is not loaded. */
const withLevel = (values: Record<string, unknown>) => ({
  ...values,
  level: levelUnder(values.parentId) ?? values.level ?? 0,
});
/** Shown for apps, groups and pages only. */
const notForButtons = { visibleWhen: (values: Record<string, unknown>) => !isButton(values) };

export default defineScreen<MenuRow>({
  list: { ...menus.byParent, params: { parentId: 0 }, result: "array", paging: "none" },
  paging: false,
  scope: treeSearchScope<MenuRow>(menus.search, ".fields.title"),
  tree: {
    children: { ...menus.byParent, result: "array" },
    hasChildren: (row) => row.isParent,
  },
  fields: [
    { key: "title", width: 200, max: 50, form: { required: true } },
    { key: "parentId", column: false, form: { kind: "custom", component: ParentField, initial: 0 } },
    { key: "level", type: "dict", dict: "menuLevel", width: 80 },
    {
      key: "type",
      width: 90,
      render: (row) => String(row.type),
      form: {
        kind: "select",
        initial: MENU_TYPE.node,
        options: [
          { value: MENU_TYPE.app, labelKey: ".types.app" },
          { value: MENU_TYPE.node, labelKey: ".types.node" },
          { value: MENU_TYPE.button, labelKey: ".types.button" },
        ],
      },
    },
    {
      key: "buttonType",
      width: 110,
      render: (row) => (row.type === MENU_TYPE.button ? (row.buttonType ?? "") : ""),
      form: {
        kind: "custom",
        component: ButtonTypeField,
        required: true,
        rules: { pattern: /^[A-Za-z][A-Za-z0-9_-]{0,29}$/ },
        visibleWhen: isButton,
      },
    },
    {
      key: "name",
      width: 170,
      max: 50,
      form: { required: true, rules: { pattern: /^[A-Za-z][A-Za-z0-9_-]*$/ }, ...notForButtons },
    },
    { key: "icon", width: 170, form: { kind: "custom", component: IconField, ...notForButtons } },
    { key: "path", width: 150, max: 200, form: true },
    { key: "component", width: 220, max: 200, form: notForButtons },
    {
      key: "isMenu",
      type: "yesNo",
      width: 80,
      colors: { yes: "green", no: "default" },
      form: { initial: 1, ...notForButtons },
    },
    { key: "url", width: 160, max: 500, ellipsis: true, form: notForButtons },
    { key: "description", type: "dict", dict: "menuOpen", width: 110, form: { kind: "dict", ...notForButtons } },
    {
      key: "showAlways",
      type: "yesNo",
      colors: { yes: "green", no: "default" },
      form: { kind: "switch", switchValues: [true, false], initial: true, ...notForButtons },
    },
    { key: "sortOrder", type: "number", width: 70, form: { initial: 0, rules: { min: 0, max: 99999 } } },
    { key: "status", type: "dict", dict: "xbootStatus", width: 90, form: { kind: "dict", initial: "0" } },
  ],
  forms: {
    add: {
      container: "drawer",
      width: 600,
      endpoints: { add: menus.add },
      // X-Boot stores the level it is sent: a child sits one below its parent; under a page it is a button.
      childOf: (row) => ({
        parentId: row.id,
        level: row.level + 1,
        ...(row.level === 2 ? { type: MENU_TYPE.button } : {}),
      }),
      toPayload: withLevel,
    },
    // Edit sends the whole row under the typed values: X-Boot's edit replaces the node with what it is sent.
    edit: { container: "drawer", width: 600, endpoints: { edit: menus.edit }, toPayload: withLevel },
  },
  rowActions: [
    {
      key: "addChild",
      permType: "add",
      form: "add",
      visible: (row) => row.level < 3 && row.type !== MENU_TYPE.button,
    },
    { key: "edit", labelKey: "common.actions.edit", permType: "edit", form: "edit" },
    removeAction<MenuRow>(menus.delByIds, { payload: (row) => ({ ids: String(row.id) }) }),
  ],
  batchActions: [batchDelete<MenuRow>(menus.delByIds)],
  actionsWidth: 200,
  i18n: withLabels(menus.labels, {
    "zh-CN": {
      fields: {
        parentId: "上级菜单",
        level: "层级",
        name: "名称(英文)",
        type: "类型",
        isMenu: "是否菜单",
        description: "打开方式",
        showAlways: "始终显示",
        sortOrder: "排序",
        buttonType: "按钮类型",
        status: "状态",
      },
      types: { app: "顶部应用(-1)", node: "分组/页面(0)", button: "按钮(1)" },
      actions: { addChild: "添加下级" },
    },
    "en-US": {
      fields: {
        parentId: "Parent",
        level: "Level",
        name: "Name (key)",
        type: "Type",
        isMenu: "Is menu",
        description: "Opens in",
        showAlways: "Always shown",
        sortOrder: "Sort",
        buttonType: "Button type",
        status: "Status",
      },
      types: { app: "Top app (-1)", node: "Group / page (0)", button: "Button (1)" },
      actions: { addChild: "Add child" },
    },
  }),
});
