import { ApiError } from '../api-error';
import { cleanExpiredTokens } from './clean-expired-tokens';
import { memberDailySummary } from './member-daily-summary';
import type { JobClass } from './types';
import { fill, M } from '../../i18n/messages';

/** Every job class the server can run, by the name a scheduled job stores in `job_class_name`. */
export const JOB_CLASSES: Readonly<Record<string, JobClass>> = { cleanExpiredTokens, memberDailySummary };

/** The registered class of that name, or a refusal. */
export function jobClassOf(name: string): JobClass {
  const found = Object.hasOwn(JOB_CLASSES, name) ? JOB_CLASSES[name] : undefined;
  if (!found) throw new ApiError(fill(M.jobClassNotFound, { name }));
  return found;
}
