import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../app';
import { maskParams } from '../lib/audit-log';
import { login, startMemoryServer, type Client } from './helpers';

let server: RunningServer;
let admin: Client;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'h4-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  server = await startMemoryServer({ staticDir: dist });
  admin = await login(server.url, 'admin');
});
afterAll(async () => {
  await server.close();
});

interface RawAnswer {
  status: number;
  body: string;
  sent: number;
}

/** Posts `total` bytes in 64 KB pieces (chunked unless `declare`), stopping as soon as an answer arrives. */
function postLarge(path: string, total: number, declare: boolean): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${server.url}${path}`);
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json' };
    if (declare) headers['Content-Length'] = total;
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers });
    let sent = 0;
    let answered = false;
    const piece = Buffer.alloc(64 * 1024, 0x20);
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sent });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = (): void => {
      while (!answered && sent < total) {
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered && sent >= total) req.end();
    };
    pump();
  });
}

describe('body size limit', () => {
  it('refuses a declared 200 MB body before reading it', async () => {
    const answer = await postLarge('/admin-api/xboot/login', 200 * 1024 * 1024, true);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 413, success: false });
    expect(answer.sent).toBeLessThan(20 * 1024 * 1024);
  });

  it('stops a chunked body once it passes the limit', async () => {
    const answer = await postLarge('/admin-api/xboot/login', 200 * 1024 * 1024, false);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(20 * 1024 * 1024);
  });

  it('still accepts an ordinary body', async () => {
    const answer = await admin.form('/xboot/user/edit', { description: 'x'.repeat(200) });
    expect(answer.code).toBe(200);
  });
});

describe('security headers', () => {
  it('are on API answers, with no-store', async () => {
    const response = await fetch(`${server.url}/admin-api/xboot/user/info`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('are on the HTML page', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('does not serve dotfiles such as the Vite manifest', async () => {
    expect((await fetch(`${server.url}/.vite/manifest.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/%2evite/manifest.json`)).status).toBe(404);
  });

  it('answers a malformed URI escape with 400 and no stack trace', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch(`${server.url}/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(spy.mock.calls.flat().join(' ')).not.toMatch(/\n\s+at /);
    spy.mockRestore();
  });
});

const LEAK =
  /out of range|byte sequence|convert object|invalid input|TypeError|syntax|violates|overflow|undefined|0x00/i;

describe('internal error text', () => {
  it('never reaches users for out-of-range, NUL and object values', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad: unknown[] = [99999999999, '99999999999', 'a\u0000b', { toString: 1, valueOf: 1 }, [1, 2], 1e300];
    const probes: [string, string][] = [
      ['/wallet/member-trc20/save', 'uid'],
      ['/wallet/member-trc20/save', 'address'],
      ['/wallet/member-trc20/delete', 'id'],
      ['/analyticsAccount/save', 'username'],
      ['/analyticsAccount/save', 'status'],
      ['/xboot/user/edit', 'nickname'],
      ['/xboot/user/edit', 'description'],
    ];
    const leaks: string[] = [];
    for (const [path, field] of probes) {
      for (const value of bad) {
        const answer = await admin.body(path, { [field]: value });
        if (LEAK.test(answer.message)) leaks.push(`${path} ${field}=${JSON.stringify(value)}: ${answer.message}`);
      }
    }
    for (const value of ['99999999999', 'a\u0000b', '1e300']) {
      const answer = await admin.get('/wallet/member-trc20/usdt', { uid: value });
      if (LEAK.test(answer.message)) leaks.push(`list uid=${value}: ${answer.message}`);
    }
    expect(leaks).toEqual([]);
    spy.mockRestore();
  });

  it('turns an unexpected error into a generic message with a correlation id, logged as one line', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await admin.body('/wallet/member-trc20/save', {
      uid: { toString: 1, valueOf: 1 },
      address: 'T'.padEnd(34, 'a'),
    });
    expect(answer.code).not.toBe(200);
    expect(answer.message).not.toMatch(LEAK);
    await fetch(`${server.url}/admin-api/wallet/member-trc20/usdt?pageSize=1`, {
      headers: { accessToken: admin.token ?? '' },
    });
    for (const call of spy.mock.calls) expect(call.join(' ')).not.toMatch(/\n/);
    spy.mockRestore();
  });
});

