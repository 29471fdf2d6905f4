/**
 * Menus and permissions (SPEC §6, §7.3): the tree getMenuList is computed from. As in X-Boot, a page's permissions are
 * its button nodes (type 1, level 3, one per buttonType).
 */
import { call, listCall, type KeyTypes } from "../calls";
import { labels } from "../labels";

/** A permission node as getByParentId answers it (X-Boot's Permission). */
export interface MenuRow {
  id: string;
  parentId: string;
  name: string;
  title: string;
  path: string;
  component: string;
  icon: string;
  isMenu: 0 | 1;
  url: string;
  description: "" | "direct" | "window" | "route";
  /** -1 app, 0 group or page, 1 button. */
  type: -1 | 0 | 1;
  level: 0 | 1 | 2 | 3;
  /** A button's type (view, add, …): a page's permTypes are those of its granted buttons. */
  buttonType?: string | null;
  /** 0 enabled, -1 disabled. */
  status?: number;
  showAlways: boolean;
  sortOrder: number;
  isParent: boolean;
}

/**
 * A node of the permission tree as getAllList answers it: apps (type -1), groups and pages (type 0) and, under a page,
 * its buttons (type 1, level 3) whose `buttonType` (view, add, …) is what the page's permTypes are made of.
 */
export interface PermissionNode {
  id: string;
  title: string;
  /** The node's route name: other languages show the console's own title for it. */
  name?: string | null;
  level: number;
  type: number;
  buttonType?: string | null;
  /** 0 enabled, -1 disabled (not offered, as X-Boot's own client does). */
  status?: number;
  children?: PermissionNode[] | null;
}

/** The fields its forms send (add, edit). */
const FIELDS = {
  buttonType: "text",
  component: "text",
  description: "text",
  icon: "text",
  isMenu: "flag",
  level: "int",
  name: "text",
  parentId: "text",
  path: "text",
  showAlways: "flag",
  sortOrder: "number",
  status: "enum",
  title: "text",
  type: "enum",
  url: "text",
} as const satisfies KeyTypes;

export const menus = {
  labels: labels({
    title: ["菜单标题", "Menu title"],
    path: ["路由路径", "Route path"],
    component: ["前端组件", "Component"],
    icon: ["图标", "Icon"],
    url: ["链接地址", "Link URL"],
  }),
  /** A node's children (parent 0: the apps); `{parentId}` is filled in from the row opened. */
  byParent: call("query", "/xboot/permission/getByParentId/{parentId}", {}),
  /** The flat matches of a title search, any level (X-Boot: `title` is a required parameter; blank matches all). */
  search: listCall<MenuRow>()({
    style: "query",
    path: "/xboot/permission/search",
    result: "array",
    paging: "none",
    filters: { title: "text", component: "text", level: "enum" },
  }),
  /** The whole tree from the apps down to the buttons, children nested. */
  all: call("query", "/xboot/permission/getAllList", {}),
  add: call("form", "/xboot/permission/add", "add", FIELDS),
  edit: call("form", "/xboot/permission/edit", "edit", { ...FIELDS, id: "text" }),
  delByIds: call("form", "/xboot/permission/delByIds", "delete", { ids: "list" }),
};
