/**
 * The bare profile (server/http/profile.ts, BACKEND_PROFILE=bare) answers what SPEC.md and X-Boot 3.3.x's source give
 * and nothing else, beside a full-profile server that keeps every extra: the console-only routes answer as X-Boot
 * answers an unknown path, the menu holds the spec's 74 pages, /xboot/** answers carry X-Boot's fields only,
 * and (bare-profile-session.test.ts) dictionaries are X-Boot's and the security layer speaks X-Boot's messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../app';
import type { DeclaredRoute } from '../http/profile';
import { SPEC_BUSINESS_CALLS, XBOOT_CALLS } from './bare-profile.calls';
import { Client, login, type Row, type TestContext } from './helpers';
import { startBareAndFull, stopBareAndFull } from './bare-servers';

const OWN_PAGES = ['finance/money-approvals', 'system/audit-trail', 'system/staff-sessions'];
const SPRING_ERROR_KEYS = ['error', 'message', 'path', 'status', 'timestamp'];
const HHMMSS = /^\d{2}:\d{2}:\d{2}$/;

let full: TestContext;
let bare: RunningServer;
let admin: Client;
let operator: Client;

beforeAll(async () => {
  ({ full, bare, admin, operator } = await startBareAndFull());
}, 120_000);
afterAll(() => stopBareAndFull({ full, bare }));

/** A declared path with its variables filled: `/xboot/user/admin/enable/:id` → `…/enable/1`. */
const concrete = (path: string): string => path.replace(/:[A-Za-z]+/g, '1');
const pattern = (path: string): string => path.replace(/:[A-Za-z]+|\{[^}]+\}/g, '*');
const consoleOnly = (routes: readonly DeclaredRoute[]): DeclaredRoute[] => routes.filter((route) => route.consoleOnly);

