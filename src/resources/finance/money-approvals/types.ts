export const ApprovalStatus = { pending: 0, approved: 1, rejected: 2, withdrawn: 3 } as const;

/** GET /wallet/approval/config: the threshold of each currency, null where four-eyes is off. */
export interface ApprovalThresholds {
  USDT: number | null;
  RMB: number | null;
}
