import { scheduledJobs } from '../../../contract/system/scheduled-jobs';
import { ApiError } from '../../lib/api-error';
import { optString } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { readIds, updateRow } from '../../kit/mutations';
import { screenRoutes } from '../../kit/screen';
import { QUARTZ_JOB, springPage } from '../../kit/xboot-shapes';
import type { Row } from '../../kit/types';
import { nextRunAfter, nextRunTimes } from '../../lib/jobs/cron';
import { memberDailySummaryTable, SUMMARY_INDEX } from '../../lib/jobs/member-daily-summary';
import { JOB_CLASSES } from '../../lib/jobs/registry';
import { runJob } from '../../lib/jobs/scheduler';
import { JOB_STATUS, quartzJob, quartzJobLog } from '../../lib/jobs/tables';
import { clockNow, formatShanghai } from '../../lib/time';
import { existingJob, jobValues, saveSentJob, seedJobs } from './scheduled-jobs.rules';
import { fill, M } from '../../i18n/messages';

const SHOWN = [
  'id',
  'jobClassName',
  'cronExpression',
  'parameter',
  'description',
  'status',
  'lastRunAt',
  'lastSuccess',
  'lastMessage',
  'lastDuration',
  'createTime',
] as const;

const titled = (row: Row): Row => {
  const name = String(row.jobClassName);
  return { ...row, jobClassTitle: Object.hasOwn(JOB_CLASSES, name) ? JOB_CLASSES[name]?.title : '' };
};

