/** Recharge orders (SPEC §2.3, §7.5): tabs by the audit dictionary, review dialog, accounting one or many. */
import { call, listCall } from "../calls";

/** A member recharge order (fields designed here: SPEC §2.3 names the screen, §7.5 its calls). */
export interface RechargeOrder {
  id: number;
  index?: never;
  orderNo: string;
  uid: number;
  phone: string | null;
  realName: string | null;
  isTest: 0 | 1;
  rechargeType: 1 | 2 | 3;
  currency: "USDT" | "RMB";
  amount: number;
  status: 1 | 2 | 3;
  settleStatus: 1 | 2;
  remark: string | null;
  handler: string | null;
  handleTime: string | null;
  settleTime: string | null;
  createdTime: string;
}

export const rechargeOrders = {
  list: listCall<RechargeOrder>()({
    style: "query",
    path: "/wallet/member-recharge/list",
    filters: {
      uid: "int",
      orderNo: "text",
      phone: "text",
      realName: "text",
      isTest: "flag",
      status: "enum",
      rechargeType: "enum",
      currency: "enum",
      settleStatus: "enum",
      startTime: "time",
      endTime: "time",
    },
  }),
  approve: call("body", "/wallet/member-recharge/approve", "edit", { id: "int", remark: "text" }),
  deny: call("body", "/wallet/member-recharge/deny", "edit", { id: "int", remark: "text" }),
  accounting: call("body", "/wallet/member-recharge/recharge/accounting", "edit", { id: "int" }),
  batchAccounting: call("body", "/wallet/member-recharge/recharge/batchAccounting", "edit", { ids: "list" }),
};
