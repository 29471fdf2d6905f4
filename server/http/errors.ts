import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, fail, logError, MESSAGES } from './envelope';

/** A database "data exception" (SQLSTATE class 22: out of range, bad encoding, bad text representation…). */
function isDataException(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('22');
}

/**
 * Every error becomes an envelope (HTTP 200); unknown /admin-api paths answer code 404. Nothing internal reaches
 * the caller: an unexpected error answers a generic message with a correlation id, logged once as one line.
 */
export function installErrorHandling(app: Hono): void {
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(fail(error.code, error.message));
    if (error instanceof HTTPException)
      return c.json(fail(error.status, error.status === 413 ? '请求体过大' : '请求错误'));
    if (error instanceof URIError) return c.json(fail(400, '请求地址格式错误'), 400);
    if (isDataException(error)) return c.json(fail(500, '参数格式错误'));
    const ref = randomBytes(4).toString('hex');
    logError(`${c.req.method} ${c.req.path} ref=${ref}`, error);
    return c.json(fail(500, `服务器内部错误（编号 ${ref}）`));
  });
  app.notFound((c) => {
    if (c.req.path.startsWith('/admin-api')) return c.json(fail(404, MESSAGES.notFound));
    return c.text('Not Found', 404);
  });
}
