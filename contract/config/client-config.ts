/** Client feature switches (SPEC §2.3 client config; the switch dictionary 1 on / 2 disabled; fields designed here). */
import { call, listCall, type KeyTypes } from "../calls";
import { labels } from "../labels";

export interface ClientSwitch {
  id: number;
  name: string;
  switchKey: string;
  status: 1 | 2;
  remark: string;
  createdTime: string;
}

/** The fields its forms send (add, edit). */
const FIELDS = {
  name: "text",
  remark: "text",
  status: "enum",
  switchKey: "text",
} as const satisfies KeyTypes;

export const clientConfig = {
  labels: labels({ name: ["开关名称", "Switch name"], switchKey: ["开关标识", "Switch key"] }),
  list: listCall<ClientSwitch>()({
    style: "body",
    path: "/SwitchConfiguration/queryAll",
    filters: { name: "text", switchKey: "text", status: "enum" },
  }),
  save: call("body", "/SwitchConfiguration/save", "add", FIELDS),
  update: call("body", "/SwitchConfiguration/update", "edit", { ...FIELDS, id: "int" }),
  del: call("body", "/SwitchConfiguration/del", "delete", { id: "int" }),
};
