import type { QuartzJob } from "@contract/system/scheduled-jobs";

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
