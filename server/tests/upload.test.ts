/** SPEC §7.2 upload URL: images only (by their bytes), 5 MB, logged-in staff; the answer is a URL that serves it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, type TestContext, startTestServer } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestServer();
});
afterAll(async () => {
  await ctx.server.close();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function upload(token: string | undefined, bytes: Uint8Array, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), 'x.png');
  const response = await fetch(`${ctx.server.url}/admin-api/xboot/upload/file`, {
    method: 'POST',
    headers: token ? { accessToken: token } : {},
    body: form,
  });
  return (await response.json()) as { code: number; message: string; result: string | null };
}

describe('image upload', () => {
  it('stores an image and answers a same-origin URL that serves the same bytes', async () => {
    const { token } = await login(ctx.server.url, 'operator');
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