/** `{"a":{"a":…1…}}`, `levels` objects deep, as text (JSON.stringify itself overflows on the deepest). */
const nestedObject = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const nestedArray = (levels: number): string => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
const TOO_DEEP = '请求参数嵌套过深（上限 32 层）';

async function postJson(path: string, text: string): Promise<{ status: number; code: number; message: string }> {
  const response = await fetch(`${server.url}/admin-api${path}`, {
    method: 'POST',
    headers: { accessToken: admin.token ?? '', 'Content-Type': 'application/json' },
    body: text,
  });
  const answer = (await response.json()) as { code: number; message: string };
  return { status: response.status, code: answer.code, message: answer.message };
}

describe('nesting depth of a body', () => {
  const uid = 10001;
  const saved = async (address: string): Promise<number> => {
    const [row] = await server.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM member_trc20 WHERE card_no = $1',
      [address],
    );
    return row?.n ?? -1;
  };
  const logged = (success: boolean) =>
    server.db.query<{ params: string; message: string }>(
      `SELECT request_params AS params, message FROM sys_log
       WHERE request_path = '/wallet/member-trc20/save' AND success = $1`,
      [success],
    );

  it('refuses batchAccounting ids nested 5,000 deep with 400 and a clear message', async () => {
    const answer = await postJson('/wallet/member-recharge/recharge/batchAccounting', `{"ids":${nestedArray(5000)}}`);
    expect(answer).toEqual({ status: 400, code: 400, message: TOO_DEEP });
  });

  it('refuses a 20,000-level extra parameter on a save: 400, nothing saved, the refusal logged', async () => {
    const address = 'TDeepNestingProbeAddressAAAAAAAAA1';
    const body = `{"uid":${uid},"address":"${address}","extra":${nestedObject(20000)}}`;
    expect(await postJson('/wallet/member-trc20/save', body)).toEqual({ status: 400, code: 400, message: TOO_DEEP });
    expect(await saved(address)).toBe(0);
    expect((await logged(false)).filter((row) => row.message === TOO_DEEP)).toHaveLength(1);
  });

  it('still takes a body nested up to the bound, and logs it', async () => {
    const address = 'TDeepNestingProbeAddressAAAAAAAAA2';
    const body = `{"uid":${uid},"address":"${address}","extra":${nestedObject(31)}}`;
    expect(await postJson('/wallet/member-trc20/save', body)).toMatchObject({ status: 200, code: 200 });
    expect(await saved(address)).toBe(1);
    // Logged with the address masked, as every member's personal value is in the log (lib/personal-walk.ts).
    expect((await logged(true)).some((row) => row.params.includes('"address":"TDe…AAA2"'))).toBe(true);
    expect((await logged(true)).some((row) => row.params.includes(address))).toBe(false);
    const deeper = `{"uid":${uid},"address":"TDeepNestingProbeAddressAAAAAAAAA3","extra":${nestedObject(32)}}`;
    expect(await postJson('/wallet/member-trc20/save', deeper)).toMatchObject({ status: 400, message: TOO_DEEP });
  });

  it('writes the operation log for any parameters: maskParams never throws and masks secrets at any depth', () => {
    let deep: unknown = { password: 'hunter2' };
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    expect(() => maskParams({ deep } as Record<string, unknown>)).not.toThrow();
    let secret: unknown = { token: 'sekret-token' };
    for (let i = 0; i < 10; i += 1) secret = { a: secret };
    expect(maskParams({ secret } as Record<string, unknown>)).not.toContain('sekret-token');
  });
});
