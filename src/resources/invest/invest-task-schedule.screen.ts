/**
 * Invest task schedule (SPEC §2.3, §7.5 investTodaySummary): today's figures as cards above the daily settlement plan —
 * one row per day with what is due and what is settled (settled/unsettled by the settlement dictionary).
 */
import { investTaskSchedule } from "@contract/invest/invest-task-schedule";
import { defineScreen } from "@/resources/kit";
import { TodayCards } from "./invest-task-schedule/today-cards";

export default defineScreen({
  list: investTaskSchedule.list,
  rowKey: "day",
  fields: [
    { key: "index", type: "index" },
    { key: "day", width: 130, search: { kind: "dateRange", keys: ["dayStart", "dayEnd"] } },
    { key: "dueCount", type: "number" },
    { key: "dueIncome", type: "money", width: 140 },
    { key: "settledCount", type: "number" },
    { key: "settledIncome", type: "money", width: 140 },
    { key: "status", type: "dict", dict: "settlementStatus", width: 110, search: true },
  ],
  toolbar: [{ key: "today", component: TodayCards }],
  i18n: {
    "zh-CN": {
      fields: {
        day: "结算日期",
        dueCount: "应结笔数",
        dueIncome: "应结收益",
        settledCount: "已结笔数",
        settledIncome: "已结收益",
        status: "结算状态",
      },
      cards: {
        todayNewCount: "今日新增投资笔数",
        todayNewAmount: "今日新增投资金额",
        todayDueIncome: "今日应结收益",
        activePrincipal: "在投本金",
      },
    },
    "en-US": {
      fields: {
        day: "Settlement day",
        dueCount: "Due",
        dueIncome: "Income due",
        settledCount: "Settled",
        settledIncome: "Income settled",
        status: "Settlement",
      },
      cards: {
        todayNewCount: "New investments today",
        todayNewAmount: "Invested today",
        todayDueIncome: "Income due today",
        activePrincipal: "Principal invested",
      },
    },
  },
});
