/** User date summary (SPEC §2.3, `/memberSummary/dateSummary`; fields not shown, designed here): the figures per day. */
import { type DaySummary, userDateSummary } from "@contract/stats/user-date-summary";
import { defineScreen } from "@/resources/kit";
import { chartAbove } from "./chart-above";

export default defineScreen({
  list: userDateSummary.list,
  rowKey: "date",
  fields: [
    { key: "date", width: 130, search: { keys: ["startDate", "endDate"], kind: "dateRange" } },
    { key: "registrations", type: "number" },
    { key: "rechargeAmount", type: "money", width: 150 },
    { key: "withdrawAmount", type: "money", width: 150 },
    { key: "investAmount", type: "money", width: 150 },
    { key: "shopsOpened", type: "number" },
    { key: "memberCount", type: "number", width: 130 },
    { key: "usdtHeld", type: "money", width: 160 },
  ],
  summary: {
    labelColumn: "date",
    sumColumns: ["registrations", "rechargeAmount", "withdrawAmount", "investAmount", "shopsOpened"],
  },
  export: { fileNameKey: ".fileName" },
  above: chartAbove<DaySummary>({
    kind: "line",
    rows: 30,
    reverse: true,
    labelField: "date",
    money: true,
    titleKey: ".chart",
    series: [
      { field: "rechargeAmount", labelKey: ".fields.rechargeAmount" },
      { field: "withdrawAmount", labelKey: ".fields.withdrawAmount" },
      { field: "investAmount", labelKey: ".fields.investAmount" },
    ],
  }),
  i18n: {
    "zh-CN": {
      fields: {
        date: "日期",
        registrations: "注册人数",
        rechargeAmount: "充值金额",
        withdrawAmount: "提现金额",
        investAmount: "投资金额",
        shopsOpened: "开店数",
        memberCount: "日末会员数",
        usdtHeld: "日末USDT余额",
      },
      chart: "近30天资金走势",
      fileName: "日期汇总",
    },
    "en-US": {
      fields: {
        date: "Date",
        registrations: "Registrations",
        rechargeAmount: "Recharges",
        withdrawAmount: "Withdrawals",
        investAmount: "Investment",
        shopsOpened: "Shops opened",
        memberCount: "Members (end of day)",
        usdtHeld: "USDT held (end of day)",
      },
      chart: "Money over the last 30 days",
      fileName: "date summary",
    },
  },
});
