import { session } from '../../contract/session';
import { randomBytes } from 'node:crypto';
import type { Context, Hono, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../db/types';
import { LOCKED_CODE, tokenOf } from '../http/api';
import { failIn, MESSAGES, ok } from '../http/envelope';
import { resolveToken, type SessionUser } from '../lib/session';
import { attachmentHeader, kindOf, UPLOAD_KINDS, type KindRule, type UploadKind } from './upload-kinds';
import { M } from '../i18n/messages';

export const UPLOAD_PATH = `/admin-api${session.upload.path}`;
const VIEW_PATH = '/admin-api/xboot/upload/view';

const LIMITS = Object.fromEntries(
  Object.entries(UPLOAD_KINDS).map(([kind, rule]) => [
    kind,
    bodyLimit({ maxSize: rule.maxBytes + 64 * 1024, onError: (c) => c.json(failIn(c, 413, rule.tooLarge)) }),
  ]),
) as Record<UploadKind, (c: Context, next: Next) => Promise<Response | void>>;

/** An upload only ever fills a form (an image field, an app package): it takes `add` or `edit` on some page. */
const mayUpload = (user: SessionUser): boolean =>
  [...user.pages.values()].some((types) => types.has('add') || types.has('edit'));

async function store(c: Context, db: Db, user: SessionUser, rule: KindRule): Promise<Response> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = (body as Record<string, unknown>).file;
  if (!(file instanceof File)) return c.json(failIn(c, 500, rule.missing));
  if (file.size > rule.maxBytes) return c.json(failIn(c, 413, rule.tooLarge));
  const data = new Uint8Array(await file.arrayBuffer());
  const accepted = rule.accept(data, file.name);
  if (!accepted) return c.json(failIn(c, 500, rule.wrongType));
  const id = randomBytes(16).toString('hex');
  // As base64 text: PGlite passes a bytea parameter ~10 times slower than the same bytes as text.
  await db.query(
    `INSERT INTO upload_file (id, mime, data, uploaded_by, file_name) VALUES ($1, $2, decode($3, 'base64'), $4, $5)`,
    [id, accepted.mime, Buffer.from(data).toString('base64'), user.id, accepted.fileName],
  );
  return c.json(ok(`${VIEW_PATH}/${id}`));
}

/**
 * SPEC §7.2 upload URL: a staff user's file (multipart `file`) is stored in the database (so every server instance
 * serves it) under an unguessable id; the answer is its same-origin URL, loaded without a token. An image (default,
 * at most 5 MB) is served inline for image tags; an app package (`?kind=package`, .apk/.ipa, at most 50 MB) is served
 * as a download under its sanitised name. See upload-kinds.ts. Who may upload is decided from the headers before a
 * byte of the body is read (the body limit reads a chunked body while counting it): no session 401, a locked one
 * 423, a user who may add or edit nothing 403.
 */
export function registerUploadRoutes(app: Hono, db: Db, ttlMinutes: () => Promise<number>): void {
  app.post(UPLOAD_PATH, async (c) => {
    const token = tokenOf(c);
    const user = token ? await resolveToken(db, token, await ttlMinutes()) : null;
    if (!user) return c.json(failIn(c, 401, MESSAGES.unauthorized));
    if (user.locked) return c.json(failIn(c, LOCKED_CODE, MESSAGES.locked));
    if (!mayUpload(user)) return c.json(failIn(c, 403, MESSAGES.forbidden));
    const kind = kindOf(c.req.query('kind'));
    if (!kind) return c.json(failIn(c, 500, M.uploadTypeNotSupported));
    let stored: Response | undefined;
    const refused = await LIMITS[kind](c, async () => {
      stored = await store(c, db, user, UPLOAD_KINDS[kind]);
    });
    return refused ?? stored ?? c.json(failIn(c, 500, UPLOAD_KINDS[kind].missing));
  });

  app.get(`${VIEW_PATH}/:id`, async (c) => {
    const id = c.req.param('id');
    if (!/^[0-9a-f]{32}$/.test(id)) return c.json(failIn(c, 404, MESSAGES.notFound), 404);
    const [row] = await db.query<{ mime: string; data: string; fileName: string | null }>(
      `SELECT mime, encode(data, 'base64') AS data, file_name AS "fileName" FROM upload_file WHERE id = $1`,
      [id],
    );
    if (!row) return c.json(failIn(c, 404, MESSAGES.notFound), 404);
    const headers: Record<string, string> = { 'Content-Type': row.mime };
    if (row.fileName) headers['Content-Disposition'] = attachmentHeader(row.fileName);
    return c.body(new Uint8Array(Buffer.from(row.data, 'base64')), 200, headers);
  });
}
