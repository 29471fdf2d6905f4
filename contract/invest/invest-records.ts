/**
 * Invest records (SPEC §2.3 with add/edit, §7.5 /shopInvest/pageList and modify; status by the operation dictionary).
 * Add records a member's investment (the server debits the USDT balance through the ledger); edit changes only the
 * status and the remark, since the money has already moved.
 */
import { call, listCall } from "../calls";

export interface InvestRecord {
  id: number;
  orderNo: string;
  uid: number;
  realName: string | null;
  phone: string | null;
  configId: number;
  productName: string;
  amount: number;
  rate: number;
  term: number;
  status: 1 | 2;
  remark: string;
  startTime: string;
  endTime: string;
  createdTime: string;
}

export const investRecords = {
  list: listCall<InvestRecord>()({
    style: "body",
    path: "/shopInvest/pageList",
    filters: {
      uid: "int",
      phone: "text",
      orderNo: "text",
      productName: "text",
      status: "enum",
      createdTimeStart: "time",
      createdTimeEnd: "time",
    },
  }),
  modify: call("body", "/shopInvest/modify", "add|edit", {
    amount: "number",
    configId: "text",
    id: "int",
    remark: "text",
    status: "enum",
    uid: "int",
  }),
};
