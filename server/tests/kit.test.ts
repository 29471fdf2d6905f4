/** The route builder's verbs and the entity migrations, on a demo screen that is not part of the product. */
import { call as declare, listCall } from '../../contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { migrate } from '../db/migrations';
import { openDb } from '../db/open';
import type { Db } from '../db/types';
import { loadScreens } from '../kit/discover';
import { migrateEntities, orderedEntities, seedEntities } from '../kit/entities';
import { contains, flag } from '../kit/filters';
import { screenRoutes } from '../kit/screen';
import { boolean, integer, serial, table, text, timestamp } from '../lib/table';
import type { ScreenDecl } from '../kit/types';
import { seedRows, seq } from '../seed/entity-seed';
import { seedIfEmpty } from '../seed/index';
import { emptyDatabase } from './templates';

const notes = table('kit_demo_note', {
  id: serial(),
  memberId: integer({ references: 'member(id)' }),
  title: text(),
  pinned: boolean({ default: 'false' }),
  status: integer({ default: '1' }),
  createdTime: timestamp({ default: 'now()' }),
});

const demo = (extra: readonly { id: string; sql: string }[] = []): ScreenDecl =>
  screenRoutes('config/banners', { order: 1, title: { 'zh-CN': '演示', 'en-US': 'Demo' } }, (r) => {
    r.entity({
      table: notes,
      migrations: extra, // the table itself is created from its typed columns (kit_demo_note:create)
      seed: async (db) => {
        for (let i = 1; i <= 12; i += 1) {
          await db.query('INSERT INTO kit_demo_note (member_id, title, pinned) SELECT MIN(id), $1, $2 FROM member', [
            `note ${i}`,
            i % 3 === 0,
          ]);
        }
      },
    });
    r.list(listCall<unknown>()({ style: 'body', path: '/demo/list', filters: { title: 'text', pinned: 'flag' } }), {
      from: 'kit_demo_note n',
      select: notes.select('n'),
      filters: { title: contains('n.title'), pinned: flag('n.pinned') },
      order: 'n.id',
    });
    r.create(declare('body', '/demo/add', 'add', { memberId: 'int', title: 'text' }), notes, (input) => ({
      member_id: Number(input.memberId),
      title: String(input.title),
    }));
    r.update(
      declare('body', '/demo/edit', 'edit', { id: 'int', title: 'text' }),
      notes,
      (input) => ({ title: String(input.title) }),
      {
        notFound: 'gone',
      },
    );
    r.toggle(declare('body', '/demo/status', 'edit', { id: 'int', status: 'enum' }), notes, 'status', [1, 0]);
    r.deleteById(declare('body', '/demo/delete', 'delete', { id: 'int' }), notes);
    r.deleteByIds(declare('body', '/demo/delByIds', 'delete', { ids: 'list' }), notes);
    r.post(declare('body', '/demo/upsert', 'add|edit', { id: 'int' }), {}, async ({ input }) =>
      input.id === undefined ? 'added' : 'edited',
    );
  });

let db: Db;
let call: (path: string, body: object, token?: string) => Promise<{ code: number; message: string; result: unknown }>;
let admin: string;
let operator: string;

