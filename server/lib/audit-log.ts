import type { Context } from 'hono';
import type { Queryable } from '../db/types';
import { logError } from './log-error';
import type { Input } from './input';
import { clientAddress } from './login-throttle';
import { maskValue } from './personal-data';
import { personalKindOf } from './personal-walk';
import { shanghaiNow } from './time';
import { dictConstants } from '../../contract/dicts/constants';

/** Log types (the logs page's tabs): a login attempt, or a mutating call. */
/** X-Boot's LogType ordinals: 0 operation, 1 login. */
export const LOG_TYPE = dictConstants('logType');

export interface LogEntry {
  type: (typeof LOG_TYPE)[keyof typeof LOG_TYPE];
  username: string;
  /** The page (component key) the call belongs to; '' for logins. */
  page: string;
  path: string;
  params: Input;
  success: boolean;
  message: string;
  costMs: number;
}

/** A key naming a secret: its value is stored as ****** (passwords, tokens, cookies, keys). */
const SECRET_KEY = /pass|pwd|secret|token|cookie|key$/i;
const MAX_PARAMS = 2000;
/** Levels of nesting written out; a deeper object or array is written as '…' (and so is any secret inside it). */
const MAX_DEPTH = 6;

/**
 * The parameters as JSON with every secret value masked and every personal value (a member's phone, name, ID…)
 * masked by its kind (lib/personal-data.ts), nested ones too, cut to MAX_PARAMS characters. Never throws
 * (the mask and the JSON are as shallow as MAX_DEPTH, whatever the input), so the log row is always written.
 */
export function maskParams(params: Input): string {
  const mask = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (depth > MAX_DEPTH) return '…';
    if (Array.isArray(value)) return value.map((item) => mask(item, depth + 1));
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => {
        if (SECRET_KEY.test(key) && inner !== null && inner !== '') return [key, '******'];
        // Members' personal data is never stored whole here, whoever sent it (lib/personal-walk.ts).
        const kind = personalKindOf(key);
        if (kind && (inner === null || typeof inner !== 'object')) return [key, maskValue(kind, inner)];
        return [key, mask(inner, depth + 1)];
      }),
    );
  };
  let text: string;
  try {
    text = JSON.stringify(mask(params, 0)) ?? '{}';
  } catch {
    text = '…';
  }
  return text.length > MAX_PARAMS ? `${text.slice(0, MAX_PARAMS)}…` : text;
}

/**
 * Records one entry (system/logs). A failure to record is reported and swallowed: the call itself has happened, and a
 * server built without the logs screen has no table.
 */
export async function recordLog(db: Queryable, c: Context, entry: LogEntry): Promise<void> {
  try {
    await db.query(
      `INSERT INTO sys_log (type, username, page, request_path, request_params, ip, user_agent, success, message,
                            cost_time, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::timestamp)`,
      [
        entry.type,
        entry.username.slice(0, 100),
        entry.page,
        entry.path.slice(0, 300),
        maskParams(entry.params),
        clientAddress(c),
        (c.req.header('user-agent') ?? '').slice(0, 500),
        entry.success,
        entry.message.slice(0, 500),
        Math.round(entry.costMs),
        shanghaiNow(),
      ],
    );
  } catch (error) {
    if (!/sys_log/.test(String(error))) logError('audit log', error);
  }
}
