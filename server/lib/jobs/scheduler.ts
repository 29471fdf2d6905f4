/**
 * The job scheduler: every instance ticks, picks the jobs due at `now` and claims each with one conditional UPDATE
 * (`next_run_at` moves to the following run only where it still holds the value read), so with several instances on
 * one database a due job runs once. Paused jobs are never picked. Each run records its outcome on the job and in
 * `quartz_job_log`. A job's work runs in one transaction which, from the scheduler, is the live feed's: what it
 * changed is published once it commits, as a route's writes are (docs/live-updates.md), from no console.
 */
import type { Queryable } from '../../db/types';
import { clockNow, formatShanghai } from '../time';
import { logError } from '../log-error';
import { nextRunAfter } from './cron';
import { JOB_CLASSES } from './registry';
import { JOB_STATUS } from './tables';
import { fill, M } from '../../i18n/messages';

export interface JobRow {
  id: number;
  jobClassName: string;
  cronExpression: string;
  parameter: string;
}

export interface RunOutcome {
  success: boolean;
  message: string;
  duration: number;
}

const LOG_KEPT_PER_JOB = 100;
const MESSAGE_MAX = 500;

/**
 * Runs a job's work in one transaction and publishes what it changed once it has committed: the live feed's
 * transaction with the scheduler's origin (lib/events/origin.ts JOB_ORIGIN).
 */
export type JobTransaction = <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;

/**
 * Runs one job now (a cron run or a manual "run once") and records the outcome; never throws for the job's error.
 * `transaction`: where the job's work runs (the scheduler's: the live feed's); without it, on `db` as it is (a manual
 * run inside its route's own transaction, published with that route's writes).
 */
export async function runJob(
  db: Queryable,
  job: JobRow,
  trigger: 'cron' | 'manual',
  now: Date,
  transaction?: JobTransaction,
): Promise<RunOutcome> {
  const started = Date.now();
  let success = true;
  let message: string;
  try {
    const jobClass = Object.hasOwn(JOB_CLASSES, job.jobClassName) ? JOB_CLASSES[job.jobClassName] : undefined;
    if (!jobClass) throw new Error(fill(M.jobClassNotFound, { name: job.jobClassName }));
    const run = (on: Queryable): Promise<string> => jobClass.run({ db: on, parameter: job.parameter, now });
    message = await (transaction ? transaction(run) : run(db));
  } catch (error) {
    success = false;
    message = error instanceof Error ? error.message : String(error);
  }
  const duration = Date.now() - started;
  message = message.slice(0, MESSAGE_MAX);
  const at = formatShanghai(now);
  await db.query(
    `UPDATE quartz_job SET last_run_at = $2::timestamp, last_success = $3, last_message = $4, last_duration = $5
     WHERE id = $1`,
    [job.id, at, success, message, duration],
  );
  await db.query(
    `INSERT INTO quartz_job_log (job_id, job_class_name, trigger, start_time, duration, success, message)
     VALUES ($1, $2, $3, $4::timestamp, $5, $6, $7)`,
    [job.id, job.jobClassName, trigger, at, duration, success, message],
  );
  await db.query(
    `DELETE FROM quartz_job_log WHERE job_id = $1 AND id NOT IN
       (SELECT id FROM quartz_job_log WHERE job_id = $1 ORDER BY id DESC LIMIT ${LOG_KEPT_PER_JOB})`,
    [job.id],
  );
  return { success, message, duration };
}

/** The next run after `from` for a cron expression, or null (an ended or unreadable schedule is not run again). */
export function nextRunOrNull(cronExpression: string, from: Date): string | null {
  try {
    return nextRunAfter(cronExpression, from);
  } catch {
    return null;
  }
}

/**
 * Runs every normal job whose next run time has come (at `now`), each claimed first so that concurrent ticks — of
 * this instance or of others on the same database — run it once. Returns the ids run.
 */
export async function runDueJobs(db: Queryable, now: Date, transaction?: JobTransaction): Promise<number[]> {
  const at = formatShanghai(now);
  const due = await db.query<JobRow & { nextRunAt: string }>(
    `SELECT id, job_class_name AS "jobClassName", cron_expression AS "cronExpression", parameter,
            to_char(next_run_at, 'YYYY-MM-DD HH24:MI:SS') AS "nextRunAt"
     FROM quartz_job WHERE status = $1 AND next_run_at <= $2::timestamp ORDER BY next_run_at, id`,
    [JOB_STATUS.normal, at],
  );
  const ran: number[] = [];
  for (const job of due) {
    const claimed = await db.query(
      `UPDATE quartz_job SET next_run_at = $3::timestamp
       WHERE id = $1 AND status = $4 AND next_run_at = $2::timestamp RETURNING id`,
      [job.id, job.nextRunAt, nextRunOrNull(job.cronExpression, now), JOB_STATUS.normal],
    );
    if (!claimed.length) continue;
    await runJob(db, job, 'cron', now, transaction);
    ran.push(job.id);
  }
  return ran;
}

/** Gives a normal job without a next run time one (a job added or resumed while no instance was running). */
async function scheduleUnscheduled(db: Queryable, now: Date): Promise<void> {
  const rows = await db.query<{ id: number; cronExpression: string }>(
    `SELECT id, cron_expression AS "cronExpression" FROM quartz_job WHERE status = $1 AND next_run_at IS NULL`,
    [JOB_STATUS.normal],
  );
  for (const row of rows) {
    const next = nextRunOrNull(row.cronExpression, now);
    if (next)
      await db.query('UPDATE quartz_job SET next_run_at = $2::timestamp WHERE id = $1 AND next_run_at IS NULL', [
        row.id,
        next,
      ]);
  }
}

export interface Scheduler {
  stop(): Promise<void>;
}

/**
 * Ticks every `intervalMs` (default 1 s: cron has seconds) until stopped; a tick never overlaps the previous one.
 * `transaction`: where each job's work runs (the live feed's, so its writes are published).
 */
export function startScheduler(
  db: Queryable,
  opts: { intervalMs?: number; transaction?: JobTransaction } = {},
): Scheduler {
  let busy: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped || busy) return;
    busy = (async () => {
      const now = clockNow();
      await scheduleUnscheduled(db, now);
      await runDueJobs(db, now, opts.transaction);
    })()
      .catch((error: unknown) => logError('scheduler', error))
      .finally(() => {
        busy = null;
      });
  }, opts.intervalMs ?? 1000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await busy;
    },
  };
}
