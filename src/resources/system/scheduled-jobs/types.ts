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

export interface JobClassInfo {
  className: string;
  title: string;
  parameterHint: string;
}

export const JOB_STATUS = { running: 0, paused: -1 } as const;
export const NS = "scheduledJobs";

/**
 * What pause and resume send: the whole job, as X-Boot binds it and saves it over the stored one (a field left out
 * would be blanked, and without its class the call fails).
 */
export function wholeJob(row: QuartzJob): Record<string, string> {
  const { id, jobClassName, cronExpression, parameter, description, createTime } = row;
  return { id, jobClassName, cronExpression, parameter, description, createTime };
}
