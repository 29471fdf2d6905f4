import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { sqlState, uniqueViolationMessage } from '../db/unique';
import { ApiError } from '../lib/api-error';
import { logError } from '../lib/log-error';
import { failIn, MESSAGES } from './envelope';
import { springNotFound, type Profile } from './profile';
import { fill, M } from '../i18n/messages';

/**
 * Every error becomes an envelope (HTTP 200, or 400 for a malformed request); unknown /admin-api paths answer code 404
 * (the bare profile: HTTP 404 with Spring Boot's error body, as X-Boot answers a path it does not map). Nothing
 * internal reaches the caller: a unique violation answers the business refusal of its constraint; an unexpected error
 * answers a generic message with a correlation id, logged once as one line.
 */
export function installErrorHandling(app: Hono, profile: Profile = 'full'): void {
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      const envelope = failIn(c, error.code, error.message);
      const { result: _result, ...withoutResult } = envelope;
      // A malformed request (code 400: a body nested too deep) answers HTTP 400 too, as a malformed URL escape does.
      return c.json(error.omitResult ? withoutResult : envelope, error.code === 400 ? 400 : 200);
    }
    if (error instanceof HTTPException)
      return c.json(failIn(c, error.status, error.status === 413 ? M.requestBodyTooLarge : M.badRequest));
    if (error instanceof URIError) return c.json(failIn(c, 400, M.requestUrlMalformed), 400);
    const state = sqlState(error);
    // A "data exception" (class 22: out of range, bad encoding, bad text representation…).
    if (state?.startsWith('22')) return c.json(failIn(c, 500, M.parameterWrongFormat));
    // A write that lost a race on a UNIQUE index: the business refusal its check answers (server/db/unique.ts).
    if (state === '23505') return c.json(failIn(c, 500, uniqueViolationMessage(error)));
    const ref = randomBytes(4).toString('hex');
    logError(`${c.req.method} ${c.req.path} ref=${ref}`, error);
    return c.json(failIn(c, 500, fill(M.internalServerErrorReference, { ref })));
  });
  app.notFound((c) => {
    if (c.req.path.startsWith('/admin-api'))
      return profile === 'bare' ? springNotFound(c) : c.json(failIn(c, 404, MESSAGES.notFound));
    return c.text('Not Found', 404);
  });
}
