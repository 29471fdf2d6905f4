/** Cache store and monitor routes (SPEC §7.3) and the server's own cached answers (menus, dictionaries). */
import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLE_ID } from '../seed/staff';
import { type SpringPage } from './helpers';
import { fileServer } from './file-server';

interface CacheRow {
  key: string;
  value: string;
  expireTime: number;
}

const ctx = fileServer();

const list = async (key?: string, pageSize = 50) =>
  (await ctx.admin.get<SpringPage<CacheRow>>('/xboot/redis/getAllByPage', { key, pageNumber: 1, pageSize })).result;
const keysOf = async (key: string) => (await list(key)).content.map((row) => row.key);

/** The nodes a role is granted, each with its page's component (a page's, or its button's parent's). */
const grantsOf = (roleId: number) =>
  ctx.server.db.query<{ id: number; component: string }>(
    `SELECT rp.permission_id AS id, COALESCE(NULLIF(p.component, ''), parent.component, '') AS component
     FROM role_permission rp JOIN permission p ON p.id = rp.permission_id
     LEFT JOIN permission parent ON parent.id = p.parent_id AND p.type = 1
     WHERE rp.role_id = $1`,
    [roleId],
  );

describe('cache store', () => {
  it('starts with every dictionary cached with its time to live, paged by pattern', async () => {
    const dicts = await list('dict:', 10);
    expect(dicts.totalElements).toBeGreaterThan(10);
    expect(dicts.content).toHaveLength(10);
    const enabled = dicts.content.find((row) => row.key.endsWith(':enabled')) ?? (await list(':enabled')).content[0];
    expect(enabled?.expireTime).toBeGreaterThan(3500);
    expect(JSON.parse(enabled?.value ?? '')).toEqual([
      { value: '1', title: '启用' },
      { value: '0', title: '禁用' },
    ]);
    const second = await ctx.admin.get<SpringPage<CacheRow>>('/xboot/redis/getAllByPage', {
      key: 'dict:',
      pageNumber: 2,
      pageSize: 10,
    });
    expect(second.result.content.map((row) => row.key)).not.toContain(dicts.content[0]?.key);
  });

  it('saves, shows, overwrites and deletes a key; the list previews long values', async () => {
    const long = 'x'.repeat(400);
    expect((await ctx.admin.form('/xboot/redis/save', { key: 'demo/a:1', value: long, expireTime: 120 })).code).toBe(
      200,
    );
    expect((await ctx.admin.form('/xboot/redis/save', { key: 'demo:2', value: 'two', expireTime: -1 })).code).toBe(200);
    const shown = await ctx.admin.get<CacheRow>(`/xboot/redis/getByKey/${encodeURIComponent('demo/a:1')}`);
    expect(shown.result).toMatchObject({ key: 'demo/a:1', value: long });
    expect(shown.result.expireTime).toBeGreaterThan(110);
    const rows = (await list('demo')).content;
    expect(rows.map((row) => [row.key, row.value.length, row.expireTime > 0])).toEqual([
      ['demo/a:1', 153, true],
      ['demo:2', 3, false],
    ]);
    await ctx.admin.form('/xboot/redis/save', { key: 'demo:2', value: 'deux', expireTime: 60 });
    expect((await ctx.admin.get<CacheRow>('/xboot/redis/getByKey/demo:2')).result).toMatchObject({ value: 'deux' });
    expect((await ctx.admin.form('/xboot/redis/delByKeys', { keys: 'demo/a:1,demo:2' })).result).toBe(2);
    expect(await keysOf('demo')).toEqual([]);
    expect(await ctx.admin.get('/xboot/redis/getByKey/demo:2')).toMatchObject({
      code: 500,
      message: '该键不存在或已过期',
    });
  });

  it('refuses a bad key or expiry with a clear message', async () => {
    const save = (key: string, expireTime: number | string) =>
      ctx.admin.form('/xboot/redis/save', { key, value: 'v', expireTime });
    expect((await save('a b', -1)).message).toBe('键不能包含空白或逗号');
    expect((await save('a,b', -1)).message).toBe('键不能包含空白或逗号');
    expect((await save('ok', 0)).message).toContain('过期时间');
    expect((await save('ok', -5)).message).toContain('过期时间');
    expect((await ctx.admin.form('/xboot/redis/save', { key: 'ok', expireTime: 5 })).message).toBe('值不能为空');
    expect(await keysOf('ok')).toEqual([]);
  });

  it('the monitor reads one sample per call and the cache info', async () => {
    // X-Boot's RedisController answers {keySize, time}.
    const size = await ctx.admin.get<{ keySize: number; time: string }>('/xboot/redis/getKeySize');
    expect(Object.keys(size.result).sort()).toEqual(['keySize', 'time']);
    expect(size.result.keySize).toBe((await list('', 1)).totalElements);
    expect(size.result.time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const memory = await ctx.admin.get<{ memory: number }>('/xboot/redis/getMemory');
    expect(memory.result.memory).toBeGreaterThan(0);
    const info = await ctx.admin.get<{ key: string; value: string; description: string }[]>('/xboot/redis/info');
    expect(info.result.find((row) => row.key === 'cache_kind')?.value).toBe('memory');
  });

  it('the read-only operator gets 403 from every cache call', async () => {
    await ctx.admin.form('/xboot/redis/save', { key: 'keep', value: '1', expireTime: -1 });
    const refused = [
      await ctx.operator.form('/xboot/redis/save', { key: 'refused-add', value: '1', expireTime: -1 }),
      await ctx.operator.form('/xboot/redis/save', { key: 'keep', value: '2', expireTime: -1 }),
      await ctx.operator.form('/xboot/redis/delByKeys', { keys: 'keep' }),
      await ctx.operator.form('/xboot/redis/delAll'),
      await ctx.operator.get('/xboot/redis/getAllByPage'),
      await ctx.operator.get('/xboot/redis/getByKey/keep'),
      await ctx.operator.get('/xboot/redis/getKeySize'),
      await ctx.operator.get('/xboot/redis/info'),
    ];
    expect(refused.map((answer) => answer.code)).toEqual(Array(refused.length).fill(403));
    expect((await ctx.admin.get<CacheRow>('/xboot/redis/getByKey/keep')).result.value).toBe('1');
    expect(await keysOf('refused-add')).toEqual([]);
  });
  it('save needs add for a new key and edit to overwrite one', async () => {
    // The operator keeps every grant and gets the cache page with its add button (the page comes with it).
    const [add] = await ctx.server.db.query<{ id: number }>(
      `SELECT b.id FROM permission b JOIN permission p ON p.id = b.parent_id
       WHERE p.component = 'system/cache-store' AND b.button_type = 'add'`,
    );
    const granted = await ctx.admin.form('/xboot/role/editRolePerm', {
      roleId: OPERATOR_ROLE_ID,
      permIds: [...(await grantsOf(OPERATOR_ROLE_ID)).map((grant) => grant.id), add?.id].join(','),
    });
    expect(granted.code, granted.message).toBe(200);
    const save = (key: string) => ctx.operator.form('/xboot/redis/save', { key, value: 'op', expireTime: 30 });
    expect((await save('added-by-operator')).code).toBe(200);
    expect((await save('added-by-operator')).code).toBe(403);
    expect((await ctx.operator.form('/xboot/redis/delByKeys', { keys: 'added-by-operator' })).code).toBe(403);
    expect((await ctx.admin.get<CacheRow>('/xboot/redis/getByKey/added-by-operator')).result.value).toBe('op');
  });
});

describe('the server’s cached answers', () => {
  interface MenuNode {
    component: string;
    children: MenuNode[];
  }
  const pagesOf = (nodes: readonly MenuNode[]): string[] =>
    nodes.flatMap((node) => [node.component, ...pagesOf(node.children)]).filter((key) => key.includes('/'));

  it('a role permission edit changes the user’s cached menu at once', async () => {
    const menu = async () => pagesOf((await ctx.operator.get<MenuNode[]>('/xboot/permission/getMenuList')).result);
    const before = await menu();
    expect(before).toContain('finance/bank-management');
    expect((await keysOf('menu:')).filter((key) => key.includes(':user:'))).not.toEqual([]);
    const kept = (await grantsOf(OPERATOR_ROLE_ID))
      .filter((grant) => grant.component !== 'finance/bank-management')
      .map((grant) => grant.id);
    const edit = await ctx.admin.form('/xboot/role/editRolePerm', {
      roleId: OPERATOR_ROLE_ID,
      permIds: kept.join(','),
    });
    expect(edit.code, edit.message).toBe(200);
    const after = await menu();
    expect(after).not.toContain('finance/bank-management');
    expect(after.length).toBe(before.length - 1);
  });

  it('a dictionary edit shows at once; a value spoiled on the cache page is read again', async () => {
    const enabled = async () =>
      (await ctx.admin.get<{ title: string }[]>('/xboot/dictData/getByType/enabled')).result.map((row) => row.title);
    expect(await enabled()).toEqual(['启用', '禁用']);
    const [data] = await ctx.server.db.query<Record<string, string | number>>(
      `SELECT dd.id, dd.dict_id AS "dictId", dd.value, dd.sort_order AS "sortOrder", dd.status, dd.description
       FROM dict_data dd JOIN dict d ON d.id = dd.dict_id WHERE d.type = 'enabled' AND dd.value = '1'`,
    );
    // X-Boot's edit replaces the whole row: the form sends the row it listed, its title changed.
    expect((await ctx.admin.form('/xboot/dictData/edit', { ...data, title: '已启用' })).code).toBe(200);
    expect(await enabled()).toEqual(['已启用', '禁用']);
    const [key] = await keysOf(':enabled');
    await ctx.admin.form('/xboot/redis/save', { key, value: 'not json', expireTime: 60 });
    expect(await enabled()).toEqual(['已启用', '禁用']);
    expect((await ctx.admin.get('/xboot/dictData/getByType/no-such-type')).result).toEqual([]);
    expect(await keysOf('no-such-type')).toEqual([]);
  });

  it('clear all empties the cache and the server fills it again as it is used', async () => {
    expect((await ctx.admin.form('/xboot/redis/delAll')).code).toBe(200);
    expect((await list()).totalElements).toBe(0);
    await ctx.admin.get('/xboot/permission/getMenuList');
    expect((await keysOf('menu:')).length).toBe(2);
  });
});
