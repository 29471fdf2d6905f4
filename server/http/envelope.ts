import type { Context } from 'hono';
import { requestLanguage, translate } from '../i18n/translate';
import { M } from '../i18n/messages';

export interface Envelope<T> {
  code: number;
  message: string;
  success: boolean;
  result: T | null;
  timestamp: number;
}

export const MESSAGES = {
  unauthorized: M.notSignedInSession,
  forbidden: M.noPermission,
  notFound: M.noSuchApi,
  locked: M.sessionLockedUnlockFirst,
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
