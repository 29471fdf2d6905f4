import type { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, fail, logError, MESSAGES } from './envelope';

/** Every error becomes an envelope (HTTP 200); unknown /admin-api paths answer code 404. */
export function installErrorHandling(app: Hono): void {
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(fail(error.code, error.message));
    if (error instanceof HTTPException) return c.json(fail(error.status, error.message || '请求错误'));
    logError(`${c.req.method} ${c.req.path}`, error);
    const message = error instanceof Error && error.message ? error.message : '服务器内部错误';
    return c.json(fail(500, message));
  });
  app.notFound((c) => {
    if (c.req.path.startsWith('/admin-api')) return c.json(fail(404, MESSAGES.notFound));
    return c.text('Not Found', 404);
  });
}