/** A raw call: the HTTP status and the parsed body (the bare profile answers some calls outside the envelope). */
async function call(
  base: string,
  route: Pick<DeclaredRoute, 'method' | 'path'>,
  token?: string,
): Promise<{ status: number; body: Row }> {
  const post = route.method === 'post';
  const response = await fetch(`${base}/admin-api${concrete(route.path)}`, {
    method: route.method === 'raw' ? 'HEAD' : post ? 'POST' : 'GET',
    headers: {
      ...(token ? { accessToken: token } : {}),
      ...(post ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(post ? { body: '' } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Row) : {} };
}

function expectSpringNotFound(answer: { status: number; body: Row }, path: string): void {
  expect(answer.status, path).toBe(404);
  expect(Object.keys(answer.body).sort(), path).toEqual(SPRING_ERROR_KEYS);
  expect(answer.body).toMatchObject({ status: 404, error: 'Not Found', message: '', path });
  expect(answer.body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+08:00$/);
}

/** Every key of every row is one of the entity's fields. */
function expectOnly(rows: readonly Row[], fields: readonly string[]): void {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(Object.keys(row).filter((key) => !fields.includes(key))).toEqual([]);
}

describe('the inventory: each route is named by SPEC §7 or X-Boot, or says it is console-only', () => {
  it('a route in neither list is declared console-only, and no named call is', () => {
    const named = new Set([...SPEC_BUSINESS_CALLS, ...XBOOT_CALLS].map(pattern));
    const wrong = full.server.routes
      .filter((route) => named.has(pattern(route.path)) === Boolean(route.consoleOnly))
      .map((route) => `${route.path}${route.consoleOnly ? ' (declared console-only, but named)' : ' (undeclared)'}`);
    expect(wrong).toEqual([]);
  });

  it('the full profile registers every route, the bare one all but the console-only ones', () => {
    expect(full.server.routes.every((route) => route.registered)).toBe(true);
    expect(bare.routes.map(({ path, consoleOnly }) => [path, consoleOnly])).toEqual(
      full.server.routes.map(({ path, consoleOnly }) => [path, consoleOnly]),
    );
    for (const route of bare.routes) expect(route.registered, route.path).toBe(!route.consoleOnly);
    expect(consoleOnly(bare.routes).length).toBeGreaterThan(40);
  });
});

describe('console-only routes', () => {
  it('answer on the bare profile as X-Boot answers an unknown path: HTTP 404, Spring Boot’s error body', async () => {
    for (const route of consoleOnly(bare.routes)) {
      const answer = await call(
        bare.url,
        { ...route, method: route.method === 'raw' ? 'get' : route.method },
        admin.token,
      );
      expectSpringNotFound(answer, concrete(route.path));
    }
    // Paths nobody declares, and X-Boot's own the server does not serve, answer the same.
    expectSpringNotFound(await call(bare.url, { method: 'get', path: '/nope' }), '/nope');
    const departmentUsers = '/xboot/user/getByDepartmentId/1';
    expectSpringNotFound(await call(bare.url, { method: 'get', path: departmentUsers }, admin.token), departmentUsers);
  });

  it('are there on the full profile (a fresh session: the lock and the sign-out go last)', async () => {
    const { token } = await login(full.server.url, 'admin');
    const last = ['/xboot/user/lock', '/xboot/logout'];
    const routes = consoleOnly(full.server.routes).sort(
      (a, b) => Number(last.includes(a.path)) - Number(last.includes(b.path)),
    );
    for (const route of routes) {
      const answer = await call(full.server.url, route, token);
      expect(answer.status, route.path).not.toBe(404);
      expect(answer.body.code, route.path).not.toBe(404);
    }
  });
});

describe('the bare menu', () => {
  const pagesOf = (tree: Row[]): string[] =>
    tree.flatMap((node) =>
      node.level === 2 ? [String(node.component)] : pagesOf((node.children as Row[] | undefined) ?? []),
    );

  it('lists the 74 pages of SPEC §2.3 and none of the console’s own; the full menu has them too', async () => {
    const pages = pagesOf((await admin.get<Row[]>('/xboot/permission/getMenuList')).result);
    expect(pages).toHaveLength(74);
    for (const page of OWN_PAGES) expect(pages).not.toContain(page);
    const fullPages = pagesOf((await full.admin.get<Row[]>('/xboot/permission/getMenuList')).result);
    expect(fullPages).toHaveLength(77);
    expect(fullPages).toEqual(expect.arrayContaining([...pages, ...OWN_PAGES]));
    const operatorPages = pagesOf((await operator.get<Row[]>('/xboot/permission/getMenuList')).result);
    expect(operatorPages).not.toContain('system/audit-trail');
    expect(operatorPages).toContain('system/analytics-accounts');
  });

  it('answers MenuVo nodes (no sortOrder)', async () => {
    const [app] = (await admin.get<Row[]>('/xboot/permission/getMenuList')).result;
    expect(app).not.toHaveProperty('sortOrder');
    expect(app).toMatchObject({ type: -1, level: 0, permTypes: [] });
  });
});

describe('/xboot/** answers carry X-Boot’s fields only', () => {
  it('roles: departments as RoleDepartment rows, no departmentIds or userCount; getAllList without the lists', async () => {
    const page = (await admin.get<{ content: Row[] }>('/xboot/role/getAllByPage', { pageNumber: 1, pageSize: 10 }))
      .result;
    for (const role of page.content) {
      expect(Array.isArray(role.departments)).toBe(true);
      expect(Array.isArray(role.permissions)).toBe(true);
      expect(role).not.toHaveProperty('departmentIds');
      expect(role).not.toHaveProperty('userCount');
    }
    const fullPage = (await full.admin.get<{ content: Row[] }>('/xboot/role/getAllByPage', { pageNumber: 1 })).result;
    expect(fullPage.content[0]).toHaveProperty('userCount');
    const [listed] = (await admin.get<Row[]>('/xboot/role/getAllList')).result;
    expect(listed).toMatchObject({ permissions: null, departments: null });
  });

  it('a saved role answers the role, as X-Boot’s save does; other writes answer null', async () => {
    const saved = await admin.form<Row>('/xboot/role/save', { name: 'ROLE_BARE', description: '裸' });
    expect(saved.result).toMatchObject({ name: 'ROLE_BARE', description: '裸', dataType: 0, permissions: null });
    const setDefault = await admin.form('/xboot/role/setDefault', { id: String(saved.result.id), isDefault: false });
    expect(setDefault).toMatchObject({ code: 200, result: null });
    expect((await admin.form('/xboot/role/delByIds', { ids: String(saved.result.id) })).result).toBeNull();
  });

  it('users, departments, logs and jobs: the entity’s fields, not this server’s', async () => {
    const users = await admin.get<{ content: Row[] }>('/xboot/user/getByCondition', { id: '', type: '', status: '' });
    expectOnly(users.result.content, [
      ...['id', 'createTime', 'username', 'nickname', 'mobile', 'email', 'sex', 'avatar', 'type', 'status'],
      ...['description', 'departmentId', 'departmentTitle', 'roles', 'passStrength', 'birth', 'address', 'street'],
    ]);
    const departments = await admin.get<Row[]>('/xboot/department/getByParentId/0');
    expectOnly(
      departments.result,
      ['id', 'createTime', 'title', 'parentId', 'isParent', 'sortOrder', 'status'].concat('parentTitle'),
    );
    const logs = await admin.get<{ content: Row[] }>('/xboot/log/getAllByPage', { key: '' });
    expectOnly(logs.result.content, [
      ...['id', 'createTime', 'name', 'logType', 'requestUrl', 'requestType', 'requestParam', 'username'],
      ...['ip', 'ipInfo', 'device', 'costTime'],
    ]);
    const jobs = await admin.get<{ content: Row[] }>('/xboot/quartzJob/getAllByPage');
    expectOnly(
      jobs.result.content,
      ['id', 'createTime', 'jobClassName', 'cronExpression', 'parameter'].concat('description', 'status'),
    );
  });

  it('the cache monitor: getKeySize {keySize, time}, getMemory with INFO’s text, getByKey {value, expireTime}', async () => {
    const size = (await admin.get<Row>('/xboot/redis/getKeySize')).result;
    expect(Object.keys(size).sort()).toEqual(['keySize', 'time']);
    expect(typeof size.keySize).toBe('number');
    expect(size.time).toMatch(HHMMSS);
    const memory = (await admin.get<Row>('/xboot/redis/getMemory')).result;
    expect(memory).toEqual({
      memory: expect.stringMatching(/^\d+$/) as unknown,
      time: expect.stringMatching(HHMMSS) as unknown,
    });
    const [first] = (await admin.get<{ content: Row[] }>('/xboot/redis/getAllByPage')).result.content;
    const value = (await admin.get<Row>(`/xboot/redis/getByKey/${encodeURIComponent(String(first?.key))}`)).result;
    expect(Object.keys(value).sort()).toEqual(['expireTime', 'value']);
  });

  it('the actuator answers Spring Boot Actuator’s bodies, outside the envelope', async () => {
    const response = await fetch(`${bare.url}/admin-api/xboot/actuator/health`, {
      headers: { accessToken: String(admin.token) },
    });
    expect(response.headers.get('content-type')).toContain('application/vnd.spring-boot.actuator.v3+json');
    const health = (await response.json()) as Row;
    expect(health).toMatchObject({ status: 'UP', components: { db: { status: 'UP' } } });
    expect(health).not.toHaveProperty('code');
    expect(JSON.stringify(health)).not.toContain('latencyMs');
    expect((await full.admin.get<Row>('/xboot/actuator/health')).result).toMatchObject({ status: 'UP' });
    const unknown = await fetch(`${bare.url}/admin-api/xboot/actuator/metrics/nope`, {
      headers: { accessToken: String(admin.token) },
    });
    expect([unknown.status, await unknown.text()]).toEqual([404, '']);
  });
});
