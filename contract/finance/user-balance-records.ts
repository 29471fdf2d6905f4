/** User balance records (SPEC §2.3): every member's USDT and RMB balances and points, from the ledger. */
import { listCall } from "../calls";

export interface MemberBalance {
  uid: number;
  index?: never;
  phone: string;
  realName: string;
  isTest: 0 | 1;
  usdtBalance: number;
  rmbBalance: number;
  score: number;
  lastChangeTime: string | null;
  registerTime: string;
}

export const userBalanceRecords = {
  list: listCall<MemberBalance>()({
    style: "query",
    path: "/wallet/user/balance/list",
    filters: {
      uid: "int",
      phone: "text",
      realName: "text",
      isTest: "flag",
      usdtMin: "number",
      usdtMax: "number",
      rmbMin: "number",
      rmbMax: "number",
    },
  }),
};
