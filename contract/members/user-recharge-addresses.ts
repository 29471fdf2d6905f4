/** Recharge addresses (SPEC §2.3, §7.5 usdtAddress): the USDT (TRC20) deposit address the wallet service gave each member. */
import { listCall } from "../calls";

export interface RechargeAddress {
  id: number;
  uid: number;
  realName: string | null;
  phone: string | null;
  isTest: boolean;
  chain: string;
  address: string;
  status: 0 | 1;
  createdTime: string;
}

export const userRechargeAddresses = {
  list: listCall<RechargeAddress>()({
    style: "query",
    path: "/wallet/member-recharge/usdtAddress",
    filters: {
      uid: "int",
      phone: "text",
      address: "text",
      status: "enum",
      isTest: "flag",
      createdTimeStart: "time",
      createdTimeEnd: "time",
    },
  }),
};
