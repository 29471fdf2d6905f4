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

/** Audit dictionary (1 pending, 2 approved, 3 rejected) and settlement dictionary (1 settled, 2 unsettled). */
export const RechargeStatus = { pending: 1, approved: 2, rejected: 3 } as const;
export const Settlement = { settled: 1, unsettled: 2 } as const;

export const settleable = (row: RechargeOrder): boolean =>
  row.status === RechargeStatus.approved && row.settleStatus === Settlement.unsettled;