beforeAll(async () => {
  db = await openDb({ dataDir: 'memory', loadFrom: emptyDatabase() });
  await migrate(db);
  await seedIfEmpty(db, await loadScreens());
  expect(await migrateEntities(db, [demo()])).toEqual(['kit_demo_note:create']);
  expect(await seedEntities(db, [demo()])).toEqual(['kit_demo_note:seed']);
  const app = createApp(db, { tokenTtlMinutes: 60, screens: [demo()] });
  call = async (path, body, token) => {
    const response = await app.request(`/admin-api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { accessToken: token } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; message: string; result: unknown };
  };
  const login = async (username: string): Promise<string> => {
    const response = await app.request('/admin-api/xboot/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `username=${username}&password=123456`,
    });
    return ((await response.json()) as { result: string }).result;
  };
  admin = await login('admin');
  operator = await login('operator');
});
afterAll(async () => {
  await db.close();
});

describe('entities', () => {
  it('apply each migration and seed once, by id, and only the new ones on an existing database', async () => {
    expect(await migrateEntities(db, [demo()])).toEqual([]);
    expect(await seedEntities(db, [demo()])).toEqual([]);
    const later = demo([
      { id: 'kit_demo_note:color', sql: "ALTER TABLE kit_demo_note ADD COLUMN color text NOT NULL DEFAULT 'blue'" },
    ]);
    expect(await migrateEntities(db, [later])).toEqual(['kit_demo_note:color']);
    const [row] = await db.query<{ count: number; color: string }>(
      'SELECT COUNT(*)::int AS count, MIN(color) AS color FROM kit_demo_note',
    );
    expect(row).toEqual({ count: 12, color: 'blue' });
  });

  it('create and seed a table after the tables it references, wherever their screens sort', async () => {
    const parent = table('kit_demo_parent', { id: serial(), name: text() });
    const child = table('kit_demo_child', { id: serial(), parentId: integer({ references: 'kit_demo_parent(id)' }) });
    const seeded: string[] = [];
    // The child's screen sorts first (as shops/shop-list before shops/shop-system).
    const screens = [
      screenRoutes('config/banners', { order: 1, title: { 'zh-CN': '子', 'en-US': 'Child' } }, (r) => {
        r.entity({
          table: child,
          seed: async (tx) => {
            seeded.push('child');
            await tx.query('INSERT INTO kit_demo_child (parent_id) SELECT MIN(id) FROM kit_demo_parent');
          },
        });
      }),
      screenRoutes('config/notify', { order: 2, title: { 'zh-CN': '父', 'en-US': 'Parent' } }, (r) => {
        r.entity({ table: notes });
        r.entity({
          table: parent,
          seed: async (tx) => {
            seeded.push('parent');
            await tx.query("INSERT INTO kit_demo_parent (name) VALUES ('first')");
          },
        });
      }),
    ];
    expect(orderedEntities(screens).map((entity) => entity.table.name)).toEqual([
      'kit_demo_note',
      'kit_demo_parent',
      'kit_demo_child',
    ]);
    expect(await migrateEntities(db, screens)).toEqual(['kit_demo_parent:create', 'kit_demo_child:create']);
    expect(await seedEntities(db, screens)).toEqual(['kit_demo_parent:seed', 'kit_demo_child:seed']);
    expect(seeded).toEqual(['parent', 'child']);
    expect(await db.query('SELECT parent_id AS "parentId" FROM kit_demo_child')).toEqual([{ parentId: 1 }]);
  });

  it('seed rows declared by field, in order, each field left out taking its default; refuse a row of other fields', async () => {
    const rows = table('kit_demo_rows', {
      id: serial(),
      title: text(),
      status: integer({ default: '1' }),
      createdTime: timestamp(),
    });
    const screens = [
      screenRoutes('config/banners', { order: 1, title: { 'zh-CN': '行', 'en-US': 'Rows' } }, (r) => {
        r.entity({
          table: rows,
          seed: seedRows(rows, () =>
            seq(1, 3).map((i) => ({ title: `row ${i}`, createdTime: `2026-11-0${i} 10:00:00` })),
          ),
        });
      }),
    ];
    expect(await migrateEntities(db, screens)).toEqual(['kit_demo_rows:create']);
    expect(await seedEntities(db, screens)).toEqual(['kit_demo_rows:seed']);
    expect(await db.query(`SELECT ${rows.select()} FROM kit_demo_rows ORDER BY id`)).toEqual(
      seq(1, 3).map((i) => ({ id: i, title: `row ${i}`, status: 1, createdTime: `2026-11-0${i} 10:00:00` })),
    );
    // Every row gives the first row's fields: a value is never written into another field's column.
    const at = '2026-11-04 10:00:00';
    await expect(
      seedRows(rows, () => [
        { title: 'a', createdTime: at },
        { status: 0, createdTime: at },
      ])(db),
    ).rejects.toThrow(/row 1 gives other fields/);
    await expect(
      seedRows(rows, () => [
        { title: 'a', createdTime: at },
        { title: 'b', status: 0, createdTime: at },
      ])(db),
    ).rejects.toThrow(/row 1/);
    expect(await db.query('SELECT COUNT(*)::int AS count FROM kit_demo_rows')).toEqual([{ count: 3 }]);
  });

  it('render typed columns as the console reads them', () => {
    expect(notes.select('n', ['memberId', 'title', 'createdTime'])).toBe(
      `n.member_id AS "memberId", n.title, to_char(n.created_time, 'YYYY-MM-DD HH24:MI:SS') AS "createdTime"`,
    );
    expect(notes.createSql()).toContain('member_id integer NOT NULL REFERENCES member(id)');
  });
});

describe('builder verbs', () => {
  it('list, create, update, toggle, delete by id and by ids', async () => {
    const list = async (body: object = {}) =>
      (await call('/demo/list', body, admin)).result as {
        records: { id: number; title: string; status: number }[];
        total: number;
      };
    expect((await list({ pinned: 1, pageSize: 2 })).total).toBe(4);
    const [member] = await db.query<{ id: number }>('SELECT MAX(id) AS id FROM member');
    const created = await call('/demo/add', { memberId: member?.id, title: 'fresh' }, admin);
    expect(created.code).toBe(200);
    const id = created.result as number;
    expect((await call('/demo/edit', { id, title: 'renamed' }, admin)).result).toBe(id);
    expect((await call('/demo/edit', { id: 99999, title: 'x' }, admin)).message).toBe('gone');
    expect((await call('/demo/status', { id, status: 0 }, admin)).code).toBe(200);
    expect((await call('/demo/status', { id, status: 7 }, admin)).message).toBe('参数格式错误: status');
    expect((await list({ title: 'renamed' })).records).toMatchObject([{ id, title: 'renamed', status: 0 }]);
    expect((await call('/demo/delByIds', { ids: `${id},1` }, admin)).result).toBe(2);
    expect((await call('/demo/delete', { id: 2 }, admin)).code).toBe(200);
    expect((await call('/demo/delete', { id: 2 }, admin)).message).toBe('记录不存在');
    expect((await list()).total).toBe(10);
  });

  it('check the permType of each verb (operator: read-only) and the token', async () => {
    for (const path of ['/demo/add', '/demo/edit', '/demo/status', '/demo/delete', '/demo/delByIds', '/demo/upsert']) {
      expect((await call(path, { id: 3, ids: [3], status: 0, title: 't', memberId: 1 }, operator)).code, path).toBe(
        403,
      );
      expect((await call(path, { id: 3 })).code, path).toBe(401);
    }
    expect((await call('/demo/list', {}, operator)).code).toBe(200);
    // A custom post checked like a save: add without id, edit with one.
    expect((await call('/demo/upsert', { title: 't' }, operator)).code).toBe(403);
    expect((await call('/demo/upsert', { title: 't' }, admin)).result).toBe('added');
    expect((await call('/demo/upsert', { id: 3 }, admin)).result).toBe('edited');
  });
});
