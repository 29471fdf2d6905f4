/** System administration rules (issue 12): roles and menus, staff sessions, settings, logs, refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyOf, login, startTestServer, type Client, type SpringPage, type Row, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestServer();
});
afterAll(async () => {
  await ctx.server.close();
});

const one = async <T = Row>(sql: string, params: (string | number)[] = []): Promise<T> =>
  (await ctx.server.db.query<T>(sql, params))[0] as T;

interface MenuNode {
  component: string;
  children: MenuNode[];
}
const pagesOf = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((node) => [node.component, ...pagesOf(node.children)]).filter((key) => key.includes('/'));
const menuOf = async (client: Client) =>
  pagesOf((await client.get<MenuNode[]>('/xboot/permission/getMenuList')).result);

/** What X-Boot binds into a new User unless sent blank (a fresh id, type 0, status 0). */
const USER_BLANKS = { id: '', type: '', status: '' };

describe('roles and menus', () => {
  it('a page taken from a role leaves its users’ menu and its calls answer 403 at once', async () => {
    const bank = '/wallet/bank-config/list';
    expect(await menuOf(ctx.operator)).toContain('finance/bank-management');
    expect((await ctx.operator.get(bank)).code).toBe(200);
    const roles = (await ctx.admin.get<SpringPage<Row>>('/xboot/role/getAllByPage', { name: 'ROLE_OPERATOR' })).result;
    const operatorRole = roles.content[0] as { id: string; permissions: { id: string; permTypes: string[] }[] };
    const page = await one<{ id: number }>("SELECT id FROM permission WHERE component = 'finance/bank-management'");
    const kept = operatorRole.permissions.filter((grant) => keyOf(grant.id) !== page.id);
    const answer = await ctx.admin.form('/xboot/role/editRolePerm', {
      roleId: operatorRole.id,
      permissions: JSON.stringify(kept),
    });
    expect(answer).toMatchObject({ code: 200 });
    expect(await menuOf(ctx.operator)).not.toContain('finance/bank-management');
    expect(await ctx.operator.get(bank)).toMatchObject({ code: 403 });
    // Given back with edit: the menu shows it again and the operator may now edit there.
    await ctx.admin.form('/xboot/role/editRolePerm', {
      roleId: operatorRole.id,
      permissions: JSON.stringify([...kept, { id: page.id, permTypes: ['view', 'edit'] }]),
    });
    expect(await menuOf(ctx.operator)).toContain('finance/bank-management');
    expect(await ctx.operator.body('/wallet/bank-config/update', { id: 1, sort: 1 })).toMatchObject({ code: 200 });
  });

  it('a page added on the menu tree appears in the menu of the role given it', async () => {
    const group = await one<{ id: number }>("SELECT id FROM permission WHERE name = 'system' AND level = 1");
    const added = await ctx.admin.form<string>('/xboot/permission/add', {
      parentId: group.id,
      name: 'audit-trail',
      title: '审计跟踪',
      component: 'system/audit-trail',
      path: 'audit-trail',
      permTypes: 'view,export',
    });
    expect(added).toMatchObject({ code: 200 });
    expect(await one('SELECT level, perm_types FROM permission WHERE id = $1', [keyOf(added.result)])).toEqual({
      level: 2,
      perm_types: 'view,export',
    });
    const admin = await one<{ id: number }>("SELECT id FROM role WHERE name = 'ROLE_ADMIN'");
    const grants = await ctx.server.db.query<{ id: number; permTypes: string }>(
      'SELECT permission_id AS id, perm_types AS "permTypes" FROM role_permission WHERE role_id = $1',
      [admin.id],
    );
    const permissions = grants.map((g) => ({ id: g.id, permTypes: g.permTypes.split(',').filter(Boolean) }));
    await ctx.admin.form('/xboot/role/editRolePerm', {
      roleId: admin.id,
      permissions: JSON.stringify([...permissions, { id: added.result, permTypes: ['view', 'export', 'bogus'] }]),
    });
    expect(await menuOf(ctx.admin)).toContain('system/audit-trail');
    expect(
      await one('SELECT perm_types FROM role_permission WHERE role_id = $1 AND permission_id = $2', [
        admin.id,
        keyOf(added.result),
      ]),
    ).toEqual({ perm_types: 'view,export' });
  });
});

