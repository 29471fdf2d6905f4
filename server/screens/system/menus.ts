import { menus } from '../../../contract/system/menus';
import { PERSONAL_BUTTONS } from '../../db/migrations-personal';
import { requireInt } from '../../lib/input';
import { contains, oneOf } from '../../kit/filters';
import { deleteRows, readIds, type Refusal } from '../../kit/mutations';
import { screenRoutes } from '../../kit/screen';
import { PERMISSION, savedEntity } from '../../kit/xboot-shapes';
import { integer, table, text } from '../../lib/table';
import { NODE_SELECT, nodeValues, subtreeOf } from './menus.rules';
import { pathInt } from './system.rules';
import { M } from '../../i18n/messages';

/** `permission` comes from schema v1; this screen adds X-Boot's button nodes (type 1) and node status. */
const permission = table('permission', {
  id: integer(),
  name: text(),
  title: text(),
  buttonType: text(),
  status: integer(),
});

/** A node a role is granted stays. */
const GRANTED: Refusal = {
  sql: 'SELECT 1 FROM role_permission WHERE permission_id = ANY($1::int[])',
  message: M.deleteFailedIncludesMenus,
};

/** The role permission editor reads the tree too. */
const READERS = ['system/menus', 'system/roles'];

/**
 * X-Boot's permission model on a database of the older one (a page's `perm_types` list, a grant's `perm_types`), after
 * migration 46 gave `permission` its button_type and status: each type a page declared becomes a button child (type 1,
 * level 3, `button_type` the type, titled by its label, in the list's order; a page that declared none had view, as
 * the older grants always kept it), each grant of a page becomes the page plus the buttons of the types granted, and
 * both lists go. The new ids follow the largest one in page order, as the seed numbers them (server/seed/staff.ts), so
 * a converted demo database matches a fresh one.
 */
const BUTTON_NODES = `
  WITH declared AS (
    SELECT p.id AS page_id, t.type, min(t.ord) AS ord
    FROM permission p
    CROSS JOIN LATERAL unnest(string_to_array(COALESCE(NULLIF(p.perm_types, ''), 'view'), ',')) WITH ORDINALITY
      AS t(type, ord)
    WHERE p.level = 2 AND t.type <> ''
    GROUP BY p.id, t.type
  ), numbered AS (
    SELECT page_id, type, row_number() OVER (PARTITION BY page_id ORDER BY ord) AS position,
      row_number() OVER (ORDER BY page_id, ord) AS n
    FROM declared
  ), base AS (SELECT COALESCE(MAX(id), 0) AS top FROM permission)
  INSERT INTO permission (id, parent_id, name, title, type, level, button_type, sort_order)
  SELECT base.top + numbered.n, numbered.page_id, '',
    CASE numbered.type WHEN 'view' THEN '查看' WHEN 'add' THEN '添加' WHEN 'edit' THEN '编辑' WHEN 'delete' THEN '删除'
      WHEN 'output' THEN '导出' ELSE numbered.type END,
    1, 3, numbered.type, numbered.position
  FROM numbered CROSS JOIN base;
  INSERT INTO role_permission (role_id, permission_id)
  SELECT rp.role_id, b.id
  FROM role_permission rp JOIN permission b ON b.parent_id = rp.permission_id AND b.type = 1
  WHERE b.button_type = ANY (string_to_array(rp.perm_types, ','))
  ON CONFLICT DO NOTHING;
  ALTER TABLE permission DROP COLUMN perm_types;
  ALTER TABLE role_permission DROP COLUMN perm_types;
`;

/** X-Boot's permission add and edit answer the saved Permission (the bare profile). */
const SAVED_NODE = savedEntity(`SELECT ${NODE_SELECT} FROM permission p WHERE p.id = $1`, PERMISSION);

type Node = Record<string, unknown> & { id: number; parentId: number; children?: Node[] };

