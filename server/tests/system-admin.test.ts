/** System administration rules: roles and menus, staff sessions, settings, logs, refusals. */
import { describe, expect, it } from 'vitest';
import { keyOf, login, type Client, type SpringPage, type Row } from './helpers';
import { fileServer } from './file-server';

const ctx = fileServer();

const one = async <T = Row>(sql: string, params: (string | number)[] = []): Promise<T> =>
  (await ctx.server.db.query<T>(sql, params))[0] as T;

interface MenuNode {
  component: string;
  permTypes: string[];
  children: MenuNode[];
}
const flatten = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const pagesOf = (nodes: readonly MenuNode[]): string[] =>
  flatten(nodes)
    .map((node) => node.component)
    .filter((key) => key.includes('/'));
const menuOf = async (client: Client) =>
  pagesOf((await client.get<MenuNode[]>('/xboot/permission/getMenuList')).result);

/** What X-Boot binds into a new User unless sent blank (a fresh id, type 0, status 0). */
const USER_BLANKS = { id: '', type: '', status: '' };

/** The ids a role is granted, as the role list answers them (X-Boot's RolePermission rows). */
const grantedIds = async (name: string): Promise<{ roleId: string; permIds: string[] }> => {
  const roles = (await ctx.admin.get<SpringPage<Row>>('/xboot/role/getAllByPage', { key: name })).result;
  const role = roles.content.find((row) => row.name === name) as { id: string; permissions: Row[] };
  return { roleId: role.id, permIds: role.permissions.map((grant) => String(grant.permissionId)) };
};
/** A page's node and its buttons by type. */
const nodesOf = async (component: string) => {
  const page = await one<{ id: number }>('SELECT id FROM permission WHERE component = $1', [component]);
  const buttons = await ctx.server.db.query<{ id: number; buttonType: string }>(
    'SELECT id, button_type AS "buttonType" FROM permission WHERE parent_id = $1 AND type = 1',
    [page.id],
  );
  return { page: page.id, button: (type: string) => buttons.find((b) => b.buttonType === type)?.id ?? 0 };
};

describe('roles and menus', () => {
  it('a page taken from a role leaves its users’ menu and its calls answer 403 at once', async () => {
    const bank = '/wallet/bank-config/list';
    expect(await menuOf(ctx.operator)).toContain('finance/bank-management');
    expect((await ctx.operator.get(bank)).code).toBe(200);
    const { roleId, permIds } = await grantedIds('ROLE_OPERATOR');
    const nodes = await nodesOf('finance/bank-management');
    const kept = permIds.filter((id) => ![nodes.page, nodes.button('view')].includes(keyOf(id)));
    expect(kept.length).toBe(permIds.length - 2);
    const answer = await ctx.admin.form('/xboot/role/editRolePerm', { roleId, permIds: kept.join(',') });
    expect(answer).toMatchObject({ code: 200 });
    expect(await menuOf(ctx.operator)).not.toContain('finance/bank-management');
    expect(await ctx.operator.get(bank)).toMatchObject({ code: 403 });
    // Given back by its view and edit buttons alone: the page comes with them, and the operator may now edit there.
    await ctx.admin.form('/xboot/role/editRolePerm', {
      roleId,
      permIds: [...kept, nodes.button('view'), nodes.button('edit')].join(','),
    });
    expect(await menuOf(ctx.operator)).toContain('finance/bank-management');
    expect(await ctx.operator.body('/wallet/bank-config/update', { id: 1, sort: 1 })).toMatchObject({ code: 200 });
  });

  it('a page added on the menu tree, with its buttons, appears in the menu of the role given it', async () => {
    const group = await one<{ id: number }>("SELECT id FROM permission WHERE name = 'system' AND level = 1");
    const added = await ctx.admin.form<string>('/xboot/permission/add', {
      parentId: group.id,
      name: 'access-review',
      title: '权限复核',
      component: 'system/access-review',
      path: 'access-review',
    });
    expect(added).toMatchObject({ code: 200 });
    expect(await one('SELECT level, type FROM permission WHERE id = $1', [keyOf(added.result)])).toEqual({
      level: 2,
      type: 0,
    });
    const button = (buttonType: string, title: string) =>
      ctx.admin.form<string>('/xboot/permission/add', { parentId: added.result, type: 1, buttonType, title });
    const view = await button('view', '权限复核-查看');
    const exported = await button('export', '权限复核-导出');
    expect([view.code, exported.code]).toEqual([200, 200]);
    const { roleId, permIds } = await grantedIds('ROLE_ADMIN');
    await ctx.admin.form('/xboot/role/editRolePerm', { roleId, permIds: [...permIds, view.result].join(',') });
    expect(await menuOf(ctx.admin)).toContain('system/access-review');
    const page = async () =>
      flatten((await ctx.admin.get<MenuNode[]>('/xboot/permission/getMenuList')).result).find(
        (node) => node.component === 'system/access-review',
      );
    expect((await page())?.permTypes).toEqual(['view']);
    await ctx.admin.form('/xboot/role/editRolePerm', {
      roleId,
      permIds: [...permIds, view.result, exported.result].join(','),
    });
    expect((await page())?.permTypes).toEqual(['view', 'export']);
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
