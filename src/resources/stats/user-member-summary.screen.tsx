/** Member summary (SPEC §2.3, `/memberSummary/pageList`; fields not shown, designed here): each member's money. */
import { type MemberSummary, userMemberSummary } from "@contract/stats/user-member-summary";
import { defineScreen } from "@/resources/kit";
import { chartAbove } from "./chart-above";

export default defineScreen({
  list: userMemberSummary.list,
  rowKey: "uid",
  fields: [
    { key: "uid", type: "member", max: 16, search: true },
    { key: "realName", width: 110, max: 20, search: true },
    { key: "phone", type: "memberPhone", max: 20, search: true },
    { key: "teamLevel", type: "dict", dict: "teamLevel", width: 120, search: true },
    { key: "rechargeAmount", type: "money", width: 140 },
    { key: "withdrawAmount", type: "money", width: 140 },
    { key: "investAmount", type: "money", width: 140 },
    { key: "usdtBalance", type: "money", width: 140 },
    { key: "rmbBalance", type: "money", width: 140 },
    { key: "score", type: "number", width: 100 },
    { key: "teamUserCount", type: "number", width: 110 },
    { key: "registerTime", type: "dateTime" },
  ],
  summary: { labelColumn: "uid", sumColumns: ["rechargeAmount", "withdrawAmount", "investAmount", "usdtBalance"] },
  export: { fileNameKey: ".fileName" },
  above: chartAbove<MemberSummary>({
    kind: "bar",
    rows: 10,
    reverse: true,
    labelField: "realName",
    money: true,
    titleKey: ".chart",
    series: [
      { field: "rechargeAmount", labelKey: ".fields.rechargeAmount" },
      { field: "withdrawAmount", labelKey: ".fields.withdrawAmount" },
    ],
  }),
  i18n: {
    "zh-CN": {
      fields: {
        rechargeAmount: "累计充值",
        withdrawAmount: "累计提现",
        investAmount: "累计投资",
        usdtBalance: "USDT余额",
        rmbBalance: "RMB余额",
        score: "积分",
        teamUserCount: "团队人数",
        teamLevel: "等级",
        registerTime: "注册时间",
      },
      chart: "最新10位会员的充值与提现",
      fileName: "会员汇总",
    },
    "en-US": {
      fields: {
        rechargeAmount: "Recharged",
        withdrawAmount: "Withdrawn",
        investAmount: "Invested",
        usdtBalance: "USDT balance",
        rmbBalance: "RMB balance",
        score: "Points",
        teamUserCount: "Team size",
        teamLevel: "Level",
        registerTime: "Registered",
      },
      chart: "Recharges and withdrawals of the 10 newest members",
      fileName: "member summary",
    },
  },
});
