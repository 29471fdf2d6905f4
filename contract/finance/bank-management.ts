/** Bank management (SPEC §2.3; fields not shown, designed here): the banks members may bind for RMB withdrawals. */
import { call, listCall } from "../calls";

export interface BankConfig {
  id: number;
  bankName: string;
  bankCode: string;
  logo: string;
  sort: number;
  status: 0 | 1;
  createdTime: string;
}

export const bankManagement = {
  list: listCall<BankConfig>()({
    style: "query",
    path: "/wallet/bank-config/list",
    filters: { bankName: "text", bankCode: "text", status: "enum" },
  }),
  save: call("body", "/wallet/bank-config/save", "add", {
    bankCode: "text",
    bankName: "text",
    logo: "text",
    sort: "int",
    status: "enum",
  }),
  update: call("body", "/wallet/bank-config/update", "edit", {
    bankCode: "text",
    bankName: "text",
    id: "int",
    logo: "text",
    sort: "int",
    status: "enum",
  }),
  remove: call("body", "/wallet/bank-config/delete", "delete", { id: "int" }),
};
