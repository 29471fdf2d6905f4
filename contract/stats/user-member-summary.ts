/** Member summary (SPEC §2.3, `/memberSummary/pageList`; fields not shown, designed here): each member's money. */
import { listCall } from "../calls";

export interface MemberSummary {
  uid: number;
  realName: string;
  phone: string;
  teamLevel: number;
  registerTime: string;
  rechargeAmount: string;
  withdrawAmount: string;
  investAmount: string;
  usdtBalance: string;
  rmbBalance: string;
  score: number;
  teamUserCount: number;
}

export const userMemberSummary = {
  list: listCall<MemberSummary>()({
    style: "body",
    path: "/memberSummary/pageList",
    filters: { uid: "int", phone: "text", realName: "text", teamLevel: "enum" },
  }),
};
