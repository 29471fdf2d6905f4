import { ApiError } from '../http/envelope';

/**
 * An avatar address the console may put in an <img>: absolute http(s) or a same-origin path ('/…', not '//host').
 * '' (clears the avatar) and undefined (field not sent) pass through.
 */
export function safeAvatarUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return value;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password) return value;
  } catch {
    // not an absolute URL: refused below
  }
  throw new ApiError('头像地址只能是 http(s) 地址或站内路径');
}
