/**
 * Team reward simulator (SPEC §2.3, §7.5): pick a member (ID or phone), see its upline chain with real and simulated
 * levels, change a simulated level (update-level dialog), and simulate the rewards of an amount (toolbar).
 */
import { teamRewardsSimulator } from "@contract/team/team-rewards-simulator";
import { defineScreen } from "@/resources/kit";
import { SimulateRewards } from "./team-rewards-simulator/simulate-rewards";
import { type ChainMember } from "@contract/team/team-rewards-simulator";
import { UpdateLevelAction } from "./team-rewards-simulator/update-level";
import { COMMON_LABELS } from "@contract/labels";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen<ChainMember>({
  list: { ...teamRewardsSimulator.getParentSimulatorTeamList, result: "array", paging: "none" },
  paging: false,
  fields: [
    { key: "subjectId", type: "digits", max: 16, search: { param: "userId" } },
    { key: "subjectPhone", type: "memberPhone", width: 140, max: 16, search: { param: "phone" } },
    { key: "depth", width: 90 },
    { key: "memberId", type: "member", width: 110 },
    { key: "memberName", width: 110 },
    { key: "memberPhone", type: "memberPhone" },
    { key: "teamLevel", type: "dict", dict: "teamLevel", width: 130 },
    { key: "simulatedLevel", type: "dict", dict: "teamLevel", width: 130 },
    { key: "level", type: "dict", dict: "teamLevel", width: 130 },
  ],
  rowActions: [{ key: "updateLevel", permType: "edit", component: UpdateLevelAction }],
  toolbar: [{ key: "simulate", component: SimulateRewards }],
  actionsWidth: 120,
  i18n: withLabels(
    { memberName: COMMON_LABELS.realName },
    {
      "zh-CN": {
        fields: {
          subjectId: "模拟会员ID",
          subjectPhone: "模拟会员手机号",
          depth: "上级层数",
          memberId: "用户ID",
          memberPhone: "手机号",
          teamLevel: "真实等级",
          simulatedLevel: "模拟等级",
          level: "计算等级",
          rewardType: "奖励类型",
          rate: "比例",
          reward: "奖励金额",
          amount: "模拟金额",
        },
        actions: { updateLevel: "修改等级", simulate: "奖励模拟", calculate: "计算" },
        updateLevel: { title: "修改【{{name}}】的模拟等级", required: "请选择模拟等级" },
        simulate: {
          title: "会员 {{id}} 的团队奖励模拟",
          hint: "按合伙人等级配置的比例计算：有模拟等级用模拟等级，否则用真实等级；不改变会员的真实等级。",
        },
        globalDividend: "全球分红",
        total: "奖励合计",
      },
      "en-US": {
        fields: {
          subjectId: "Simulated member ID",
          subjectPhone: "Simulated member phone",
          depth: "Levels up",
          memberId: "User ID",
          memberPhone: "Phone",
          teamLevel: "Real level",
          simulatedLevel: "Simulated level",
          level: "Level used",
          rewardType: "Reward type",
          rate: "Rate",
          reward: "Reward",
          amount: "Amount",
        },
        actions: { updateLevel: "Update level", simulate: "Simulate rewards", calculate: "Calculate" },
        updateLevel: { title: "Simulated level of [{{name}}]", required: "Choose a simulated level" },
        simulate: {
          title: "Team reward simulation for member {{id}}",
          hint: "Computed from the partner-level config rates, with the simulated level where one is set, else the real one; real levels never change.",
        },
        globalDividend: "Global dividend",
        total: "Total rewards",
      },
    },
  ),
});