/** Scheduled jobs (SPEC §7.3 quartzJob): jobs the server runs on their cron (lib/jobs), paused ones never. */
export default screenRoutes(
  'system/scheduled-jobs',
  { order: 8, title: { 'zh-CN': '定时任务', 'en-US': 'Scheduled jobs' } },
  (r) => {
    r.entity({
      table: quartzJob,
      migrations: [
        { id: 'quartz_job:due-index', sql: 'CREATE INDEX quartz_job_due_idx ON quartz_job(status, next_run_at)' },
      ],
      seed: seedJobs,
    });
    r.entity({
      table: quartzJobLog,
      migrations: [
        { id: 'quartz_job_log:job-index', sql: 'CREATE INDEX quartz_job_log_job_idx ON quartz_job_log(job_id, id)' },
      ],
    });
    r.entity({
      table: memberDailySummaryTable,
      migrations: [{ id: 'member_daily_summary:day-index', sql: SUMMARY_INDEX }],
    });

    r.list(scheduledJobs.list, {
      bareAnswer: springPage(QUARTZ_JOB),
      from: 'quartz_job j',
      select: `${quartzJob.select('j', SHOWN)},
      CASE WHEN j.status = ${JOB_STATUS.normal} THEN to_char(j.next_run_at, 'YYYY-MM-DD HH24:MI:SS') END AS "nextRunAt"`,
      filters: {
        jobClassName: contains('j.job_class_name'),
        description: contains('j.description'),
        status: oneOf('j.status', [JOB_STATUS.normal, JOB_STATUS.paused]),
      },
      order: 'j.id',
      map: titled,
      doc: 'records of {id, jobClassName, jobClassTitle, cronExpression, parameter, description, status (0 normal, -1 paused), lastRunAt, lastSuccess, lastMessage, lastDuration (ms), nextRunAt (null while paused)}',
    });
    // Hand-written: the job classes this server can run, from its code, not a table.
    r.get(
      scheduledJobs.jobClasses,
      {
        consoleOnly: 'the job classes this server runs',
        doc: '[{className, title, parameterHint}]: the job classes the server can run',
      },
      async () =>
        Object.entries(JOB_CLASSES).map(([className, job]) => ({
          className,
          title: job.title,
          parameterHint: job.parameterHint,
        })),
    );
    // Hand-written: computes run times from a cron expression.
    r.get(
      scheduledJobs.nextRuns,
      {
        consoleOnly: 'the next run times of a cron',
        params: '{cron, count?}',
        doc: 'the next run times (count 1-10, default 5) as yyyy-MM-dd HH:mm:ss; an invalid cron is refused with the reason',
      },
      async ({ input }) => {
        const count = Math.min(10, Math.max(1, Number(optString(input, 'count') ?? 5) || 5));
        return nextRunTimes(optString(input, 'cron') ?? '', count);
      },
    );
    // Hand-written: the next run is computed from the cron and written with the job.
    r.post(
      scheduledJobs.add,
      { params: '{jobClassName, cronExpression, parameter, description}' },
      async ({ db, input }) => {
        const job = jobValues(input);
        const now = clockNow();
        const [row] = await db.query<{ id: number }>(
          `INSERT INTO quartz_job (job_class_name, cron_expression, parameter, description, status, next_run_at, create_time)
         VALUES ($1, $2, $3, $4, $5, $6::timestamp, $7::timestamp) RETURNING id`,
          [
            job.jobClassName,
            job.cronExpression,
            job.parameter,
            job.description,
            JOB_STATUS.normal,
            nextRunAfter(job.cronExpression, now),
            formatShanghai(now),
          ],
        );
        return row?.id;
      },
    );
    // Hand-written: the next run is computed again from the new cron.
    r.post(
      scheduledJobs.edit,
      {
        params: '{id, jobClassName, cronExpression, parameter, description}',
        doc: 'the next run is taken from the new cron',
      },
      async ({ db, input }) => {
        const { id } = await existingJob(db, input);
        const job = jobValues(input);
        const nextRunAt = nextRunAfter(job.cronExpression, clockNow());
        return updateRow(db, quartzJob, id, { ...job, nextRunAt }, M.taskNotFound);
      },
    );
    // Hand-written: saves the job sent as X-Boot does and stops its schedule.
    r.post(
      scheduledJobs.pause,
      {
        params: '{id, jobClassName, cronExpression, parameter, description}: the whole job',
        doc: 'as X-Boot: the job sent is saved over the stored one, paused (a field left out is blank)',
      },
      ({ db, input }) => saveSentJob(db, input, JOB_STATUS.paused, M.scheduledJobCouldNotPaused),
    );
    // Hand-written: saves the job sent as X-Boot does and restarts its schedule.
    r.post(
      scheduledJobs.resume,
      {
        params: '{id, jobClassName, cronExpression, parameter, description}: the whole job',
        doc: 'as X-Boot: the job sent is saved over the stored one and runs next on its cron after now (runs missed while paused are skipped)',
      },
      ({ db, input }) => saveSentJob(db, input, JOB_STATUS.normal, M.scheduledJobCouldNotResumed),
    );
    // Hand-written: runs the job now and answers its outcome.
    r.post(
      scheduledJobs.runOnce,
      {
        consoleOnly: 'running a job once now',
        params: '{id}',
        doc: 'runs the job now, paused or not, without moving its schedule; {success, message, duration}; a failure is refused with its message',
      },
      async ({ db, input }) => {
        const job = await existingJob(db, input);
        const outcome = await runJob(db, job, 'manual', clockNow());
        if (!outcome.success) throw new ApiError(fill(M.jobFailed, { detail: outcome.message }));
        return outcome;
      },
    );
    // Hand-written: deletes each job with its run log.
    r.post(scheduledJobs.delByIds, { params: '{ids}' }, async ({ db, input }) => {
      const ids = readIds(input);
      await db.query('DELETE FROM quartz_job_log WHERE job_id = ANY($1::int[])', [ids]);
      return (await db.query('DELETE FROM quartz_job WHERE id = ANY($1::int[]) RETURNING id', [ids])).length;
    });
    r.note(
      'scheduled jobs: job classes from the server registry (GET jobClasses), Quartz cron with seconds on the Asia/Shanghai clock (GET nextRuns previews it), runOnce runs now; status 0 runs on its cron, -1 never; each run records lastRunAt, lastSuccess, lastMessage, lastDuration and a quartz_job_log row. Several instances claim a due run with one conditional UPDATE, so it runs once.',
    );
  },
);
