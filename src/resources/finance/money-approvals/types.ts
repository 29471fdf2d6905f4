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

export const ApprovalStatus = { pending: 0, approved: 1, rejected: 2, withdrawn: 3 } as const;

/** GET /wallet/approval/config: the threshold of each currency, null where four-eyes is off. */
export interface ApprovalThresholds {
  USDT: number | null;
  RMB: number | null;
}

export const THRESHOLDS_ENDPOINT = { path: "/wallet/approval/config", style: "query" } as const;
