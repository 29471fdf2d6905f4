/** Reading and checking a scheduled job's form (add/edit), and the seed's jobs. */
import type { KeysOf } from '../../../contract/calls';
import type { scheduledJobs } from '../../../contract/system/scheduled-jobs';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optString, type Input } from '../../lib/input';
import { textField } from '../../lib/form-input';
import { nextRunAfter, parseCron } from '../../lib/jobs/cron';
import { jobClassOf } from '../../lib/jobs/registry';
import { nextRunOrNull, runJob } from '../../lib/jobs/scheduler';
import { JOB_STATUS, quartzJob } from '../../lib/jobs/tables';
import { insertRow, updateRow } from '../../kit/mutations';
import { clockNow, formatShanghai } from '../../lib/time';
import { seedMoment } from '../../seed/dates';
import { M } from '../../i18n/messages';

/** The keys both the pause and the resume declare: the whole job and its `id`. */
type SentJobKeys = KeysOf<typeof scheduledJobs.pause> & KeysOf<typeof scheduledJobs.resume>;
/** The keys every call naming one job declares (edit, pause, resume, run once): its `id`. */
type JobIdKeys = SentJobKeys & KeysOf<typeof scheduledJobs.edit> & KeysOf<typeof scheduledJobs.runOnce>;

export interface JobValues {
  jobClassName: string;
  cronExpression: string;
  parameter: string;
  description: string;
}

/** The form's values, each checked: a registered class, a cron with a run to come, a parameter the class accepts. */
export function jobValues(input: Input<KeysOf<typeof scheduledJobs.add>>): JobValues {
  const jobClassName = textField(input, 'jobClassName', M.jobClass, { required: true, max: 100 }) ?? '';
  const jobClass = jobClassOf(jobClassName);
  const cronExpression = (
    textField(input, 'cronExpression', M.cronExpression, { required: true, max: 120 }) ?? ''
  ).trim();
  parseCron(cronExpression);
  const parameter = textField(input, 'parameter', M.parameter, { max: 500 }) ?? '';
  jobClass.checkParameter?.(parameter);
  const description = textField(input, 'description', M.description, { max: 255 }) ?? '';
  return { jobClassName, cronExpression, parameter, description };
}

/** The job of that id with what a run needs, or a refusal. */
export async function existingJob(db: Queryable, input: Input<JobIdKeys>) {
  const id = Number(optString(input, 'id'));
  const [job] = Number.isInteger(id)
    ? await db.query<{ id: number; jobClassName: string; cronExpression: string; parameter: string; status: number }>(
        `SELECT id, job_class_name AS "jobClassName", cron_expression AS "cronExpression", parameter, status
         FROM quartz_job WHERE id = $1`,
        [id],
      )
    : [];
  if (!job) throw new ApiError(M.scheduledJobNotFound);
  return job;
}

/**
 * [class, cron, parameter, description, status]: the two real jobs on their cron, variants of them (the generated
 * contract test pages the list with more than five rows), two paused.
 */
const SEED: readonly [string, string, string, string, number][] = [
  ['cleanExpiredTokens', '0 0/30 * * * ?', '', '每30分钟删除过期的登录令牌', JOB_STATUS.normal],
  ['memberDailySummary', '0 5 0 * * ?', '2', '每天00:05汇总昨天和今天的会员数据', JOB_STATUS.normal],
  ['memberDailySummary', '0 55 23 * * ?', '1', '每天23:55汇总当天的会员数据', JOB_STATUS.normal],
  ['memberDailySummary', '0 0 12 ? * 2', '7', '每周一12:00重新计算最近7天', JOB_STATUS.normal],
  ['memberDailySummary', '0 0 3 1 * ?', '30', '每月1日03:00重新计算最近30天的会员汇总', JOB_STATUS.paused],
  ['cleanExpiredTokens', '0 0 4 * * ?', '', '每天04:00清理过期令牌（备用，已暂停）', JOB_STATUS.paused],
];

/** Adds the seed's jobs and runs each once (so the summary table has the last 30 days and every row an outcome). */
export async function seedJobs(db: Queryable): Promise<void> {
  const now = seedMoment();
  for (const [jobClassName, cronExpression, parameter, description, status] of SEED) {
    const id = await insertRow(db, quartzJob, {
      jobClassName,
      cronExpression,
      parameter,
      description,
      status,
      nextRunAt: nextRunAfter(cronExpression, now),
      createTime: formatShanghai(now),
    });
    if (id !== null) await runJob(db, { id, jobClassName, cronExpression, parameter }, 'manual', now);
  }
}

/**
 * Pause and resume as X-Boot has them (QuartzJobController binds the whole QuartzJob and saves it): the job of that id
 * takes the fields sent, blank where left out, and `status`; resuming also moves its next run to its cron's next time
 * after now. Refused (`failure`) without the job's class, which X-Boot needs to find the Quartz job.
 */
export async function saveSentJob(
  db: Queryable,
  input: Input<SentJobKeys>,
  status: number,
  failure: string,
): Promise<number> {
  const { id } = await existingJob(db, input);
  const jobClassName = optString(input, 'jobClassName');
  if (!jobClassName) throw new ApiError(failure);
  const cronExpression = optString(input, 'cronExpression') ?? '';
  const resuming = status === JOB_STATUS.normal;
  return updateRow(
    db,
    quartzJob,
    id,
    {
      jobClassName,
      cronExpression,
      parameter: optString(input, 'parameter') ?? '',
      description: optString(input, 'description') ?? '',
      status,
      // A paused job keeps its next run as it was; a resumed one runs next on its cron from now.
      nextRunAt: resuming ? nextRunOrNull(cronExpression, clockNow()) : undefined,
    },
    M.taskNotFound,
  );
}
