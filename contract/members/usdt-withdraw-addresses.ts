/** Member USDT addresses (SPEC §2.8): bound TRC20 withdrawal addresses; add (format-checked), unbind/delete. */
import { call, listCall } from "../calls";
import { labels } from "../labels";

/** A member's bound TRC20 (USDT) withdrawal address (SPEC §3). */
export interface MemberTrc20Address {
  id: number;
  index?: never;
  uid: number;
  isTest: boolean | 0 | 1 | null;
  /** The chain protocol (TRC20). */
  realname: string | null;
  /** The USDT address. */
  cardNo: string;
  status: 1 | 2;
  createdTime: string | null;
}

export const usdtWithdrawAddresses = {
  labels: labels({ cardNo: ["USDT地址", "USDT address"] }),
  list: listCall<MemberTrc20Address>()({
    style: "query",
    path: "/wallet/member-trc20/usdt",
    filters: { userId: "int", isTest: "flag", address: "text" },
  }),
  save: call("body", "/wallet/member-trc20/save", "add", { address: "text", realname: "text", uid: "int" }),
  delete: call("body", "/wallet/member-trc20/delete", "edit", { id: "int" }),
};
