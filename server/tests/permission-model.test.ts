/**
 * The migration to X-Boot's permission model (server/screens/system/menus.ts BUTTON_NODES): a database of the older
 * model (a page's permTypes list, a grant's list) upgrades to the model a fresh database is seeded with: one button
 * per declared type, grants of the page plus the buttons of the types granted, and no list left to read.
 */
import { describe, expect, it } from 'vitest';
import { keyOf, type Row } from './helpers';
import { fileServer } from './file-server';
import { backToOlderModel, upgrade } from './older-model';

const ctx = fileServer();

const tree = async () => (await ctx.admin.get<Row[]>('/xboot/permission/getAllList')).result;
/** Both menus, read from the database (the server caches them; a migration is not an edit it sees). */
const menus = async () => ({
  cleared: (await ctx.admin.form('/xboot/redis/delAll')).code,
  admin: (await ctx.admin.get('/xboot/permission/getMenuList')).result,
  operator: (await ctx.operator.get('/xboot/permission/getMenuList')).result,
});
/** Every grant as (role, granted node) — a grant row's own id is new on each write, as X-Boot's are. */
const grants = () =>
  ctx.server.db.query('SELECT role_id, permission_id FROM role_permission ORDER BY role_id, permission_id');
const columns = (table: string) =>
  ctx.server.db.query<{ name: string }>(
    'SELECT column_name AS name FROM information_schema.columns WHERE table_name = $1 ORDER BY column_name',
    [table],
  );

describe('the older permission model upgrades to buttons', () => {
  it('a seeded database converts into exactly what a fresh one is seeded with, ids included', async () => {
    const before = { tree: await tree(), grants: await grants(), menus: await menus() };
    await backToOlderModel(ctx.server.db);
    const [older] = await ctx.server.db.query<Row>(
      "SELECT perm_types FROM permission WHERE component = 'finance/withdraw-orders'",
    );
    expect(older).toEqual({ perm_types: 'view,add,edit,delete,output' });
    expect(await ctx.server.db.query('SELECT 1 FROM permission WHERE type = 1')).toEqual([]);

    expect(await upgrade(ctx.server.db)).toEqual(['permission:button-nodes', 'permission:personal-buttons']);
    expect(await tree()).toEqual(before.tree);
    expect(await grants()).toEqual(before.grants);
    expect(await menus()).toEqual(before.menus);
    expect((await columns('permission')).map((c) => c.name)).not.toContain('perm_types');
    expect((await columns('role_permission')).map((c) => c.name)).not.toContain('perm_types');
  });

  it('a page’s own types become buttons in its order, titled by their label or their name; grants follow', async () => {
    const [group] = await ctx.server.db.query<{ id: number }>("SELECT id FROM permission WHERE name = 'system'");
    const addPage = async (name: string) =>
      keyOf(
        (
          await ctx.admin.form<string>('/xboot/permission/add', {
            parentId: group?.id,
            name,
            title: name,
            component: `system/${name}`,
          })
        ).result,
      );
    const own = await addPage('older-own-types');
    const none = await addPage('older-no-types');
    const menusBefore = await menus();
    await backToOlderModel(ctx.server.db);
    // The older model: one page declares view and a type of its own, and the operator was granted the latter only;
    // the other declares none (added without permTypes), and its grant kept view, as the older grants always did.
    await ctx.server.db.query("UPDATE permission SET perm_types = 'export,view,export' WHERE id = $1", [own]);
    await ctx.server.db.query(
      "INSERT INTO role_permission (role_id, permission_id, perm_types) VALUES (2, $1, 'export,delete'), (2, $2, 'view')",
      [own, none],
    );
    await upgrade(ctx.server.db);

    const buttons = (page: number) =>
      ctx.server.db.query(
        `SELECT title, button_type AS "buttonType", type, level, sort_order::float8 AS "sortOrder", status, name, path
         FROM permission WHERE parent_id = $1 ORDER BY sort_order`,
        [page],
      );
    const button = { type: 1, level: 3, status: 0, name: '', path: '' };
    expect(await buttons(own)).toEqual([
      { ...button, title: 'export', buttonType: 'export', sortOrder: 1 },
      { ...button, title: '查看', buttonType: 'view', sortOrder: 2 },
    ]);
    expect(await buttons(none)).toEqual([{ ...button, title: '查看', buttonType: 'view', sortOrder: 1 }]);
    const operator = (page: number) =>
      ctx.server.db.query(
        `SELECT p.button_type AS "buttonType" FROM role_permission rp JOIN permission p ON p.id = rp.permission_id
         WHERE rp.role_id = 2 AND (p.id = $1 OR p.parent_id = $1) ORDER BY p.level`,
        [page],
      );
    expect(await operator(own)).toEqual([{ buttonType: '' }, { buttonType: 'export' }]);
    expect(await operator(none)).toEqual([{ buttonType: '' }, { buttonType: 'view' }]);
    // Every other page and grant is as it was: the admin's menu reads the same (it was granted neither page).
    const after = await menus();
    expect(after.admin).toEqual(menusBefore.admin);
    const permTypesOf = (menu: unknown, component: string) => {
      const walk = (nodes: Row[]): Row[] => nodes.flatMap((node) => [node, ...walk(node.children as Row[])]);
      return walk(menu as Row[]).find((node) => node.component === component)?.permTypes;
    };
    expect(permTypesOf(menusBefore.operator, 'system/older-own-types')).toBeUndefined();
    expect(permTypesOf(after.operator, 'system/older-own-types')).toEqual(['export']);
    expect(permTypesOf(after.operator, 'system/older-no-types')).toEqual(['view']);
  });
});
