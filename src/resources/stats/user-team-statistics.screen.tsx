/** Team statistics (SPEC §2.3, `/myTeam/teamOverview`; fields not shown, designed here): every team leader's team. */
import { type TeamRow, userTeamStatistics } from "@contract/stats/user-team-statistics";
import { defineScreen } from "@/resources/kit";
import { chartAbove } from "./chart-above";

export default defineScreen({
  list: userTeamStatistics.list,
  rowKey: "uid",
  fields: [
    { key: "uid", type: "member", max: 16, search: true },
    { key: "realName", width: 110 },
    { key: "phone", type: "memberPhone", max: 20, search: true },
    { key: "teamLevel", type: "dict", dict: "teamLevel", width: 120, search: true },
    { key: "directCount", type: "number", width: 110 },
    { key: "teamUserCount", type: "number", width: 110 },
    { key: "teamPerformance", type: "money", width: 150 },
    { key: "teamDeposit", type: "money", width: 150 },
    { key: "userPerformance", type: "money", width: 150 },
  ],
  summary: { labelColumn: "uid", sumColumns: ["teamUserCount", "teamPerformance", "teamDeposit"] },
  export: { fileNameKey: ".fileName" },
  above: chartAbove<TeamRow>({
    kind: "bar",
    rows: 10,
    labelField: "realName",
    money: true,
    titleKey: ".chart",
    series: [
      { field: "teamPerformance", labelKey: ".fields.teamPerformance" },
      { field: "teamDeposit", labelKey: ".fields.teamDeposit" },
    ],
  }),
  i18n: {
    "zh-CN": {
      fields: {
        realName: "团队长",
        teamLevel: "等级",
        directCount: "直推人数",
        teamUserCount: "团队人数",
        teamPerformance: "团队业绩",
        teamDeposit: "团队入金",
        userPerformance: "个人业绩",
      },
      chart: "团队业绩前10名",
      fileName: "团队统计",
    },
    "en-US": {
      fields: {
        realName: "Team leader",
        teamLevel: "Level",
        directCount: "Direct referrals",
        teamUserCount: "Team size",
        teamPerformance: "Team performance",
        teamDeposit: "Team deposits",
        userPerformance: "Own performance",
      },
      chart: "The 10 largest teams by performance",
      fileName: "team statistics",
    },
  },
});
