import { ApiError } from '../../http/envelope';
import { requireInt } from '../../http/input';
import { contains, oneOf } from '../../kit/filters';
import { readIds } from '../../kit/mutations';
import { screenRoutes } from '../../kit/screen';
import { integer, table, text } from '../../kit/table';
import { ALL_PERM_TYPES } from '../../seed/menu-data';
import { mapNode, NODE_SELECT, nodeValues } from './menus.rules';
import { pathInt, refuseIfAny } from './system.rules';

/** `permission` comes from schema v1; this screen adds the permTypes (buttons) each page declares. */
const permission = table('permission', { id: integer(), name: text(), title: text() });

const F = { style: 'F' } as const;
/** The role permission editor reads the tree too. */
const READERS = ['system/menus', 'system/roles'];
const PAGE_TYPES = `UPDATE permission SET perm_types = '${ALL_PERM_TYPES.join(',')}' WHERE level = 2 AND perm_types = ''`;

type Node = ReturnType<typeof mapNode> & { id: number; parentId: number; children?: Node[] };

/** Menus and permissions (SPEC §3, §7.3): the tree getMenuList is computed from. */
export default screenRoutes('system/menus', (r) => {
  r.entity({
    table: permission,
    existing: 'schema v1',
    migrations: [
      {
        id: 'permission:perm-types',
        sql: "ALTER TABLE permission ADD COLUMN IF NOT EXISTS perm_types text NOT NULL DEFAULT ''",
      },
      { id: 'permission:page-perm-types', sql: PAGE_TYPES },
    ],
    // The core seed writes the menu after the migrations: its pages get the five types here.
    seed: async (db) => {
      await db.query(PAGE_TYPES);
    },
  });
  r.get('/xboot/permission/getAllList', { page: READERS, doc: 'the whole tree, children nested' }, async ({ db }) => {
    const rows = (
      await db.query<Record<string, unknown>>(
        `SELECT ${NODE_SELECT} FROM permission p ORDER BY p.level, p.sort_order, p.id`,
      )
    ).map(mapNode) as Node[];
    const byId = new Map(rows.map((node) => [node.id, { ...node, children: [] as Node[] }]));
    const roots: Node[] = [];
    for (const node of byId.values()) (byId.get(node.parentId)?.children ?? roots).push(node);
    return roots;
  });
  r.get(
    '/xboot/permission/getByParentId/:parentId',
    { page: READERS, doc: 'children of {parentId} (0 = apps)' },
    async (ctx) =>
      (
        await ctx.db.query<Record<string, unknown>>(
          `SELECT ${NODE_SELECT} FROM permission p WHERE p.parent_id = $1 ORDER BY p.sort_order, p.id`,
          [pathInt(ctx, 'parentId', 0)],
        )
      ).map(mapNode),
  );
  r.list('get', '/xboot/permission/search', {
    page: READERS,
    from: 'permission p',
    select: NODE_SELECT,
    // X-Boot: `title` is a required @RequestParam (blank matches every node).
    filters: {
      title: contains('p.title', { mustSend: true }),
      component: contains('p.component'),
      level: oneOf('p.level', [0, 1, 2]),
    },
    order: 'p.level, p.sort_order, p.id',
    paging: false,
    map: mapNode,
  });
  r.post(
    '/xboot/permission/add',
    {
      perm: 'add',
      ...F,
      params:
        '{parentId, name, title, path, component, icon, isMenu, url, description, type, showAlways, sortOrder, permTypes}',
    },
    async ({ db, input }) => {
      const values = await nodeValues(db, input, true);
      const entries = Object.entries({
        ...values,
        parent_id: values.parent_id ?? 0,
        level: values.level ?? 0,
        type: values.type ?? 0,
      }).filter(([, value]) => value !== undefined);
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO permission (id, ${entries.map(([column]) => column).join(', ')})
       VALUES ((SELECT COALESCE(MAX(id), 0) + 1 FROM permission), ${entries.map((_, index) => `$${index + 1}`).join(', ')})
       RETURNING id`,
        entries.map(([, value]) => value ?? null),
      );
      return row?.id ?? null;
    },
  );
  r.post('/xboot/permission/edit', { perm: 'edit', ...F, params: '{id, …fields}' }, async ({ db, input }) => {
    const id = requireInt(input, 'id', 1);
    const entries = Object.entries(await nodeValues(db, input, false)).filter(([, value]) => value !== undefined);
    const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
    const sql = sets.length
      ? `UPDATE permission SET ${sets.join(', ')} WHERE id = $1 RETURNING id`
      : 'SELECT id FROM permission WHERE id = $1';
    if (!(await db.query(sql, [id, ...entries.map(([, value]) => value ?? null)])).length)
      throw new ApiError('菜单不存在');
    return id;
  });
  r.post(
    '/xboot/permission/delByIds',
    { perm: 'delete', ...F, params: '{ids}', doc: 'refused while children remain' },
    async ({ db, input }) => {
      const ids = readIds(input);
      await refuseIfAny(
        db,
        'SELECT p.title FROM permission p WHERE p.id = ANY($1::int[]) AND EXISTS (SELECT 1 FROM permission c WHERE c.parent_id = p.id AND NOT c.id = ANY($1::int[]))',
        ids,
        (title) => `菜单「${title}」下还有子菜单，请先删除子菜单`,
      );
      return (await db.query('DELETE FROM permission WHERE id = ANY($1::int[]) RETURNING id', [ids])).length;
    },
  );
  r.note(
    'menus: level follows the parent (app 0 → group 1 → page 2); permTypes lists the page’s buttons (view always).',
  );
});
