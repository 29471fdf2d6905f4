import type { Queryable } from '../../db/types';

/** What a job run gets: the database, the job's parameter text and the instant it runs for. */
export interface JobRun {
  db: Queryable;
  parameter: string;
  now: Date;
}

/** A job class of the registry: what the scheduled-jobs page may schedule. */
export interface JobClass {
  /** Shown beside the class name (zh-CN; the console has its own titles for the classes it knows). */
  title: string;
  /** What the parameter means. */
  parameterHint: string;
  /** Refuses a parameter the job cannot use (ApiError with the reason). */
  checkParameter?(parameter: string): void;
  /** Does the work; the text returned is recorded as the run's outcome message. A throw records a failure. */
  run(job: JobRun): Promise<string>;
}
