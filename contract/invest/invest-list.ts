/** Invest products (SPEC §2.3 invest list, §7.5 /shopInvest/config/*): daily rate, term, min ≤ max amounts, on/off. */
import { call, listCall } from "../calls";
import { labels } from "../labels";

export interface InvestProduct {
  id: number;
  name: string;
  rate: number;
  term: number;
  minAmount: number;
  maxAmount: number;
  status: 0 | 1;
  sort: number;
  createdTime: string;
}

export const investList = {
  labels: labels({
    name: ["产品名称", "Product name"],
    minAmount: ["最低投资金额", "Minimum investment"],
    maxAmount: ["最高投资金额", "Maximum investment"],
  }),
  list: listCall<InvestProduct>()({
    style: "body",
    path: "/shopInvest/config/pageList",
    filters: { name: "text", status: "enum" },
  }),
  save: call("body", "/shopInvest/config/save", "add|edit", {
    id: "int",
    maxAmount: "number",
    minAmount: "number",
    name: "text",
    rate: "number",
    sort: "int",
    status: "enum",
    term: "int",
  }),
  delete: call("body", "/shopInvest/config/delete", "delete", { id: "int" }),
};
