/** Member task-completion records (SPEC §2.10): zh-CN labels, en-US glosses. */
const zh = {
  fields: {
    index: "序号", id: "ID", taskId: "任务ID", uid: "会员ID", realName: "真实姓名", phone: "手机号", taskName: "任务名称",
    status: "领取状态", score: "奖励积分", doneTime: "完成时间", task: "任务",
  },
  search: { uid: "会员ID", taskName: "任务名称", realName: "真实姓名", phone: "手机号" },
  form: {
    title: "添加任务完成记录",
    taskRequired: "请选择任务",
    scoreHelp: "不填则按任务配置的积分奖励",
  },
};

const en: typeof zh = {
  fields: {
    index: "No.", id: "ID", taskId: "Task ID", uid: "Member ID", realName: "Real name", phone: "Phone", taskName: "Task name",
    status: "Claim status", score: "Reward points", doneTime: "Completion time", task: "Task",
  },
  search: { uid: "Member ID", taskName: "Task name", realName: "Real name", phone: "Phone" },
  form: {
    title: "Add task completion",
    taskRequired: "Please select the task",
    scoreHelp: "Leave empty to award the task's configured points",
  },
};

export const finishTaskRecordsI18n = { "zh-CN": zh, "en-US": en };
