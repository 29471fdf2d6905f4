/** Settlement records (SPEC §2.3, §7.5 investSettleRecord): each investment's daily income, settled or not. */
import { listCall } from "../calls";

export interface SettleRecord {
  id: number;
  investId: number;
  orderNo: string;
  uid: number;
  realName: string | null;
  phone: string | null;
  productName: string;
  amount: number;
  rate: number;
  income: number;
  settleTime: string;
  status: 1 | 2;
  settledTime: string | null;
}

export const investSettlementRecords = {
  list: listCall<SettleRecord>()({
    style: "body",
    path: "/shopInvest/investSettleRecord",
    filters: {
      uid: "int",
      phone: "text",
      orderNo: "text",
      productName: "text",
      status: "enum",
      settleTimeStart: "time",
      settleTimeEnd: "time",
    },
  }),
};
