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

/** A TRC20 (TRON) address: 'T' and 33 base58 characters (no 0, O, I, l). */
export const TRC20_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
export const TRC20_PROTOCOL = "TRC20";
