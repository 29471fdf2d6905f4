/**
 * Writes declared instead of written by hand (server/kit/mutations.ts): a delete's refusals are checked with its rows
 * locked and stop the whole delete; a unique value is the database's to refuse, in the words db/unique.ts gives its
 * constraint, with no check by hand before it.
 */
import { describe, expect, it } from 'vitest';
import { productCategories } from '../../contract/goods/product-categories';
import { scoreGoods } from '../../contract/goods/score-goods';
import { departments } from '../../contract/system/departments';
import { dictionaries } from '../../contract/system/dictionaries';
import { menus } from '../../contract/system/menus';
import { roles } from '../../contract/system/roles';
import { settings } from '../../contract/system/settings';
import { fileServer } from './file-server';
import { keyOf } from './helpers';

const ctx = fileServer();
const one = async (sql: string): Promise<number> => {
  const [row] = await ctx.server.db.query<{ id: number }>(sql);
  if (!row) throw new Error(`no row for ${sql}`);
  return row.id;
};
const exists = async (table: string, id: number): Promise<boolean> =>
  (await ctx.server.db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;

describe('a delete with declared refusals', () => {
  it('refuses points goods on shelf, and keeps them', async () => {
    const id = await one('SELECT id FROM score_goods WHERE status = 1 ORDER BY id LIMIT 1');
    expect(await ctx.admin.call(scoreGoods.del, { id })).toMatchObject({
      success: false,
      message: '商品上架中，请先下架再删除',
    });
    expect(await exists('score_goods', id)).toBe(true);
  });

  it('refuses a category that still holds goods, saying how many', async () => {
    const [row] = await ctx.server.db.query<{ id: number; count: number }>(
      `SELECT c.id, count(*)::int AS count FROM goods_category c JOIN goods_info g ON g.category_id = c.id
       WHERE c.type = 1 GROUP BY c.id ORDER BY c.id LIMIT 1`,
    );
    if (!row) throw new Error('no product category with goods in the seed');
    expect(await ctx.admin.call(productCategories.delete, { id: row.id })).toMatchObject({
      success: false,
      message: `该分类下还有${row.count}个商品，请先移到其他分类后再删除`,
    });
    expect(await exists('goods_category', row.id)).toBe(true);
  });

  it('deletes none of the rows sent when one of them is refused', async () => {
    const used = await one('SELECT department_id AS id FROM staff_user WHERE department_id IS NOT NULL LIMIT 1');
    const added = (await ctx.admin.call<string>(departments.add, { parentId: 0, title: '空部门' })).result;
    const free = keyOf(added);
    const answer = await ctx.admin.call(departments.delByIds, { ids: `${added},${used}` });
    expect(answer).toMatchObject({ success: false });
    expect(answer.message).toMatch(/下还有用户，请先移走用户再删除$/);
    expect(await exists('department', free)).toBe(true);
    expect(await ctx.admin.call(departments.delByIds, { ids: String(added) })).toMatchObject({
      success: true,
      result: 1,
    });
  });

  it('answers "not found" for a row that is not there', async () => {
    expect(await ctx.admin.call(scoreGoods.del, { id: 999_999 })).toMatchObject({ message: '商品不存在' });
  });
});

describe('a unique value refused by its constraint alone', () => {
  it.each([
    ['a role name', roles.save, { name: 'ROLE_ADMIN', description: 'x' }, '角色名称已存在'],
    ['a dictionary type', dictionaries.addType, { type: 'withdrawStatus', title: 'x' }, '字典类型已存在'],
    ['a setting key', settings.add, { key: 'productName', value: 'x', type: 'text' }, '配置键已存在'],
  ] as const)('%s taken answers its words', async (_what, call, payload, message) => {
    expect(await ctx.admin.call(call, payload)).toMatchObject({ success: false, message });
  });

  it("a menu node's route name taken answers its words", async () => {
    const [app] = await ctx.server.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM permission WHERE type = -1 ORDER BY id LIMIT 1',
    );
    const [group] = await ctx.server.db.query<{ name: string }>(
      'SELECT name FROM permission WHERE level = 1 AND type = 0 ORDER BY id LIMIT 1',
    );
    const answer = await ctx.admin.call(menus.add, {
      parentId: app?.id ?? 0,
      type: 0,
      title: '重名分组',
      name: group?.name ?? '',
      path: 'dup',
    });
    expect(answer).toMatchObject({ success: false, message: '菜单名称(英文)已存在' });
  });
});
