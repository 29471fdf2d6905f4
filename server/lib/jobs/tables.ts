import { boolean, integer, serial, table, text, timestamp } from '../table';
import { dictConstants } from '../../../contract/dicts/constants';

/** Job status (X-Boot's QuartzJob): 0 normal (runs on its cron), -1 paused (never runs on its own). */
export const JOB_STATUS = dictConstants('jobStatus');

/** A scheduled job: X-Boot's QuartzJob fields, plus when it runs next and how its last run went. */
export const quartzJob = table('quartz_job', {
  id: serial(),
  jobClassName: text(),
  cronExpression: text(),
  parameter: text({ default: "''" }),
  description: text({ default: "''" }),
  status: integer({ default: '0' }),
  /** Claimed by the instance that runs it (UPDATE … WHERE next_run_at = the old value), so one run per due time. */
  nextRunAt: timestamp({ nullable: true }),
  lastRunAt: timestamp({ nullable: true }),
  lastSuccess: boolean({ nullable: true }),
  lastMessage: text({ default: "''" }),
  lastDuration: integer({ nullable: true }),
  createTime: timestamp(),
});

/** Every run: which job, how it was started (cron or manual), when, how long, and its outcome. */
export const quartzJobLog = table('quartz_job_log', {
  id: serial(),
  jobId: integer(),
  jobClassName: text(),
  trigger: text(),
  startTime: timestamp(),
  duration: integer(),
  success: boolean(),
  message: text({ default: "''" }),
});
