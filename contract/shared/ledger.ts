import { labels } from "../labels";

/** What a member's record of money or points carries of the member, as the lists return it. */
export interface MemberRecordRow {
  id: number;
  index?: never;
  uid: number;
  phone: string | null;
  realName: string | null;
  isTest: 0 | 1;
}

/** A wallet change record (ledger row) as the finance lists return it. */
export interface LedgerRow extends MemberRecordRow {
  currency: "USDT" | "RMB";
  category: number;
  bizCode: number;
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
  orderNo: string | null;
  operator: string | null;
  remark: string | null;
  createdTime: string;
  /** Second review of a large manual credit (audit dictionary); null when none is needed. */
  reviewStatus: 1 | 2 | 3 | null;
  reviewer: string | null;
  reviewTime: string | null;
  reviewRemark: string | null;
}

export interface ScoreRow extends MemberRecordRow {
  type: 0 | 1 | 2 | 3 | 4;
  score: number;
  scoreBefore: number;
  scoreAfter: number;
  orderNo: string | null;
  operator: string | null;
  remark: string | null;
  createdTime: string;
}

/** The labels of a staff balance or points operation's fields that the server's messages name too. */
export const OPERATION_LABELS = labels({ remark: ["操作原因", "Reason"] });
