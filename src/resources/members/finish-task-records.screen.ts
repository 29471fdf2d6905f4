/** Member task-completion records (SPEC §2.10), with an add form (member, task, points, claim status). */
import { finishTaskRecords } from "@contract/members/finish-task-records";
import { pointsList } from "@contract/points/points-list";
import { defineScreen } from "@/resources/kit";
import { SCORE_MAX } from "./finish-task-records/types";
import { COMMON_LABELS } from "@contract/labels";
import { withLabels } from "@/i18n/catalogue";

export default defineScreen({
  list: { ...finishTaskRecords.list, send: ["uid", "taskName", "realName", "phone"], numbers: ["uid"] },
  fields: [
    { key: "index", type: "index" },
    { key: "id", width: 80 },
    { key: "taskId", width: 80 },
    { key: "uid", type: "member", max: 16, search: { fromQuery: "uid" }, form: { required: true } },
    { key: "realName", width: 110, max: 50, search: { order: 2 } },
    { key: "phone", type: "memberPhone", max: 16, search: { order: 3 } },
    { key: "taskName", width: 150, max: 50, search: { order: 1 } },
    {
      key: "task",
      column: false,
      form: {
        name: "taskId",
        kind: "select",
        optionsFrom: {
          endpoint: pointsList.list,
          params: { page: 1, pageSize: 1000 },
          value: "id",
          label: "taskName",
        },
        rules: { required: true, requiredKey: ".form.taskRequired" },
      },
    },
    { key: "status", type: "dict", dict: "taskClaimStatus", form: { initial: "1", required: true } },
    {
      key: "score",
      type: "number",
      width: 100,
      form: { rules: { integer: true, min: 0, max: SCORE_MAX }, helpKey: ".form.scoreHelp" },
    },
    { key: "doneTime", type: "dateTime" },
  ],
  forms: {
    add: {
      container: "modal",
      titleKeys: { add: ".form.title", edit: ".form.title" },
      endpoints: { add: finishTaskRecords.add },
    },
  },
  i18n: withLabels(
    { uid: COMMON_LABELS.memberId },
    {
      "zh-CN": {
        fields: {
          status: "领取状态",
          score: "奖励积分",
          doneTime: "完成时间",
          task: "任务",
        },
        form: { title: "添加任务完成记录", taskRequired: "请选择任务", scoreHelp: "不填则按任务配置的积分奖励" },
      },
      "en-US": {
        fields: {
          status: "Claim status",
          score: "Reward points",
          doneTime: "Completion time",
          task: "Task",
        },
        form: {
          title: "Add task completion",
          taskRequired: "Please select the task",
          scoreHelp: "Leave empty to award the task's configured points",
        },
      },
    },
  ),
});
