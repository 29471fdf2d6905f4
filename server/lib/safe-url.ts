import { ApiError } from './api-error';
import { fill, M } from '../i18n/messages';

/**
 * An address the console may put in an <img>, a link or a QR code: absolute http(s) or a same-origin path ('/…', not
 * '//host'). '' (clears it) and undefined (field not sent) pass through; anything else answers "<label>只能是 …".
 */
export function safeUrl(value: string | undefined, label: string): string | undefined {
  if (value === undefined || value === '') return value;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password) return value;
  } catch {
    // not an absolute URL: refused below
  }
  throw new ApiError(fill(M.mustHttpSAddress, { label }));
}

/** An avatar address (see safeUrl). */
export function safeAvatarUrl(value: string | undefined): string | undefined {
  return safeUrl(value, M.avatarUrl);
}
