/** Scheduled jobs (SPEC §7.3 quartzJob; fields not shown, designed here): jobs the server runs on their cron. */
import { scheduledJobs } from "@contract/system/scheduled-jobs";
import { defineScreen, removeAction } from "@/resources/kit";
import { batchDelete } from "./shared/batch-delete";
import { classTitle } from "./scheduled-jobs/class-title";
import { CronField } from "./scheduled-jobs/cron-field";
import { JobClassField } from "./scheduled-jobs/job-class-field";
import { RunOnceAction } from "./scheduled-jobs/run-once-action";
import { JOB_STATUS, wholeJob } from "./scheduled-jobs/types";
import type { QuartzJob } from "@contract/system/scheduled-jobs";
import { JOBS_I18N } from "./scheduled-jobs/texts";

const FORM_KEYS = ["id", "jobClassName", "cronExpression", "parameter", "description"] as const;
/** The job's own fields only (edit mode merges the whole row under the values: no last-run columns are sent). */
const formPayload = (values: Record<string, unknown>) =>
  Object.fromEntries(FORM_KEYS.filter((key) => values[key] !== undefined).map((key) => [key, values[key]]));
const named = (row: QuartzJob) => ({ name: classTitle(row.jobClassName, row.jobClassTitle) });

export default defineScreen({
  list: { ...scheduledJobs.list, paging: "system" },
  fields: [
    { key: "index", type: "index", width: 60 },
    {
      key: "jobClassName",
      width: 190,
      max: 100,
      search: true,
      form: { kind: "custom", component: JobClassField, required: true },
    },
    { key: "jobClassTitle", width: 140, render: (row) => classTitle(row.jobClassName, row.jobClassTitle) },
    {
      key: "cronExpression",
      width: 150,
      form: { kind: "custom", component: CronField, required: true, rules: { maxLength: 120 } },
    },
    { key: "parameter", width: 100, max: 500, form: true },
    { key: "description", width: 220, max: 255, ellipsis: true, search: true, form: { kind: "textarea" } },
    { key: "status", type: "dict", dict: "jobStatus", width: 90, search: { kind: "dict" } },
    { key: "lastRunAt", type: "dateTime", optional: true },
    { key: "lastSuccess", type: "dict", dict: "jobRunResult", width: 90, optional: true },
    { key: "lastMessage", width: 200, ellipsis: true, optional: true },
    { key: "lastDuration", width: 100, optional: true },
    { key: "nextRunAt", type: "dateTime", optional: true },
  ],
  forms: {
    add: { container: "modal", width: 600, endpoints: { add: scheduledJobs.add }, toPayload: formPayload },
    edit: { container: "modal", width: 600, endpoints: { edit: scheduledJobs.edit }, toPayload: formPayload },
  },
  rowActions: [
    {
      key: "pause",
      permType: "edit",
      visible: (row) => row.status === JOB_STATUS.running,
      confirm: (row) => ({ textKey: ".confirm.pause", values: named(row) }),
      endpoint: scheduledJobs.pause,
      payload: wholeJob,
    },
    {
      key: "resume",
      permType: "edit",
      visible: (row) => row.status === JOB_STATUS.paused,
      confirm: (row) => ({ textKey: ".confirm.resume", values: named(row) }),
      endpoint: scheduledJobs.resume,
      payload: wholeJob,
    },
    { key: "runOnce", permType: "edit", component: RunOnceAction },
    removeAction<QuartzJob>(scheduledJobs.delByIds, { payload: (row) => ({ ids: String(row.id) }) }),
  ],
  batchActions: [batchDelete<QuartzJob>(scheduledJobs.delByIds)],
  actionsWidth: 260,
  i18n: JOBS_I18N,
});
