/**
 * Quartz-style cron expressions (seconds first, 6 or 7 fields, `?`, `L`, `#`, `0/10`, weekdays 1 = Sunday), read on
 * the Asia/Shanghai wall clock like every time the server shows, through `croner`.
 */
import { Cron } from 'croner';
import { ApiError } from '../api-error';
import { clockNow, formatShanghai } from '../time';
import { fill, M } from '../../i18n/messages';

const OPTIONS = {
  timezone: 'Asia/Shanghai',
  paused: true,
  mode: '6-or-7-parts',
  alternativeWeekdays: true,
  sloppyRanges: true,
} as const;

function compile(expression: string): Cron {
  const text = expression.trim();
  if (!text) throw new ApiError(M.cronExpressionRequired);
  try {
    return new Cron(text, OPTIONS);
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^CronPattern:\s*/, '') : String(error);
    throw new ApiError(fill(M.cronExpressionNotValid, { detail }));
  }
}

/** The schedule of an expression that still has a run to come, or a refusal naming what is wrong. */
export function parseCron(expression: string, from = clockNow()): Cron {
  const cron = compile(expression);
  if (!cron.nextRun(from)) throw new ApiError(M.cronExpressionNoFuture);
  return cron;
}

/** The next `count` run times after `from`, as `yyyy-MM-dd HH:mm:ss` (fewer when the schedule ends). */
export function nextRunTimes(expression: string, count: number, from = clockNow()): string[] {
  return parseCron(expression, from)
    .nextRuns(count, from)
    .map((date) => formatShanghai(date));
}

/** The first run strictly after `from`, or null when the schedule has ended. */
export function nextRunAfter(expression: string, from: Date): string | null {
  const next = compile(expression).nextRun(from);
  return next ? formatShanghai(next) : null;
}
