/**
 * Invest task schedule (SPEC §2.3, §7.5 investTodaySummary): today's figures as cards above the daily settlement plan —
 * one row per day with what is due and what is settled (settled/unsettled by the settlement dictionary).
 */
import { listCall } from "../calls";

export interface ScheduleDay {
  day: string;
  dueCount: number;
  dueIncome: number;
  settledCount: number;
  settledIncome: number;
  status: 1 | 2;
}

export const investTaskSchedule = {
  list: listCall<ScheduleDay>()({
    style: "body",
    path: "/shopInvest/investTodaySummary",
    filters: { status: "enum", dayStart: "time", dayEnd: "time" },
  }),
};
