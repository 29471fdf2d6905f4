import { randomBytes } from 'node:crypto';
import type { Context, Hono, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../db/types';
import { LOCKED_CODE, tokenOf } from '../http/api';
import { fail, MESSAGES, ok } from '../http/envelope';
import { resolveToken } from '../http/session';
import { attachmentHeader, kindOf, UPLOAD_KINDS, type UploadKind } from './upload-kinds';

export const UPLOAD_PATH = '/admin-api/xboot/upload/file';
const VIEW_PATH = '/admin-api/xboot/upload/view';

const LIMITS = Object.fromEntries(
  Object.entries(UPLOAD_KINDS).map(([kind, rule]) => [
    kind,
    bodyLimit({ maxSize: rule.maxBytes + 64 * 1024, onError: (c) => c.json(fail(413, rule.tooLarge)) }),
  ]),
) as Record<UploadKind, (c: Context, next: Next) => Promise<Response | void>>;

/**
 * SPEC §7.2 upload URL: a logged-in staff user's file (multipart `file`) is stored in the database (so every server
 * instance serves it) under an unguessable id; the answer is its same-origin URL, loaded without a token. An image
 * (default, at most 5 MB) is served inline for image tags; an app package (`?kind=package`, .apk/.ipa, at most
 * 50 MB) is served as a download under its sanitised name. See upload-kinds.ts.
 */
export function registerUploadRoutes(app: Hono, db: Db, ttlMinutes: () => Promise<number>): void {
  app.post(
    UPLOAD_PATH,
    (c, next) => {
      const kind = kindOf(c.req.query('kind'));
      return kind ? LIMITS[kind](c, next) : c.json(fail(500, '不支持的上传类型'));
    },
    async (c) => {
      const rule = UPLOAD_KINDS[kindOf(c.req.query('kind')) ?? 'image'];
      const token = tokenOf(c);
      const user = token ? await resolveToken(db, token, await ttlMinutes()) : null;
      if (!user) return c.json(fail(401, MESSAGES.unauthorized));
      if (user.locked) return c.json(fail(LOCKED_CODE, MESSAGES.locked));
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = (body as Record<string, unknown>).file;
      if (!(file instanceof File)) return c.json(fail(500, rule.missing));
      if (file.size > rule.maxBytes) return c.json(fail(413, rule.tooLarge));
      const data = new Uint8Array(await file.arrayBuffer());
      const accepted = rule.accept(data, file.name);
      if (!accepted) return c.json(fail(500, rule.wrongType));
      const id = randomBytes(16).toString('hex');
      // As base64 text: PGlite passes a bytea parameter ~10 times slower than the same bytes as text.
      await db.query(
        `INSERT INTO upload_file (id, mime, data, uploaded_by, file_name) VALUES ($1, $2, decode($3, 'base64'), $4, $5)`,
        [id, accepted.mime, Buffer.from(data).toString('base64'), user.id, accepted.fileName],
      );
      return c.json(ok(`${VIEW_PATH}/${id}`));
    },
  );

  app.get(`${VIEW_PATH}/:id`, async (c) => {
    const id = c.req.param('id');
    if (!/^[0-9a-f]{32}$/.test(id)) return c.json(fail(404, MESSAGES.notFound), 404);
    const [row] = await db.query<{ mime: string; data: string; fileName: string | null }>(
      `SELECT mime, encode(data, 'base64') AS data, file_name AS "fileName" FROM upload_file WHERE id = $1`,
      [id],
    );
    if (!row) return c.json(fail(404, MESSAGES.notFound), 404);
    const headers: Record<string, string> = { 'Content-Type': row.mime };
    if (row.fileName) headers['Content-Disposition'] = attachmentHeader(row.fileName);
    return c.body(new Uint8Array(Buffer.from(row.data, 'base64')), 200, headers);
  });
}
