/** User date summary (SPEC §2.3, `/memberSummary/dateSummary`; fields not shown, designed here): the figures per day. */
import { listCall } from "../calls";

export interface DaySummary {
  date: string;
  registrations: number;
  rechargeAmount: string;
  withdrawAmount: string;
  investAmount: string;
  shopsOpened: number;
  /** End-of-day snapshot written by the memberDailySummary scheduled job (null for a day it has not summarised). */
  memberCount: number | null;
  usdtHeld: string | null;
}

export const userDateSummary = {
  list: listCall<DaySummary>()({
    style: "query",
    path: "/memberSummary/dateSummary",
    filters: { startDate: "time", endDate: "time" },
  }),
};
