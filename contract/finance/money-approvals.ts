/**
 * Money approvals (four-eyes, docs/audit-trail.md): manual credits/debits and withdrawal approvals above the
 * threshold of their currency wait here for a second staff user. Its requester sees why Approve is absent and may
 * withdraw the request; anyone else holding edit may approve it (after a confirmation showing the money) or reject
 * it with a reason.
 */
import { call, listCall } from "../calls";

/** A four-eyes request (GET /wallet/approval/list). */
export interface MoneyApproval {
  id: number;
  kind: "credit" | "debit" | "withdrawal";
  uid: number;
  phone: string | null;
  realName: string | null;
  currency: "USDT" | "RMB";
  /** Exact decimal text. */
  amount: string;
  remark: string | null;
  withdrawId: number | null;
  orderNo: string | null;
  cardNo: string | null;
  requestedByName: string;
  requestedTime: string;
  status: 0 | 1 | 2 | 3;
  decidedByName: string | null;
  decidedTime: string | null;
  decideRemark: string | null;
}

export const moneyApprovals = {
  list: listCall<MoneyApproval>()({
    style: "query",
    path: "/wallet/approval/list",
    filters: {
      status: "enum",
      kind: "enum",
      currency: "enum",
      uid: "int",
      requestedByName: "text",
      startTime: "time",
      endTime: "time",
    },
  }),
  approve: call("body", "/wallet/approval/approve", "edit", { id: "int" }),
  reject: call("body", "/wallet/approval/reject", "edit", { id: "int", remark: "text" }),
  config: call("query", "/wallet/approval/config", {}),
};
