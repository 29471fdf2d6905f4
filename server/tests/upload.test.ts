/**
 * SPEC §7.2 upload URL: images (by their bytes, 5 MB) and, with `?kind=package`, app packages (zip bytes + .apk/.ipa,
 * 50 MB), logged-in staff; the answer is a URL that serves it (a package as a download under a safe name).
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../http/envelope';
import { login } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function upload(token: string | undefined, bytes: Uint8Array, type = 'image/png', name = 'x.png', query = '') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const response = await fetch(`${ctx.server.url}/admin-api/xboot/upload/file${query}`, {
    method: 'POST',
    headers: token ? { accessToken: token } : {},
    body: form,
  });
  return (await response.json()) as { code: number; message: string; result: string | null };
}

describe('image upload', () => {
  it('stores an image and answers a same-origin URL that serves the same bytes', async () => {
    const { token } = await login(ctx.server.url, 'admin');
    const answer = await upload(token, PNG);
    expect(answer.code).toBe(200);
    expect(answer.result).toMatch(/^\/admin-api\/xboot\/upload\/view\/[0-9a-f]{32}$/);
    const served = await fetch(`${ctx.server.url}${answer.result}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('refuses what is not an image, whatever its declared type', async () => {
    const { token } = await login(ctx.server.url, 'admin');
    const answer = await upload(token, new TextEncoder().encode('<script>alert(1)</script>'), 'image/png');
    expect(answer.code).not.toBe(200);
    expect(answer.message).toBe('只能上传 PNG、JPEG、GIF 或 WebP 图片');
  });

  it('refuses more than 5 MB (beyond the 1 MB limit of other calls) and anyone without a token', async () => {
    const { token } = await login(ctx.server.url, 'admin');
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    expect((await upload(token, big)).code).toBe(413);
    const twoMegabytes = new Uint8Array(2 * 1024 * 1024);
    twoMegabytes.set(PNG);
    expect((await upload(token, twoMegabytes)).code).toBe(200);
    expect((await upload(undefined, PNG)).code).toBe(401);
  });
});

/** A zip local-file header, then some bytes (the server checks the signature and the extension, not the archive). */
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
const PACKAGE = '?kind=package';

describe('app package upload', () => {
  it('stores an .apk and serves the same bytes back as a download under a safe name', async () => {
    const { token } = await login(ctx.server.url, 'admin');
    const answer = await upload(token, ZIP, 'text/plain', '../会员 "App" v1.2;.APK', PACKAGE);
    expect(answer.code).toBe(200);
    expect(answer.result).toMatch(/^\/admin-api\/xboot\/upload\/view\/[0-9a-f]{32}$/);
    const served = await fetch(`${ctx.server.url}${answer.result}`);
    expect(served.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="App_v1.2.apk"; filename*=UTF-8''${encodeURIComponent('会员 App v1.2.apk')}`,
    );
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(ZIP);
    // An image keeps being shown inline.
    const image = await upload(token, PNG);
    expect((await fetch(`${ctx.server.url}${image.result}`)).headers.get('content-disposition')).toBeNull();
  });

  it('takes an .ipa, and refuses what is not a zip or not named .apk/.ipa, whatever its declared type', async () => {
    const { token } = await login(ctx.server.url, 'admin');
    expect((await upload(token, ZIP, 'application/octet-stream', 'shop.ipa', PACKAGE)).code).toBe(200);
    const refusals = [
      await upload(token, PNG, 'application/vnd.android.package-archive', 'x.apk', PACKAGE),
      await upload(token, ZIP, 'application/zip', 'x.zip', PACKAGE),
    ];
    for (const answer of refusals) {
      expect(answer.code).not.toBe(200);
      expect(answer.message).toBe('只能上传 APK 或 IPA 安装包（zip 格式）');
    }
    // Without the kind, a package is not an image; an unknown kind is refused.
    expect((await upload(token, ZIP, 'image/png', 'x.apk')).message).toBe('只能上传 PNG、JPEG、GIF 或 WebP 图片');
    expect((await upload(token, ZIP, 'image/png', 'x.apk', '?kind=script')).message).toBe('不支持的上传类型');
  });

  it('takes a package beyond the image limit up to 50 MB, refuses more, and anyone without a token', async () => {
    const { token } = await login(ctx.server.url, 'admin');
    const sixMegabytes = new Uint8Array(6 * 1024 * 1024);
    sixMegabytes.set(ZIP);
    expect((await upload(token, sixMegabytes, 'application/zip', 'big.apk', PACKAGE)).code).toBe(200);
    const tooBig = new Uint8Array(50 * 1024 * 1024 + 1);
    tooBig.set(ZIP);
    const refused = await upload(token, tooBig, 'application/zip', 'big.apk', PACKAGE);
    expect(refused).toMatchObject({ code: 413, message: '安装包不能超过50MB' });
    expect((await upload(undefined, ZIP, 'application/zip', 'x.apk', PACKAGE)).code).toBe(401);
  });
});

interface EarlyAnswer {
  status: number;
  body: { code: number; message: string };
}

/**
 * Starts a chunked upload (no Content-Length), sends one 64 KB piece of it and never ends the body. → the answer if
 * it comes within 5 s while the body is still open, else undefined (the server is waiting for the rest).
 */
function openUpload(headers: Record<string, string>, query = ''): Promise<EarlyAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${ctx.server.url}/admin-api/xboot/upload/file${query}`);
    const req = request({
      host: url.hostname,
      port: url.port,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=edge', 'Transfer-Encoding': 'chunked', ...headers },
    });
    let answered = false;
    const timer = setTimeout(() => {
      req.destroy();
      resolve(undefined);
    }, 5000);
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()) as EarlyAnswer['body'],
        });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.write(`--edge\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\n`);
    req.write(Buffer.alloc(64 * 1024, 0x20));
  });
}

describe('who may upload, decided before the body is read', () => {
  it('answers an anonymous upload 401 while its body is still streaming', async () => {
    expect(await openUpload({})).toMatchObject({ status: 200, body: { code: 401, message: MESSAGES.unauthorized } });
    expect(await openUpload({}, PACKAGE)).toMatchObject({ body: { code: 401 } });
    expect(await openUpload({ accessToken: 'not-a-token' })).toMatchObject({ body: { code: 401 } });
  });

  it('refuses a user who may add or edit nothing (the read-only operator) with 403, before the body', async () => {
    const { token = '' } = await login(ctx.server.url, 'operator');
    const refused = await openUpload({ accessToken: token });
    expect(refused).toMatchObject({ status: 200, body: { code: 403, message: MESSAGES.forbidden } });
    expect(await openUpload({ accessToken: token }, PACKAGE)).toMatchObject({ body: { code: 403 } });
    expect((await upload(token, PNG)).code).toBe(403);
    const { token: adminToken } = await login(ctx.server.url, 'admin');
    expect((await upload(adminToken, PNG)).code).toBe(200);
  });

  it('answers a locked session 423 before the body', async () => {
    const admin = await login(ctx.server.url, 'admin');
    expect((await admin.form('/xboot/user/lock')).code).toBe(200);
    expect(await openUpload({ accessToken: admin.token ?? '' })).toMatchObject({
      body: { code: 423, message: MESSAGES.locked },
    });
  });
});
