/** Audit dictionary (1 pending, 2 approved, 3 rejected) and settlement dictionary (1 settled, 2 unsettled). */
import type { RechargeOrder } from "@contract/finance/recharge-orders";

export const RechargeStatus = { pending: 1, approved: 2, rejected: 3 } as const;
export const Settlement = { settled: 1, unsettled: 2 } as const;

export const settleable = (row: RechargeOrder): boolean =>
  row.status === RechargeStatus.approved && row.settleStatus === Settlement.unsettled;
