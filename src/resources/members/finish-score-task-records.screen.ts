/** Points-task completion records (SPEC §2.3, §7.5 /task/member/schedule): by task type and claim status, read-only. */
import { finishScoreTaskRecords } from "@contract/members/finish-score-task-records";
import { defineScreen } from "@/resources/kit";
import { COMMON_LABELS } from "@contract/labels";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: finishScoreTaskRecords.list,
  fields: [
    { key: "index", type: "index" },
    { key: "id", width: 80 },
    { key: "uid", type: "member", max: 16, search: { fromQuery: "uid" } },
    { key: "realName", width: 110 },
    { key: "phone", type: "memberPhone", max: 16, search: true },
    { key: "taskName", width: 150, max: 50, search: true },
    { key: "taskType", type: "dict", dict: "taskType", width: 110, search: true },
    { key: "status", type: "dict", dict: "taskClaimStatus", search: true },
    { key: "score", type: "number", width: 100 },
    { key: "memberScore", type: "number", width: 110 },
    { key: "doneTime", type: "dateTime", search: true },
  ],
  i18n: withLabels(
    { uid: COMMON_LABELS.memberId },
    {
      "zh-CN": {
        fields: {
          taskType: "任务类型",
          status: "领取状态",
          score: "奖励积分",
          memberScore: "当前积分",
          doneTime: "完成时间",
        },
      },
      "en-US": {
        fields: {
          taskType: "Task type",
          status: "Claim status",
          score: "Reward points",
          memberScore: "Current points",
          doneTime: "Completed",
        },
      },
    },
  ),
});
