import type { Context } from 'hono';
import { requestLanguage, translate } from '../i18n/translate';
import { shanghaiNow } from '../lib/time';

export interface Envelope<T> {
  code: number;
  message: string;
  success: boolean;
  result: T | null;
  timestamp: number;
}

/** An error that becomes an envelope with its code and message (500 unless told otherwise). */
export class ApiError extends Error {
  readonly code: number;
  /**
   * The refusal keeps what the request wrote before it (a wrong password's failure count): the request's
   * transaction commits, then the refusal is answered. Default: everything the request wrote is rolled back.
   */
  readonly keepWrites: boolean;
  /**
   * The answer has no `result` key: X-Boot's security layer writes its answers (login, 401 for a token it does not
   * know, 403) through ResponseUtil, which leaves a null result out. Only the bare profile throws these.
   */
  readonly omitResult: boolean;

  constructor(message: string, code = 500, opts: { keepWrites?: boolean; omitResult?: boolean } = {}) {
    super(message);
    this.code = code;
    this.keepWrites = opts.keepWrites === true;
    this.omitResult = opts.omitResult === true;
  }
}

export const MESSAGES = {
  unauthorized: '未登录或登录已失效',
  forbidden: '抱歉，您没有该操作权限',
  notFound: '接口不存在',
  locked: '会话已锁定，请先解锁',
} as const;

export function ok<T>(result: T): Envelope<T> {
  return { code: 200, message: 'success', success: true, result, timestamp: Date.now() };
}

export function fail(code: number, message: string): Envelope<null> {
  return { code, message, success: false, result: null, timestamp: Date.now() };
}

/**
 * A refusal in the language the request asks for (`Accept-Language`: English for `en*`, else the canonical Chinese;
 * server/i18n). Every refusal the server writes goes through here.
 */
export function failIn(c: Context, code: number, message: string): Envelope<null> {
  return fail(code, translate(message, requestLanguage(c)));
}

/** Logs an unexpected error with the wall-clock time as one line (name and message, no stack: no log flooding). */
export function logError(where: string, error: unknown): void {
  let text: string;
  try {
    text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    text = 'unprintable error';
  }
  console.error(`[${shanghaiNow()}] ${where}: ${text.replace(/\s*\n\s*/g, ' | ').slice(0, 500)}`);
}
