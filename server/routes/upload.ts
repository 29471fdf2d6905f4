import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../db/types';
import { LOCKED_CODE, tokenOf } from '../http/api';
import { fail, MESSAGES, ok } from '../http/envelope';
import { resolveToken } from '../http/session';

export const UPLOAD_PATH = '/admin-api/xboot/upload/file';
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const VIEW_PATH = '/admin-api/xboot/upload/view';

/** Images only, recognised by their first bytes (the declared type alone is not trusted). */
const SIGNATURES: readonly { mime: string; bytes: readonly number[] }[] = [
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { mime: 'image/webp', bytes: [0x52, 0x49, 0x46, 0x46] },
];

const mimeOf = (data: Uint8Array): string | undefined =>
  SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => data[index] === byte))?.mime;

/**
 * SPEC §7.2 upload URL: a logged-in staff user's image (multipart `file`, at most 5 MB) is stored in the database
 * (so every server instance serves it) under an unguessable id; the answer is its same-origin URL, which image tags
 * load without a token.
 */
export function registerUploadRoutes(app: Hono, db: Db, ttlMinutes: () => Promise<number>): void {
  app.post(
    UPLOAD_PATH,
    bodyLimit({ maxSize: UPLOAD_MAX_BYTES + 64 * 1024, onError: (c) => c.json(fail(413, '图片不能超过5MB')) }),
    async (c) => {
      const token = tokenOf(c);
      const user = token ? await resolveToken(db, token, await ttlMinutes()) : null;
      if (!user) return c.json(fail(401, MESSAGES.unauthorized));
      if (user.locked) return c.json(fail(LOCKED_CODE, MESSAGES.locked));
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = (body as Record<string, unknown>).file;
      if (!(file instanceof File)) return c.json(fail(500, '请选择要上传的图片'));
      const data = new Uint8Array(await file.arrayBuffer());
      if (data.length > UPLOAD_MAX_BYTES) return c.json(fail(413, '图片不能超过5MB'));
      const mime = mimeOf(data);
      if (!mime) return c.json(fail(500, '只能上传 PNG、JPEG、GIF 或 WebP 图片'));
      const id = randomBytes(16).toString('hex');
      await db.query('INSERT INTO upload_file (id, mime, data, uploaded_by) VALUES ($1, $2, $3, $4)', [
        id,
        mime,
        data,
        user.id,
      ]);
      return c.json(ok(`${VIEW_PATH}/${id}`));
    },
  );

  app.get(`${VIEW_PATH}/:id`, async (c) => {
    const id = c.req.param('id');
    if (!/^[0-9a-f]{32}$/.test(id)) return c.json(fail(404, MESSAGES.notFound), 404);
    const [row] = await db.query<{ mime: string; data: Uint8Array }>(
      'SELECT mime, data FROM upload_file WHERE id = $1',
      [id],
    );
    if (!row) return c.json(fail(404, MESSAGES.notFound), 404);
    return c.body(new Uint8Array(row.data), 200, { 'Content-Type': row.mime });
  });
}
