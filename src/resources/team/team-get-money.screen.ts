/** Team earnings (SPEC §2.3 team get-money, §4 team reward type and payout): the team rewards members earned. */
import { teamGetMoney } from "@contract/team/team-get-money";
import { defineScreen } from "@/resources/kit";

export default defineScreen({
  list: teamGetMoney.list,
  fields: [
    { key: "id", width: 80 },
    { key: "memberId", type: "member", width: 110, max: 16, search: { param: "userId" } },
    { key: "memberName", width: 110 },
    { key: "memberPhone", type: "memberPhone", max: 16, search: { param: "phone" } },
    { key: "rewardType", type: "dict", dict: "teamRewardType", width: 120, search: true },
    { key: "sourceMemberId", type: "digits", max: 16, search: { param: "sourceUserId" } },
    { key: "sourceMemberName", width: 110 },
    { key: "baseAmount", type: "money" },
    { key: "rewardRate", type: "number", width: 100 },
    { key: "rewardAmount", type: "money" },
    { key: "status", type: "dict", dict: "payoutStatus", search: true },
    { key: "createdTime", type: "dateTime", search: { keys: ["startTime", "endTime"] } },
    { key: "paidTime", type: "dateTime" },
  ],
  detail: { width: 640 },
  summary: { labelColumn: "id", sumColumns: ["rewardAmount"] },
  i18n: {
    "zh-CN": {
      fields: {
        id: "记录ID",
        memberId: "获得会员ID",
        memberName: "获得会员姓名",
        memberPhone: "获得会员手机号",
        rewardType: "奖励类型",
        sourceMemberId: "来源会员ID",
        sourceMemberName: "来源会员姓名",
        baseAmount: "计算金额",
        rewardRate: "奖励比例",
        rewardAmount: "奖励金额",
        status: "发放状态",
        createdTime: "产生时间",
        paidTime: "发放时间",
      },
    },
    "en-US": {
      fields: {
        id: "Record ID",
        memberId: "Earner ID",
        memberName: "Earner name",
        memberPhone: "Earner phone",
        rewardType: "Reward type",
        sourceMemberId: "Source member ID",
        sourceMemberName: "Source member name",
        baseAmount: "Base amount",
        rewardRate: "Reward rate",
        rewardAmount: "Reward",
        status: "Payout",
        createdTime: "Earned",
        paidTime: "Paid",
      },
    },
  },
});