describe('staff users', () => {
  it('disabling a user ends their open session at once and refuses their login', async () => {
    const finance = await login(ctx.server.url, 'finance01');
    expect((await finance.get('/xboot/user/info')).code).toBe(200);
    const { id } = await one<{ id: number }>("SELECT id FROM staff_user WHERE username = 'finance01'");
    expect(await ctx.admin.form(`/xboot/user/admin/disable/${id}`)).toMatchObject({ code: 200 });
    expect((await finance.get('/xboot/user/info')).code).toBe(401);
    await expect(login(ctx.server.url, 'finance01')).rejects.toThrow('账户已被禁用');
    expect(await ctx.admin.form(`/xboot/user/admin/enable/${id}`)).toMatchObject({ code: 200 });
    expect((await (await login(ctx.server.url, 'finance01')).get('/xboot/user/info')).code).toBe(200);
  });

  it('refuses a duplicate username and adds a new user with the default role', async () => {
    const user = { username: 'newbie', password: 'secret1', nickname: '新人', departmentId: 3 };
    expect(await ctx.admin.form('/xboot/user/admin/add', user)).toMatchObject({ code: 200 });
    expect(await ctx.admin.form('/xboot/user/admin/add', user)).toMatchObject({
      code: 500,
      message: '该用户名已被注册',
    });
    const rows = (
      await ctx.admin.get<SpringPage<Row>>('/xboot/user/getByCondition', { ...USER_BLANKS, username: 'newbie' })
    ).result;
    expect(rows.content[0]).toMatchObject({ departmentTitle: '财务部', roleNames: 'ROLE_OPERATOR', status: 0 });
  });

  it('reset password signs the user out; unlock lifts a login lock', async () => {
    const service = await login(ctx.server.url, 'service01');
    const { id } = await one<{ id: number }>("SELECT id FROM staff_user WHERE username = 'service01'");
    expect(await ctx.admin.form('/xboot/user/resetPass', { ids: String(id), password: 'changed1' })).toMatchObject({
      code: 200,
    });
    expect((await service.get('/xboot/user/info')).code).toBe(401);
    await login(ctx.server.url, 'service01', 'changed1');
    await ctx.server.db.query(
      "INSERT INTO login_failure (account, client, failed_count, first_failed_at, locked_until) VALUES ('service01', '127.0.0.1', 10, now(), now() + interval '10 minutes')",
    );
    const locked = (
      await ctx.admin.get<SpringPage<Row>>('/xboot/user/getByCondition', { ...USER_BLANKS, username: 'service01' })
    ).result;
    expect(locked.content[0]).toMatchObject({ locked: true });
    await ctx.admin.form('/xboot/user/admin/unlock', { ids: String(id) });
    await login(ctx.server.url, 'service01', 'changed1');
  });
});

describe('refusals', () => {
  it('a role held by users, a role name without ROLE_, a department with users or children', async () => {
    const operatorRole = await one<{ id: number }>("SELECT id FROM role WHERE name = 'ROLE_OPERATOR'");
    expect(await ctx.admin.form('/xboot/role/delByIds', { ids: String(operatorRole.id) })).toMatchObject({
      code: 500,
      message: '角色「ROLE_OPERATOR」仍有用户使用，不能删除',
    });
    expect((await ctx.admin.form('/xboot/role/save', { name: 'AUDIT', description: 'x' })).message).toMatch(/ROLE_/);
    expect(await ctx.admin.form('/xboot/department/delByIds', { ids: '3' })).toMatchObject({
      code: 500,
      message: '部门「财务部」下还有用户，请先移走用户再删除',
    });
    await ctx.server.db.query('UPDATE staff_user SET department_id = 6 WHERE department_id = 2');
    expect(await ctx.admin.form('/xboot/department/delByIds', { ids: '2' })).toMatchObject({
      message: '部门「运营部」下还有子部门，请先删除子部门',
    });
    const empty = await ctx.admin.form<number>('/xboot/department/add', { parentId: 1, title: '临时部门' });
    expect(await ctx.admin.form('/xboot/department/delByIds', { ids: String(empty.result) })).toMatchObject({
      code: 200,
      result: 1,
    });
  });
});

