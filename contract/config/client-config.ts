/** Client feature switches (SPEC §2.3 client config; the switch dictionary 1 on / 2 disabled; fields designed here). */
import { call, listCall } from "../calls";

export interface ClientSwitch {
  id: number;
  name: string;
  switchKey: string;
  status: 1 | 2;
  remark: string;
  createdTime: string;
}

export const clientConfig = {
  list: listCall<ClientSwitch>()({
    style: "body",
    path: "/SwitchConfiguration/queryAll",
    filters: { name: "text", switchKey: "text", status: "enum" },
  }),
  save: call("body", "/SwitchConfiguration/save", "add", {
    name: "text",
    remark: "text",
    status: "enum",
    switchKey: "text",
  }),
  update: call("body", "/SwitchConfiguration/update", "edit", {
    id: "int",
    name: "text",
    remark: "text",
    status: "enum",
    switchKey: "text",
  }),
  del: call("body", "/SwitchConfiguration/del", "delete", { id: "int" }),
};
