/** Scheduled jobs (SPEC §7.3 quartzJob; fields not shown, designed here): jobs the server runs on their cron. */
import { call, listCall, type KeyTypes } from "../calls";
import { labels } from "../labels";

/** A scheduled job (X-Boot's QuartzJob) as the list answers it, and the server's job class registry. */
export interface QuartzJob {
  id: string;
  jobClassName: string;
  /** The server registry's (zh-CN) title; the console shows its own title for the classes it knows. */
  jobClassTitle?: string;
  cronExpression: string;
  parameter: string;
  description: string;
  /** 0 running on its cron, -1 paused. */
  status: 0 | -1;
  lastRunAt: string | null;
  lastSuccess: boolean | null;
  lastMessage: string;
  lastDuration: number | null;
  /** null while paused. */
  nextRunAt: string | null;
  createTime: string;
}

/** The whole job, as the edit form sends it and pause and resume send it (X-Boot binds and saves it whole). */
const JOB_FIELDS = {
  createTime: "time",
  cronExpression: "text",
  description: "text",
  jobClassName: "text",
  parameter: "text",
} as const satisfies KeyTypes;

export const scheduledJobs = {
  labels: labels({
    jobClassName: ["任务类", "Job class"],
    cronExpression: ["Cron表达式", "Cron expression"],
    parameter: ["参数", "Parameter"],
  }),
  list: listCall<QuartzJob>()({
    style: "query",
    path: "/xboot/quartzJob/getAllByPage",
    filters: { jobClassName: "text", description: "text", status: "enum" },
  }),
  add: call("form", "/xboot/quartzJob/add", "add", {
    cronExpression: "text",
    description: "text",
    jobClassName: "text",
    parameter: "text",
  }),
  edit: call("form", "/xboot/quartzJob/edit", "edit", { ...JOB_FIELDS, id: "text" }),
  pause: call("form", "/xboot/quartzJob/pause", "edit", { ...JOB_FIELDS, id: "text" }),
  resume: call("form", "/xboot/quartzJob/resume", "edit", { ...JOB_FIELDS, id: "text" }),
  delByIds: call("form", "/xboot/quartzJob/delByIds", "delete", { ids: "list" }),
  runOnce: call("form", "/xboot/quartzJob/runOnce", "edit", { id: "text" }),
  jobClasses: call("query", "/xboot/quartzJob/jobClasses", {}),
  nextRuns: call("query", "/xboot/quartzJob/nextRuns", { count: "text", cron: "text" }),
};
