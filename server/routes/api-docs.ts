/**
 * The API reference for integrators (console-only): `GET /admin-api/docs` a readable page of every call, grouped by
 * screen, and `GET /admin-api/docs/openapi.json` the OpenAPI 3.1 document it reads (kit/openapi.ts), for signed-in
 * staff only. The page itself holds no data: its script (same origin, as the CSP wants) asks for the document with the
 * console's session token from this browser's storage, and says to sign in when there is none.
 */
import { extras } from '../../contract/console/extras';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Api } from '../http/api';
import { LOCKED_CODE } from '../http/api';
import { ApiError } from '../lib/api-error';
import { MESSAGES } from '../http/envelope';
import { resolveToken } from '../lib/session';
import { renderOpenApi } from '../kit/openapi';
import type { ScreenDecl } from '../kit/types';

const PAGE = readFileSync(fileURLToPath(new URL('./api-docs/page.html', import.meta.url)), 'utf8');
const SCRIPT = readFileSync(fileURLToPath(new URL('./api-docs/page.js', import.meta.url)), 'utf8');

/** Registered last: the document lists every route declared before it. */
export function registerApiDocs(api: Api, screens: readonly ScreenDecl[]): void {
  const consoleOnly = 'the API reference: an OpenAPI 3.1 document and a page that reads it';
  let document: string | undefined;
  api.raw(extras.apiDocs, { consoleOnly }, (c) => c.html(PAGE));
  api.raw(extras.apiDocsScript, { consoleOnly }, (c) =>
    c.body(SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  api.raw(extras.openApi, { consoleOnly }, async (c) => {
    const token = c.req.header('accessToken');
    const user = token ? await resolveToken(api.db, token, await api.ttlMinutes()) : null;
    if (!token || !user) throw new ApiError(MESSAGES.unauthorized, 401);
    if (user.locked) throw new ApiError(MESSAGES.locked, LOCKED_CODE);
    document ??= JSON.stringify(renderOpenApi(screens, api.declared));
    return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
}
