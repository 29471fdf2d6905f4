/** Settings (fields not shown, designed here): key/value/description/type; the server reads its own at once. */
import { call, listCall, type KeyTypes } from "../calls";
import { labels } from "../labels";

export interface Setting {
  id: string;
  key: string;
  value: string;
  description: string;
  type: "text" | "number" | "boolean";
  updateTime: string;
}

/** The fields its forms send (add, edit). */
const FIELDS = {
  description: "text",
  key: "text",
  type: "enum",
  value: "text",
} as const satisfies KeyTypes;

export const settings = {
  labels: labels({ key: ["配置键", "Key"] }),
  list: listCall<Setting>()({
    style: "query",
    path: "/xboot/setting/getAllByPage",
    filters: { key: "text", description: "text", type: "enum" },
  }),
  add: call("form", "/xboot/setting/add", "add", FIELDS),
  edit: call("form", "/xboot/setting/edit", "edit", { ...FIELDS, id: "text" }),
  delByIds: call("form", "/xboot/setting/delByIds", "delete", { ids: "list" }),
};
