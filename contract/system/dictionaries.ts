/** Dictionaries (SPEC §4, §7.3): types beside their data; the console's dictionary tags, selects and tabs read these. */
import { call, listCall, type KeyTypes } from "../calls";
import { labels } from "../labels";

export interface DictType {
  id: string;
  type: string;
  title: string;
  sortOrder: number;
  description: string;
}

export interface DictData {
  id: string;
  dictId: string;
  value: string;
  title: string;
  sortOrder: number;
  status: 0 | 1;
  description: string;
}

/** The fields a dictionary's forms send (add, edit). */
const DICT_FIELDS = {
  description: "text",
  sortOrder: "int",
  title: "text",
  type: "text",
} as const satisfies KeyTypes;

/** The fields a dictionary entry's forms send (add, edit). */
const DICT_DATA_FIELDS = {
  description: "text",
  dictId: "text",
  sortOrder: "int",
  status: "enum",
  title: "text",
  value: "text",
} as const satisfies KeyTypes;

export const dictionaries = {
  labels: labels({
    type: ["字典类型", "Dictionary type"],
    typeTitle: ["字典名称", "Dictionary name"],
    value: ["数据值", "Value"],
    title: ["数据名称", "Title"],
  }),
  /** Every dictionary type, unpaged. */
  types: listCall<DictType>()({
    style: "query",
    path: "/xboot/dict/getAll",
    result: "array",
    paging: "none",
    filters: {},
  }),
  /** X-Boot: `key` (required) matches the title or the type. */
  searchTypes: listCall<DictType>()({
    style: "query",
    path: "/xboot/dict/search",
    result: "array",
    paging: "none",
    filters: { key: "text" },
  }),
  addType: call("form", "/xboot/dict/add", "add", DICT_FIELDS),
  editType: call("form", "/xboot/dict/edit", "edit", { ...DICT_FIELDS, id: "text" }),
  delTypes: call("form", "/xboot/dict/delByIds", "delete", { ids: "list" }),
  /** X-Boot binds the filters into a new DictData: status left out is 0 (enabled rows only); sent blank, every row. */
  list: listCall<DictData>()({
    style: "query",
    path: "/xboot/dictData/getByCondition",
    paging: "system",
    filters: { dictId: "int", title: "text", status: "enum" },
  }),
  add: call("form", "/xboot/dictData/add", "add", DICT_DATA_FIELDS),
  edit: call("form", "/xboot/dictData/edit", "edit", { ...DICT_DATA_FIELDS, id: "text" }),
  delByIds: call("form", "/xboot/dictData/delByIds", "delete", { ids: "list" }),
};
