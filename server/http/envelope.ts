import type { Context } from 'hono';
import { requestLanguage, translate } from '../i18n/translate';

export interface Envelope<T> {
  code: number;
  message: string;
  success: boolean;
  result: T | null;
  timestamp: number;
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
