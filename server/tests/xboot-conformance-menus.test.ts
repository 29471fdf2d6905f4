/**
 * The contract server's menus answer as X-Boot 3.3.x's do (docs/xboot-contract.md, from xboot-fast's source): pages'
 * operations are button nodes (type 1). Roles and whole-row edits: xboot-conformance-roles.test.ts; pages, ids, codes
 * and binding: xboot-conformance.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { keyOf, SNOWFLAKE } from './helpers';
import { fileServer } from './file-server';
import { type Node, treeOf, flat, nodeOf, menuPages } from './xboot-menu-nodes';

const ctx = fileServer();

describe('menus: button nodes (PermissionController, Permission type 1)', () => {
  it('getAllList nests each page’s buttons: type 1, level 3, buttonType, title, blank path, status, sortOrder', async () => {
    const { page } = await nodeOf(ctx, 'finance/withdraw-orders');
    expect(page).toMatchObject({ type: 0, level: 2, isParent: true, status: 0 });
    expect(page).not.toHaveProperty('permTypes');
    // The withdrawal orders also hold the personal-data buttons (server/seed/menu.ts PERSONAL_PAGES), after the five.
    expect(page.children).toEqual(
      ['view', 'add', 'edit', 'delete', 'output', 'sensitive', 'reveal'].map((buttonType, index) =>
        expect.objectContaining({
          id: expect.stringMatching(SNOWFLAKE) as unknown,
          parentId: page.id,
          type: 1,
          level: 3,
          buttonType,
          title: ['查看', '添加', '编辑', '删除', '导出', '查看完整个人信息', '查看个人信息（需说明原因）'][index],
          path: '',
          status: 0,
          sortOrder: index + 1,
          children: [],
        }),
      ),
    );
    const pages = flat(await treeOf(ctx)).filter((node) => node.level === 2);
    const personal = new Set(['members/user-list', 'finance/withdraw-orders']);
    for (const each of pages)
      expect(each.children.map((child) => child.type)).toEqual(
        personal.has(String(each.component)) ? [1, 1, 1, 1, 1, 1, 1] : [1, 1, 1, 1, 1],
      );
  });

  it('adds a button under a page only, with a buttonType and a title no node has', async () => {
    const { page } = await nodeOf(ctx, 'system/dictionaries');
    const group = flat(await treeOf(ctx)).find((node) => node.id === page.parentId) as Node;
    const add = (fields: Record<string, string | number>) =>
      ctx.admin.form<string>('/xboot/permission/add', { type: 1, parentId: page.id, ...fields });
    expect(await add({ title: '字典导入', buttonType: 'import', parentId: group.id })).toMatchObject({
      code: 500,
      message: '按钮的上级必须是页面（二级菜单）',
    });
    expect(await add({ title: '字典导入' })).toMatchObject({ code: 500, message: '按钮权限类型不能为空' });
    expect(await add({ title: '查看', buttonType: 'import' })).toMatchObject({ code: 500, message: '名称已存在' });
    expect(await add({ title: '数据字典管理', buttonType: 'import' })).toMatchObject({ message: '名称已存在' });
    const added = await add({ title: '字典导入', buttonType: 'import', sortOrder: 6 });
    expect(added.code, added.message).toBe(200);
    expect((await nodeOf(ctx, 'system/dictionaries')).button('import')).toMatchObject({
      id: added.result,
      type: 1,
      level: 3,
      title: '字典导入',
      status: 0,
      sortOrder: 6,
      name: '',
    });
    // Not in the admin's menu until a role is granted it.
    expect((await menuPages(ctx.admin)).get('system/dictionaries')).toEqual([
      'view',
      'add',
      'edit',
      'delete',
      'output',
    ]);
  });

  it('edit replaces the whole node: a field left out takes its default; a button keeps its rules', async () => {
    const { page, button } = await nodeOf(ctx, 'system/logs');
    const output = button('output');
    const edit = (fields: Record<string, string | number>) =>
      ctx.admin.form('/xboot/permission/edit', { id: output.id, parentId: page.id, type: 1, ...fields });
    expect(await edit({ title: '导出日志' })).toMatchObject({ code: 500, message: '按钮权限类型不能为空' });
    expect(await edit({ title: '查看', buttonType: 'output' })).toMatchObject({ code: 500, message: '名称已存在' });
    await ctx.server.db.query('UPDATE permission SET status = -1, sort_order = 9 WHERE id = $1', [keyOf(output.id)]);
    expect((await edit({ title: '导出日志', buttonType: 'output' })).code).toBe(200);
    expect((await nodeOf(ctx, 'system/logs')).button('output')).toMatchObject({
      title: '导出日志',
      status: 0,
      sortOrder: 0,
    });
    // A page sent without its flags and texts: type 0, status 0, sortOrder 0, showAlways and isMenu true, blanks.
    await ctx.server.db.query("UPDATE permission SET icon = 'X', show_always = false, is_menu = 0 WHERE id = $1", [
      keyOf(page.id),
    ]);
    const pageEdit = { id: page.id, parentId: page.parentId, name: 'logs', title: '日志管理' };
    expect((await ctx.admin.form('/xboot/permission/edit', pageEdit)).code).toBe(200);
    expect(flat(await treeOf(ctx)).find((node) => node.id === page.id)).toMatchObject({
      type: 0,
      level: 2,
      status: 0,
      sortOrder: 0,
      showAlways: true,
      isMenu: 1,
      icon: '',
      component: '',
      path: '',
    });
    expect(await ctx.admin.form('/xboot/permission/edit', { ...pageEdit, parentId: undefined })).toMatchObject({
      code: 500,
      message: '上级菜单不能为空',
    });
  });

  it('delByIds deletes a node with its buttons, and refuses while a role is granted any of them', async () => {
    const { page } = await nodeOf(ctx, 'system/monitor');
    const refused = await ctx.admin.form('/xboot/permission/delByIds', { ids: page.id });
    expect(refused).toMatchObject({ code: 500, message: '删除失败，包含正被用户使用关联的菜单' });
    expect((await nodeOf(ctx, 'system/monitor')).page.children).toHaveLength(5);
    const tree = [page.id, ...page.children.map((child) => child.id)].map(keyOf);
    await ctx.server.db.query('DELETE FROM role_permission WHERE permission_id = ANY($1::int[])', [tree]);
    expect(await ctx.admin.form('/xboot/permission/delByIds', { ids: page.id })).toMatchObject({
      code: 200,
      result: 6,
    });
    const left = await ctx.server.db.query('SELECT id FROM permission WHERE id = ANY($1::int[])', [tree]);
    expect(left).toEqual([]);
  });
});
