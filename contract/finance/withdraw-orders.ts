/** Withdrawal orders (SPEC §2.11): tabs by status, twelve filters, totals, subtotal, review, energy, export. */
import { call, listCall } from "../calls";

/** A withdrawal order (SPEC §3). */
export interface WithdrawOrder {
  id: number;
  index?: never;
  orderNo: string;
  userId: number;
  currency: string;
  withdrawAmount: number | null;
  usdtAmount: number | null;
  feeAmount: number | null;
  transferAmount: number | null;
  isTest: boolean | 0 | 1 | null;
  status: 1 | 2 | 3 | 4;
  phone: string | null;
  realname: string | null;
  firstName: string | null;
  firstPhone: string | null;
  thirdMemberName: string | null;
  thirdMemberPhone: string | null;
  cardNo: string | null;
  isSendEnergy: boolean | null;
  createdTime: string | null;
  handleTime: string | null;
  remark: string | null;
  handler: string | null;
  /** Four-eyes: who asked for this order's approval, while it waits for a second staff user. */
  approvalRequestedBy?: string | null;
}

export const withdrawOrders = {
  list: listCall<WithdrawOrder>()({
    style: "query",
    path: "/wallet/member-withdraw/list",
    filters: {
      userId: "int",
      orderNo: "text",
      phone: "text",
      isTest: "flag",
      realname: "text",
      status: "enum",
      walletAddress: "text",
      walletType: "text",
      startTime: "time",
      endTime: "time",
      handleStartTime: "time",
      handleEndTime: "time",
      withdrawStart: "number",
      withdrawEnd: "number",
      firstPhone: "text",
      fatherPhone: "text",
      handler: "text",
    },
  }),
  review: call("body", "/wallet/member-withdraw/withdraw/review", "edit", {
    id: "int",
    remark: "text",
    status: "enum",
  }),
  energy: call("body", "/wallet/member-withdraw/withdraw/send/energy", "edit", { id: "int" }),
};
