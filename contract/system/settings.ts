/** Settings (fields not shown, designed here): key/value/description/type; the server reads its own at once. */
import { call, listCall } from "../calls";

export interface Setting {
  id: string;
  key: string;
  value: string;
  description: string;
  type: "text" | "number" | "boolean";
  updateTime: string;
}

export const settings = {
  list: listCall<Setting>()({
    style: "query",
    path: "/xboot/setting/getAllByPage",
    filters: { key: "text", description: "text", type: "enum" },
  }),
  add: call("form", "/xboot/setting/add", "add", { description: "text", key: "text", type: "enum", value: "text" }),
  edit: call("form", "/xboot/setting/edit", "edit", {
    description: "text",
    id: "text",
    key: "text",
    type: "enum",
    value: "text",
  }),
  delByIds: call("form", "/xboot/setting/delByIds", "delete", { ids: "list" }),
};
