/**
 * The OpenAPI document (kit/openapi.ts): valid OpenAPI 3.1, every route of server/CONTRACT.md in it, the file
 * `npm run contract` writes up to date, and served at /admin-api/docs to signed-in staff only (console-only).
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import { CONTRACT_PATH } from '../kit/contract-doc';
import { loadScreens } from '../kit/discover';
import { OPENAPI_PATH, renderOpenApiFile } from '../generated';
import { login, startMemoryServer, type Client } from './helpers';
import { SEEDED_DICTS } from '../lib/seeded-dicts';

let server: RunningServer;
let admin: Client;
beforeAll(async () => {
  server = await startMemoryServer();
  admin = await login(server.url, 'admin');
});
afterAll(() => server.close());

const served = async (token?: string) => {
  const response = await fetch(`${server.url}/admin-api/docs/openapi.json`, {
    headers: token ? { accessToken: token } : {},
  });
  return { type: response.headers.get('content-type') ?? '', body: (await response.json()) as Record<string, unknown> };
};

/** The calls CONTRACT.md names, as `METHOD /admin-api/path` (its styles: Q = GET, F and B = POST). */
function contractCalls(): string[] {
  const text = readFileSync(CONTRACT_PATH, 'utf8');
  const calls = [...text.matchAll(/`([QFB]) (\/[^`\s]+)`/g)].map(([, style, path]) => {
    const method = style === 'Q' ? 'get' : 'post';
    return `${method} /admin-api${(path ?? '').replace(/\?.*$/, '').replace(/:(\w+)/g, '{$1}')}`;
  });
  return [...new Set(calls)];
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 and lists every call of CONTRACT.md', async () => {
    const { body } = await served(admin.token);
    const result = await new Validator().validate(body);
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
    expect(body.openapi).toBe('3.1.0');
    const paths = body.paths as Record<string, Record<string, unknown>>;
    const listed = new Set(Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)));
    const calls = contractCalls();
    expect(calls.length).toBeGreaterThan(200);
    expect(calls.filter((call) => !listed.has(call))).toEqual([]);
  });

  it('gives a list its filters, paging and result, and a call its request style and permission', async () => {
    const { body } = await served(admin.token);
    const paths = body.paths as Record<string, Record<string, Record<string, unknown>>>;
    const list = paths['/admin-api/wallet/member-withdraw/list']?.get;
    const names = (list?.parameters as { name: string }[]).map((parameter) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['status', 'phone', 'startTime', 'pageSize', 'sortField']));
    expect(JSON.stringify(list?.responses)).toContain('totalWithdrawAmount');
    const review = paths['/admin-api/wallet/member-withdraw/withdraw/review']?.post;
    expect(review?.['x-permission']).toBe('edit');
    expect(paths['/admin-api/xboot/user/admin/add']?.post?.['x-request-style']).toBe('F');
  });

  it('lists every dictionary the server serves, its codes and their labels', async () => {
    const { body } = await served(admin.token);
    const schemas = (body.components as { schemas: Record<string, { enum?: string[]; description?: string }> }).schemas;
    for (const dict of SEEDED_DICTS) {
      expect(schemas[`Dict.${dict.type}`]?.enum, dict.type).toEqual(dict.options.map(([value]) => value));
      for (const [value, label] of dict.options)
        expect(schemas[`Dict.${dict.type}`]?.description).toContain(`${value} ${label}`);
    }
  });

  it('is served to signed-in staff only, beside a page that reads it', async () => {
    expect((await served()).body).toMatchObject({ code: 401 });
    expect((await served(admin.token)).type).toContain('application/json');
    const page = await fetch(`${server.url}/admin-api/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('docs/page.js');
  });

  it('is the file npm run contract writes (server/openapi.json)', async () => {
    const written = readFileSync(OPENAPI_PATH, 'utf8');
    expect(written === (await renderOpenApiFile(await loadScreens())), 'run npm run contract').toBe(true);
  });
});
