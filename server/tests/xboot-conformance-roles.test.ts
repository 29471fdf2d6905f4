/**
 * The contract server's roles and edits answer as X-Boot 3.3.x's do (docs/xboot-contract.md, from xboot-fast's
 * source): a role's grants are menu node ids (permIds), and an edit of a department, a dictionary or a role replaces
 * the whole row. Button nodes: xboot-conformance-menus.test.ts; pages, ids, codes and binding: xboot-conformance.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, keyOf, login, type Row, SNOWFLAKE, springPage } from './helpers';
import { fileServer } from './file-server';
import { type Node, treeOf, flat, nodeOf, menuPages, formPairs } from './xboot-menu-nodes';

const ctx = fileServer();

const page = (path: string, query: Record<string, string | number> = {}) => springPage(ctx, path, query);

describe('roles: grants are menu nodes (RoleController, RolePermission)', () => {
  let roleId: string;
  let staff: Client;
  const grants = async () =>
    ((await ctx.admin.get<Row[]>('/xboot/role/getAllList')).result.find((row) => row.id === roleId)?.permissions ??
      []) as Row[];
  beforeAll(async () => {
    roleId = (await ctx.admin.form<string>('/xboot/role/save', { name: 'ROLE_BUTTONS', description: '按钮' })).result;
    const user = { username: 'buttons01', password: 'secret1', nickname: '按钮', roleIds: roleId };
    expect((await ctx.admin.form('/xboot/user/admin/add', user)).code).toBe(200);
    staff = await login(ctx.server.url, 'buttons01', 'secret1');
  });

  it('role lists answer permissions as RolePermission rows {id, roleId, permissionId}', async () => {
    const [admin] = (await page('/xboot/role/getAllByPage', { key: 'ROLE_ADMIN' })).content;
    const permissions = admin?.permissions as Row[];
    const [stored] = await ctx.server.db.query<{ count: number }>(
      'SELECT COUNT(*)::int AS count FROM role_permission WHERE role_id = $1',
      [keyOf(admin?.id)],
    );
    expect(permissions.length).toBe(stored?.count);
    expect(permissions.length).toBeGreaterThan(400);
    for (const grant of permissions) {
      expect(Object.keys(grant).sort()).toEqual(['id', 'permissionId', 'roleId']);
      expect(grant).toMatchObject({
        id: expect.stringMatching(SNOWFLAKE) as unknown,
        roleId: admin?.id,
        permissionId: expect.stringMatching(SNOWFLAKE) as unknown,
      });
    }
    const listed = (await ctx.admin.get<Row[]>('/xboot/role/getAllList')).result.find((row) => row.id === admin?.id);
    expect(listed?.permissions).toEqual(permissions);
  });

  it('role pages answer the data scope as RoleDepartment rows {id, roleId, departmentId}, as X-Boot does', async () => {
    const departments = (await ctx.admin.get<Row[]>('/xboot/department/getByParentId/0')).result;
    const depIds = departments.slice(0, 2).map((row) => row.id as string);
    expect(depIds).toHaveLength(2);
    const scope = { roleId, dataType: 1, depIds: depIds.join(',') };
    expect((await ctx.admin.form('/xboot/role/editRoleDep', scope)).code).toBe(200);
    const [role] = (await page('/xboot/role/getAllByPage', { key: 'ROLE_BUTTONS' })).content;
    expect(role).not.toHaveProperty('departmentIds');
    const granted = role?.departments as Row[];
    for (const grant of granted) expect(Object.keys(grant).sort()).toEqual(['departmentId', 'id', 'roleId']);
    expect(granted.map((grant) => grant.departmentId).sort()).toEqual([...depIds].sort());
    expect(granted.every((grant) => grant.roleId === roleId && SNOWFLAKE.test(String(grant.id)))).toBe(true);
  });

  it('editRolePerm grants exactly permIds and their ancestors; the page’s permTypes and 403s follow the buttons', async () => {
    const { page, button } = await nodeOf(ctx, 'system/dictionaries');
    const group = flat(await treeOf(ctx)).find((node) => node.id === page.parentId) as Node;
    const grant = async (ids: string[]) =>
      expect((await ctx.admin.form('/xboot/role/editRolePerm', { roleId, permIds: ids.join(',') })).code).toBe(200);
    const dictAdd = () => staff.form('/xboot/dict/add', { type: 'buttonsDict', title: '按钮字典' });

    await grant([button('view').id]);
    expect(new Set((await grants()).map((row) => row.permissionId))).toEqual(
      new Set([button('view').id, page.id, group.id, group.parentId]),
    );
    expect(await menuPages(staff)).toEqual(
      new Map([
        ['', []],
        ['Main', []],
        ['system/dictionaries', ['view']],
      ]),
    );
    expect((await staff.get('/xboot/dict/getAll')).code).toBe(200);
    expect(await dictAdd()).toMatchObject({ code: 403 });

    await grant([button('view').id, button('add').id]);
    expect((await menuPages(staff)).get('system/dictionaries')).toEqual(['view', 'add']);
    expect((await dictAdd()).code).toBe(200);

    // A disabled button drops its type at once, an enabled one brings it back.
    const addButton = { ...button('add'), children: undefined, status: -1 };
    expect((await ctx.admin.form('/xboot/permission/edit', addButton as Row as Record<string, string>)).code).toBe(200);
    expect((await menuPages(staff)).get('system/dictionaries')).toEqual(['view']);
    expect(await staff.form('/xboot/dict/add', { type: 'buttonsDict2', title: '按钮字典2' })).toMatchObject({
      code: 403,
    });
    await ctx.admin.form('/xboot/permission/edit', { ...addButton, status: 0 } as Row as Record<string, string>);
    expect((await menuPages(staff)).get('system/dictionaries')).toEqual(['view', 'add']);

    // Repeated permIds bind as the comma-joined list does.
    const answer = await formPairs(ctx, '/xboot/role/editRolePerm', [
      ['roleId', roleId],
      ['permIds', button('view').id],
      ['permIds', button('edit').id],
    ]);
    expect(answer.code, answer.message).toBe(200);
    expect((await menuPages(staff)).get('system/dictionaries')).toEqual(['view', 'edit']);
  });

  it('editRolePerm without permIds leaves the role none; the older permissions JSON is not read', async () => {
    const { button } = await nodeOf(ctx, 'system/dictionaries');
    await ctx.admin.form('/xboot/role/editRolePerm', { roleId, permIds: button('view').id });
    expect((await grants()).length).toBeGreaterThan(0);
    const json = JSON.stringify([{ id: button('view').id, permTypes: ['view'] }]);
    expect((await ctx.admin.form('/xboot/role/editRolePerm', { roleId, permissions: json })).code).toBe(200);
    expect(await grants()).toEqual([]);
    expect(await menuPages(staff)).toEqual(new Map());
    expect(await staff.get('/xboot/dict/getAll')).toMatchObject({ code: 403 });
    await ctx.admin.form('/xboot/role/editRolePerm', { roleId, permIds: button('view').id });
    expect((await ctx.admin.form('/xboot/role/editRolePerm', { roleId })).code).toBe(200);
    expect(await grants()).toEqual([]);
  });

  it('editRolePerm refuses an id naming no node, or no role, and changes nothing', async () => {
    const { button } = await nodeOf(ctx, 'system/dictionaries');
    await ctx.admin.form('/xboot/role/editRolePerm', { roleId, permIds: button('view').id });
    const before = await grants();
    const unknown = (BigInt(button('view').id) + 100000n).toString();
    expect(
      await ctx.admin.form('/xboot/role/editRolePerm', { roleId, permIds: `${button('add').id},${unknown}` }),
    ).toMatchObject({ code: 500, message: '菜单不存在' });
    expect(await ctx.admin.form('/xboot/role/editRolePerm', { roleId: unknown, permIds: '' })).toMatchObject({
      code: 500,
      message: '角色不存在',
    });
    expect(await grants()).toEqual(before);
  });
});

describe('edits replace the whole row: departments, dictionaries, roles (XbootBaseService.update)', () => {
  it('department/edit: sortOrder, status and leaders left out take their defaults; parentId must be sent', async () => {
    await ctx.server.db.query("UPDATE department SET sort_order = 7, status = -1, leaders = 'admin' WHERE id = 5");
    const id = String((await ctx.server.db.query<{ id: number }>('SELECT id FROM department WHERE id = 5'))[0]?.id);
    expect(await ctx.admin.form('/xboot/department/edit', { id, title: '客服中心' })).toMatchObject({
      code: 500,
      message: '上级部门不能为空',
    });
    expect(await ctx.admin.form('/xboot/department/edit', { id, parentId: id, title: '客服中心' })).toMatchObject({
      message: '上级节点不能为自己',
    });
    expect((await ctx.admin.form('/xboot/department/edit', { id, parentId: 1, title: '客服中心' })).code).toBe(200);
    const [row] = await ctx.server.db.query('SELECT title, sort_order, status, leaders FROM department WHERE id = 5');
    expect(row).toEqual({ title: '客服中心', sort_order: 0, status: 0, leaders: '' });
    // A department cannot move under its own child.
    expect(await ctx.admin.form('/xboot/department/edit', { id: 2, parentId: 6, title: '运营部' })).toMatchObject({
      message: '上级部门不能是自己的下级',
    });
  });

  it('dict/edit and dictData/edit: description, sortOrder and status left out take their defaults', async () => {
    const [dict] = await ctx.server.db.query<Row>("SELECT id, type, title FROM dict WHERE type = 'enabled'");
    await ctx.server.db.query("UPDATE dict SET description = '说明', sort_order = 5 WHERE id = $1", [
      dict?.id as number,
    ]);
    expect(
      (await ctx.admin.form('/xboot/dict/edit', { id: dict?.id as number, type: 'enabled', title: '启用状态' })).code,
    ).toBe(200);
    expect(
      await ctx.server.db.query('SELECT title, description, sort_order FROM dict WHERE id = $1', [dict?.id as number]),
    ).toEqual([{ title: '启用状态', description: '', sort_order: 0 }]);
    expect(await ctx.admin.form('/xboot/dict/edit', { id: dict?.id as number, title: '启用状态' })).toMatchObject({
      code: 500,
      message: '字典类型不能为空',
    });
    const [data] = await ctx.server.db.query<Row>(
      'SELECT id, dict_id AS "dictId", value FROM dict_data WHERE dict_id = $1 AND value = \'0\'',
      [dict?.id as number],
    );
    await ctx.server.db.query("UPDATE dict_data SET status = -1, sort_order = 4, description = '旧' WHERE id = $1", [
      data?.id as number,
    ]);
    const sent = { id: data?.id as number, dictId: data?.dictId as number, value: '0', title: '已禁用' };
    expect((await ctx.admin.form('/xboot/dictData/edit', sent)).code).toBe(200);
    expect(
      await ctx.server.db.query('SELECT title, status, sort_order, description FROM dict_data WHERE id = $1', [
        data?.id as number,
      ]),
    ).toEqual([{ title: '已禁用', status: 0, sort_order: 0, description: '' }]);
    expect(await ctx.admin.form('/xboot/dictData/edit', { ...sent, dictId: undefined })).toMatchObject({
      code: 500,
      message: '参数不能为空: dictId',
    });
  });

  it('role/edit: dataType and description left out take their defaults; the name stays required', async () => {
    const [role] = (await page('/xboot/role/getAllByPage', { key: 'ROLE_AUDITOR' })).content;
    await ctx.server.db.query('UPDATE role SET data_type = 1, default_role = true WHERE id = $1', [keyOf(role?.id)]);
    expect((await ctx.admin.form('/xboot/role/edit', { id: String(role?.id), name: 'ROLE_AUDITOR' })).code).toBe(200);
    const [after] = (await page('/xboot/role/getAllByPage', { key: 'ROLE_AUDITOR' })).content;
    expect(after).toMatchObject({ dataType: 0, description: '', defaultRole: false, permissions: role?.permissions });
    expect(await ctx.admin.form('/xboot/role/edit', { id: String(role?.id), description: 'x' })).toMatchObject({
      code: 500,
      message: '角色名称不能为空',
    });
  });
});
