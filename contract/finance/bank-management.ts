/** Bank management (SPEC §2.3; fields not shown, designed here): the banks members may bind for RMB withdrawals. */
import { call, listCall, type KeyTypes } from "../calls";
import { labels } from "../labels";

export interface BankConfig {
  id: number;
  bankName: string;
  bankCode: string;
  logo: string;
  sort: number;
  status: 0 | 1;
  createdTime: string;
}

/** The fields its forms send (add, edit). */
const FIELDS = {
  bankCode: "text",
  bankName: "text",
  logo: "text",
  sort: "int",
  status: "enum",
} as const satisfies KeyTypes;

export const bankManagement = {
  labels: labels({
    logo: ["银行图标", "Logo"],
    bankName: ["银行名称", "Bank name"],
    bankCode: ["银行编码", "Bank code"],
  }),
  list: listCall<BankConfig>()({
    style: "query",
    path: "/wallet/bank-config/list",
    filters: { bankName: "text", bankCode: "text", status: "enum" },
  }),
  save: call("body", "/wallet/bank-config/save", "add", FIELDS),
  update: call("body", "/wallet/bank-config/update", "edit", { ...FIELDS, id: "int" }),
  remove: call("body", "/wallet/bank-config/delete", "delete", { id: "int" }),
};
