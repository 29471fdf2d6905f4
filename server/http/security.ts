import { session } from '../../contract/session';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { failIn } from './envelope';
import { M } from '../i18n/messages';

/** API bodies above this are refused (413) before they are read: Content-Length first, else counted while streaming. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The console's policy: scripts only from its own origin (index.html has no inline script), inline styles allowed
 * because antd injects them, images also as data: URIs and over https (avatars, goods pictures), never framed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers on every answer (HTML, static files, API) and the API body limit. Install before the routes. */
export function installSecurity(app: Hono): void {
  app.use('*', async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'no-referrer');
    if (c.req.path.startsWith('/admin-api')) headers.set('Cache-Control', 'no-store');
  });
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(failIn(c, 413, M.requestBodyTooLargeLimit), 413),
  });
  // The image upload has its own limit (routes/upload.ts); every other API body stops at 1 MB.
  app.use('/admin-api/*', (c, next) => (c.req.path === `/admin-api${session.upload.path}` ? next() : limit(c, next)));
}