describe('settings', () => {
  const set = async (key: string, value: string) => {
    const { id } = await one<{ id: number }>('SELECT id FROM setting WHERE key = $1', [key]);
    expect(await ctx.admin.form('/xboot/setting/edit', { id, value })).toMatchObject({ code: 200 });
  };

  it('a changed login failure limit and lock length take effect without a restart', async () => {
    await set('loginFailureLimit', '2');
    await set('loginLockMinutes', '3');
    const attempt = async () =>
      (await ctx.anonymous.form('/xboot/login', { username: 'ops01', password: 'wrong-pass' })).message;
    expect(await attempt()).toBe('用户名或密码错误');
    expect(await attempt()).toBe('登录失败次数过多，请3分钟后再试');
    await set('loginFailureLimit', '10');
    await set('loginLockMinutes', '10');
  });

  it('a token lifetime and a product name are read at once', async () => {
    await set('productName', '测试平台');
    expect((await ctx.anonymous.get('/xboot/setting/public')).result).toEqual({ productName: '测试平台' });
    await set('tokenTtlMinutes', '0.02');
    const short = await login(ctx.server.url, 'ops02');
    await new Promise((done) => setTimeout(done, 1500));
    expect((await short.get('/xboot/user/info')).code).toBe(401);
    // The admin's own session ran out too: a new one puts the default back.
    ctx.admin = await login(ctx.server.url, 'admin');
    await set('tokenTtlMinutes', '');
    expect((await ctx.admin.get('/xboot/user/info')).code).toBe(200);
    const [token] = await ctx.server.db.query<{ minutes: number }>(
      'SELECT EXTRACT(EPOCH FROM max(expires_at) - now())::float8 / 60 AS minutes FROM access_token',
    );
    expect(token?.minutes).toBeGreaterThan(60);
  });

  it('refuses a number setting that is not a positive number', async () => {
    const { id } = await one<{ id: number }>("SELECT id FROM setting WHERE key = 'loginFailureLimit'");
    expect(await ctx.admin.form('/xboot/setting/edit', { id, value: 'many' })).toMatchObject({ code: 500 });
  });
});

describe('logs', () => {
  it('record a withdrawal review: user, page, path, params, result and duration', async () => {
    const { id } = await one<{ id: number }>('SELECT id FROM withdraw_order WHERE status = 1 ORDER BY id LIMIT 1');
    await ctx.admin.body('/wallet/member-withdraw/withdraw/review', { id, status: 3, remark: '信息不符' });
    const page = (await ctx.admin.get<SpringPage<Row>>('/xboot/log/getAllByPage', { type: 0, key: 'withdraw/review' }))
      .result;
    expect(page.content[0]).toMatchObject({
      username: 'admin',
      logType: 0,
      page: 'finance/withdraw-orders',
      name: '提现订单',
      success: true,
      requestUrl: '/wallet/member-withdraw/withdraw/review',
      requestParam: JSON.stringify({ id, status: 3, remark: '信息不符' }),
    });
    expect(page.content[0]?.costTime).toEqual(expect.any(Number));
  });

  it('record logins, failures too, with IP and user agent and never the password', async () => {
    await expect(login(ctx.server.url, 'admin', 'Wrong#Secret')).rejects.toThrow();
    const page = (await ctx.admin.get<SpringPage<Row>>('/xboot/log/getAllByPage', { type: 1, key: 'admin' })).result;
    const failed = page.content.find((row) => row.success === false);
    expect(failed).toMatchObject({ message: '用户名或密码错误', ip: expect.any(String) });
    expect(JSON.stringify(page.content)).not.toContain('Wrong#Secret');
    await ctx.admin.form('/xboot/user/resetPass', { ids: '99999', password: 'Hidden#Pass' });
    expect(
      JSON.stringify((await ctx.admin.get('/xboot/log/getAllByPage', { key: '', pageSize: 5 })).result),
    ).not.toContain('Hidden#Pass');
  });

  it('clear all leaves only its own entry', async () => {
    expect(await ctx.admin.form('/xboot/log/delAll')).toMatchObject({ code: 200 });
    const page = (await ctx.admin.get<SpringPage<Row>>('/xboot/log/getAllByPage', { key: '' })).result;
    expect(page.content.map((row) => row.requestUrl)).toEqual(['/xboot/log/delAll']);
  });
});
