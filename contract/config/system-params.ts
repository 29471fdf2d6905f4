/** System parameters (SPEC §2.3, §4): typed by the parameter-value-type dictionary, the value validated by that type. */
import { call, listCall, type KeyTypes } from "../calls";
import { labels } from "../labels";

export interface SysParam {
  id: number;
  paramKey: string;
  paramName: string;
  valueType: 0 | 1 | 2 | 3 | 4;
  paramValue: string;
  remark: string;
  createdTime: string;
}

/** The fields its forms send (add, edit). */
const FIELDS = {
  paramKey: "text",
  paramName: "text",
  paramValue: "text",
  remark: "text",
  valueType: "enum",
} as const satisfies KeyTypes;

export const systemParams = {
  labels: labels({ paramKey: ["参数键", "Parameter key"], paramName: ["参数名称", "Parameter name"] }),
  list: listCall<SysParam>()({
    style: "body",
    path: "/sys/paramter/page",
    filters: { paramKey: "text", paramName: "text", valueType: "enum" },
  }),
  save: call("body", "/sys/paramter/save", "add", FIELDS),
  update: call("body", "/sys/paramter/update", "edit", { ...FIELDS, id: "int" }),
  delete: call("body", "/sys/paramter/delete", "delete", { id: "int" }),
};
