import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../app';
import { migrations as allMigrations } from '../db/migrations';
import { Client, login, startMemoryServer } from './helpers';
import { seededTemplate, emptyDatabase } from './templates';

const temp = mkdtempSync(join(tmpdir(), 'contract-server-'));

afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

async function fingerprint(db: { query<T>(sql: string): Promise<T[]> }): Promise<string> {
  const rows = await db.query<{ digest: string }>(
    `SELECT md5(string_agg(order_no || ':' || withdraw_amount::text || ':' || status, ',' ORDER BY id)) AS digest FROM withdraw_order`,
  );
  return rows[0]?.digest ?? '';
}

describe('file-backed PGlite', () => {
  it('keeps changes and sessions across stop and start, without re-seeding or re-migrating', async () => {
    const dataDir = join(temp, 'pglite');
    // The run's seeded template written into the directory: the seed itself is the next test's.
    const first = await startServer({ port: 0, dataDir, template: seededTemplate() });
    const admin = await login(first.url, 'admin');
    const [pending] = await first.db.query<{ id: number }>(
      'SELECT id FROM withdraw_order WHERE status = 1 ORDER BY id LIMIT 1',
    );
    const review = await admin.body('/wallet/member-withdraw/withdraw/review', {
      id: pending?.id,
      status: 3,
      remark: '持久化测试',
    });
    expect(review.code).toBe(200);
    const countBefore = await first.db.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM withdraw_order');
    await first.close();

    // Given the template again, a directory that holds a database keeps it.
    const second = await startServer({ port: 0, dataDir, template: seededTemplate() });
    try {
      const [row] = await second.db.query<{ status: number; remark: string }>(
        'SELECT status, remark FROM withdraw_order WHERE id = $1',
        [pending?.id ?? 0],
      );
      expect(row).toEqual({ status: 3, remark: '持久化测试' });
      expect(await second.db.query('SELECT COUNT(*)::int AS count FROM withdraw_order')).toEqual(countBefore);
      const migrations = await second.db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(migrations.map((m) => m.version)).toEqual(allMigrations.map((m) => m.version).sort((a, b) => a - b));
      const sameToken = new Client(second.url, admin.token);
      expect((await sameToken.get('/xboot/user/info')).code).toBe(200);
      // The generated at-rest key is kept beside the data: secrets encrypted by the first start still read.
      const accounts = await sameToken.get<{ password: string }[]>('/analyticsAccount/list');
      expect(accounts.code).toBe(200);
      expect(accounts.result.some((account) => account.password !== '' && !account.password.startsWith('enc:'))).toBe(
        true,
      );
    } finally {
      await second.close();
    }
  });

  it('seeds the same data every time', async () => {
    // This run's template (seeded once by the global setup) against a second seed, here.
    const a = await startMemoryServer();
    const b = await startServer({ port: 0, dataDir: 'memory', template: emptyDatabase() });
    try {
      expect(await fingerprint(a.db)).not.toBe('');
      expect(await fingerprint(a.db)).toBe(await fingerprint(b.db));
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('can start without seed data', async () => {
    const empty = await startMemoryServer({ seed: false });
    try {
      const answer = await fetch(`${empty.url}/admin-api/xboot/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'username=admin&password=123456',
      });
      expect(((await answer.json()) as { message: string }).message).toBe('用户名或密码错误');
    } finally {
      await empty.close();
    }
  });
});

describe('static files', () => {
  it('serves index.html, immutable assets and no-cache version.json', async () => {
    const dist = join(temp, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'version.json'), '{"version":"1.0.0"}');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    const server = await startMemoryServer({ seed: false, staticDir: dist });
    try {
      const index = await fetch(`${server.url}/`);
      expect(index.headers.get('content-type')).toContain('text/html');
      expect(await index.text()).toContain('console');
      const asset = await fetch(`${server.url}/assets/app-abc123.js`);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect(asset.headers.get('content-type')).toContain('javascript');
      const version = await fetch(`${server.url}/version.json?t=123`);
      expect(version.headers.get('cache-control')).toBe('no-cache');
      expect(await version.json()).toEqual({ version: '1.0.0' });
      const logo = await fetch(`${server.url}/favicon.svg`);
      expect(logo.status).toBe(200);
      // Asked again with its tag, an unchanged file answers 304 without a body; another tag gets the file.
      const etag = logo.headers.get('etag') ?? '';
      expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      const again = await fetch(`${server.url}/favicon.svg`, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('cache-control')).toBe('no-cache');
      const other = await fetch(`${server.url}/favicon.svg`, { headers: { 'If-None-Match': 'W/"0-0"' } });
      expect(other.status).toBe(200);
      expect(await other.text()).toBe('<svg/>');
      expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
      expect((await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
      const api = await fetch(`${server.url}/admin-api/unknown`);
      expect(((await api.json()) as { code: number }).code).toBe(404);
    } finally {
      await server.close();
    }
  });

  it("sends the build's brotli or gzip copy to a browser that accepts it, varying by encoding", async () => {
    const dist = join(temp, 'dist-compressed');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    const path = join(dist, 'assets', 'main-abc123.js');
    writeFileSync(path, script);
    writeFileSync(`${path}.br`, brotliCompressSync(script));
    writeFileSync(`${path}.gz`, gzipSync(script));
    writeFileSync(join(dist, 'assets', 'plain-abc123.js'), 'console.log(2)');
    const server = await startMemoryServer({ seed: false, staticDir: dist });
    const get = (file: string, acceptEncoding: string) =>
      fetch(`${server.url}/assets/${file}`, { headers: { 'Accept-Encoding': acceptEncoding } });
    try {
      for (const [accept, encoding, bytes] of [
        ['gzip, deflate, br', 'br', brotliCompressSync(script).length],
        ['gzip', 'gzip', gzipSync(script).length],
        ['br;q=0, gzip', 'gzip', gzipSync(script).length],
      ] as const) {
        const answer = await get('main-abc123.js', accept);
        expect(answer.headers.get('content-encoding'), accept).toBe(encoding);
        expect(answer.headers.get('vary')).toBe('Accept-Encoding');
        expect(answer.headers.get('content-type')).toContain('javascript');
        expect(answer.headers.get('cache-control')).toContain('immutable');
        expect(Number(answer.headers.get('content-length'))).toBe(bytes);
        expect(await answer.text()).toBe(script);
      }
      const identity = await get('main-abc123.js', 'identity');
      expect(identity.headers.get('content-encoding')).toBeNull();
      expect(identity.headers.get('vary')).toBe('Accept-Encoding');
      expect(await identity.text()).toBe(script);
      const plain = await get('plain-abc123.js', 'br');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe('console.log(2)');
    } finally {
      await server.close();
    }
  });

  it('reads an asset from disk once, but sees a new build of index.html and an asset that was missing at once', async () => {
    const dist = join(temp, 'dist-rebuilt');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>first</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const server = await startMemoryServer({ seed: false, staticDir: dist });
    const text = async (path: string) => (await fetch(`${server.url}${path}`)).text();
    try {
      expect(await text('/assets/app-abc123.js')).toBe('console.log(1)');
      expect((await fetch(`${server.url}/assets/app-def456.js`)).status).toBe(404);
      // A new build copied into the same folder: a new index.html and a new chunk; an old chunk's bytes, kept.
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>second build</title>');
      writeFileSync(join(dist, 'assets', 'app-def456.js'), 'console.log(2)');
      writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'overwritten');
      expect(await text('/')).toContain('second build');
      expect(await text('/assets/app-def456.js')).toBe('console.log(2)');
      expect(await text('/assets/app-abc123.js'), 'a hashed name is read once').toBe('console.log(1)');
    } finally {
      await server.close();
    }
  });
});
