/** Departments (SPEC §7.3; fields not shown, designed here): a tree loaded level by level, add child, delete refused. */
import { call, listCall, type KeyTypes } from "../calls";
import { labels } from "../labels";

/** Ids are opaque strings (64-bit snowflakes on X-Boot). */
export interface Department {
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

/** The fields its forms send (add, edit). */
const FIELDS = {
  leaders: "text",
  parentId: "text",
  sortOrder: "int",
  status: "enum",
  title: "text",
} as const satisfies KeyTypes;

export const departments = {
  labels: labels({ title: ["部门名称", "Department name"], leaders: ["负责人", "Leaders"] }),
  /** A department's children (parent 0: the top level); `{parentId}` is filled in from the row opened. */
  byParent: call("query", "/xboot/department/getByParentId/{parentId}", {}),
  /** The flat matches of a title search, any level (X-Boot: `title` is a required parameter; blank matches all). */
  search: listCall<Department>()({
    style: "query",
    path: "/xboot/department/search",
    result: "array",
    paging: "none",
    filters: { title: "text", status: "enum" },
  }),
  add: call("form", "/xboot/department/add", "add", FIELDS),
  edit: call("form", "/xboot/department/edit", "edit", { ...FIELDS, id: "text" }),
  delByIds: call("form", "/xboot/department/delByIds", "delete", { ids: "list" }),
};