/** Menus and permissions (SPEC §3, §7.3): the tree getMenuList is computed from, buttons included. */
export default screenRoutes(
  'system/menus',
  { order: 4, title: { 'zh-CN': '菜单权限管理', 'en-US': 'Menus & permissions' } },
  (r) => {
    r.entity({
      table: permission,
      existing: 'schema v1',
      migrations: [
        // The older model's steps, kept as they ran: BUTTON_NODES turns their lists into buttons and drops them.
        {
          id: 'permission:perm-types',
          sql: "ALTER TABLE permission ADD COLUMN IF NOT EXISTS perm_types text NOT NULL DEFAULT ''",
        },
        {
          id: 'permission:page-perm-types',
          sql: "UPDATE permission SET perm_types = 'view,add,edit,delete,output' WHERE level = 2 AND perm_types = ''",
        },
        { id: 'permission:button-nodes', sql: BUTTON_NODES },
        // After the conversion: the personal-data buttons and their grants (docs/security.md, "Personal data").
        { id: 'permission:personal-buttons', sql: PERSONAL_BUTTONS },
      ],
    });
    // Hand-written: the whole tree nested, not a page of rows.
    r.get(
      menus.all,
      {
        bareAnswer: PERMISSION,
        page: READERS,
        doc: 'the whole tree from the apps down to the buttons (type 1, level 3), children nested',
      },
      async ({ db }) => {
        const rows = await db.query<Node>(
          `SELECT ${NODE_SELECT} FROM permission p ORDER BY p.level, p.sort_order, p.id`,
        );
        const byId = new Map(rows.map((node) => [node.id, { ...node, children: [] as Node[] }]));
        const roots: Node[] = [];
        for (const node of byId.values()) (byId.get(node.parentId)?.children ?? roots).push(node);
        return roots;
      },
    );
    // Hand-written: one level of a tree.
    r.get(
      menus.byParent,
      { bareAnswer: PERMISSION, page: READERS, doc: 'children of {parentId} (0 = apps; a page’s are its buttons)' },
      async (ctx) =>
        ctx.db.query(`SELECT ${NODE_SELECT} FROM permission p WHERE p.parent_id = $1 ORDER BY p.sort_order, p.id`, [
          pathInt(ctx, 'parentId', 0),
        ]),
    );
    r.list(menus.search, {
      bareAnswer: PERMISSION,
      page: READERS,
      from: 'permission p',
      select: NODE_SELECT,
      // X-Boot: `title` is a required @RequestParam (blank matches every node).
      filters: {
        title: contains('p.title', { mustSend: true }),
        component: contains('p.component'),
        level: oneOf('p.level', [0, 1, 2, 3]),
      },
      order: 'p.level, p.sort_order, p.id',
      paging: false,
    });
    const NODE_PARAMS =
      '{parentId, type -1 app / 0 group or page / 1 button, title, name (not for a button), buttonType (a button’s: view, add, …), path, component, icon, isMenu, url, description, showAlways, sortOrder, status 0/-1}';
    // Node ids are not a sequence (the seed numbers them in page order): a new node takes the next one.
    r.create(
      menus.add,
      permission,
      async (input, { db }) => {
        const [next] = await db.query<{ id: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM permission');
        return { id: next?.id ?? 1, ...(await nodeValues(db, input, 0)) };
      },
      {
        bareAnswer: SAVED_NODE,
        params: NODE_PARAMS,
        doc: 'a button only under a page, its buttonType required and its title unique (名称已存在)',
      },
    );
    r.update(menus.edit, permission, (input, { db }) => nodeValues(db, input, requireInt(input, 'id', 1)), {
      bareAnswer: SAVED_NODE,
      notFound: M.menuNotFound,
      params: `{id, ${NODE_PARAMS.slice(1)}`,
      doc: 'replaces the whole node as X-Boot does: a field left out takes its default (type 0, status 0, sortOrder 0, showAlways and isMenu true, texts blank)',
    });
    // Hand-written: deletes each node's whole subtree, refused while a role is granted any of it.
    r.post(
      menus.delByIds,
      {
        params: '{ids}',
        doc: 'deletes each node with everything under it; refused (nothing deleted) while a role is granted any of them',
      },
      async ({ db, input }) => {
        const ids = readIds(input);
        // Kept by hand: what goes is the subtree of the nodes sent, not the rows sent.
        return db.transaction(async (tx) =>
          deleteRows(tx, permission.name, await subtreeOf(tx, ids), { refuse: [GRANTED] }),
        );
      },
    );
    r.note(
      'menus: level follows the parent (app 0 → group 1 → page 2 → button 3); a page’s buttons (type 1) are what roles grant, their buttonType the permTypes of getMenuList.',
    );
  },
);
