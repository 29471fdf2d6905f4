/** The scheduled jobs page's texts (namespace `scheduledJobs`), zh-CN and en-US. */
import { withLabels } from "@/i18n/catalogue";
import type { ScreenCatalogue } from "@/resources/kit";
import { scheduledJobs } from "@contract/system/scheduled-jobs";

export const JOBS_I18N: ScreenCatalogue = withLabels(scheduledJobs.labels, {
  "zh-CN": {
    fields: {
      jobClassTitle: "任务名称",
      status: "状态",
      lastRunAt: "上次执行时间",
      lastSuccess: "上次结果",
      lastMessage: "上次执行信息",
      lastDuration: "耗时(毫秒)",
      nextRunAt: "下次执行时间",
    },
    classes: { cleanExpiredTokens: "清理过期令牌", memberDailySummary: "会员每日汇总" },
    hints: {
      cleanExpiredTokens: "无需参数",
      memberDailySummary: "重新计算的天数（截至当天，1-366，留空为2）",
    },
    actions: { pause: "暂停", resume: "恢复", runOnce: "执行一次" },
    confirm: {
      pause: "确认暂停任务「{{name}}」吗？暂停后不会按计划执行。",
      resume: "确认恢复任务「{{name}}」吗？将从下一个计划时间开始执行。",
      runOnce: "确认立即执行一次任务「{{name}}」吗？",
    },
    parameterHint: "参数：{{hint}}",
    registryMissing: "当前后端未提供任务类列表，请直接输入任务类名",
    cronPlaceholder: "秒 分 时 日 月 周 [年]，例如 0 0/30 * * * ?",
    cronHelp: "Quartz 格式：秒 分 时 日 月 周 [年]（周 1=周日）",
    nextRuns: "最近 {{count}} 次执行时间：",
    nextRunsLoading: "正在计算执行时间…",
    nextRunsMissing: "当前后端未提供执行时间预览，保存时由服务器校验",
    runOnceDone: "执行完成：{{message}}",
    runOnceMissing: "当前后端不支持立即执行",
  },
  "en-US": {
    fields: {
      jobClassTitle: "Job",
      status: "Status",
      lastRunAt: "Last run",
      lastSuccess: "Last outcome",
      lastMessage: "Last run message",
      lastDuration: "Duration (ms)",
      nextRunAt: "Next run",
    },
    classes: { cleanExpiredTokens: "Remove expired tokens", memberDailySummary: "Daily member summary" },
    hints: {
      cleanExpiredTokens: "none",
      memberDailySummary: "days to recompute, up to today (1-366, blank for 2)",
    },
    actions: { pause: "Pause", resume: "Resume", runOnce: "Run once" },
    confirm: {
      pause: "Pause the job “{{name}}”? It will not run on its schedule.",
      resume: "Resume the job “{{name}}”? It runs from its next scheduled time.",
      runOnce: "Run the job “{{name}}” once now?",
    },
    parameterHint: "Parameter: {{hint}}",
    registryMissing: "This back end offers no job class list: type the job class name",
    cronPlaceholder: "sec min hour day month weekday [year], e.g. 0 0/30 * * * ?",
    cronHelp: "Quartz format: sec min hour day month weekday [year] (weekday 1 = Sunday)",
    nextRuns: "Next {{count}} run times:",
    nextRunsLoading: "Working out the run times…",
    nextRunsMissing: "This back end offers no run time preview; the server checks the expression on save",
    runOnceDone: "Finished: {{message}}",
    runOnceMissing: "This back end cannot run a job on demand",
  },
});
