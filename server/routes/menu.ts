import { session } from '../../contract/session';
import type { Queryable } from '../db/types';
import type { Api } from '../http/api';
import { ApiError } from '../lib/api-error';
import { DICT_DATA, menuWithout } from '../kit/xboot-shapes';
import { cached } from '../lib/cache/cached';
import type { CacheStore } from '../lib/cache';
import { bareDicts, unknownDictType } from '../lib/xboot-dicts';

interface NodeRow {
  id: number;
  parentId: number;
  name: string;
  title: string;
  icon: string;
  isMenu: number;
  url: string;
  description: string;
  component: string;
  type: number;
  level: number;
  showAlways: boolean;
  path: string;
  sortOrder: number;
  permTypes: string[];
}

export interface MenuNode extends NodeRow {
  children: MenuNode[];
}

interface DictOption {
  value: string;
  title: string;
}

const DICT_SQL = `SELECT d.type, dd.value, dd.title FROM dict_data dd JOIN dict d ON d.id = dd.dict_id
  WHERE dd.status = 0 AND ($1::text IS NULL OR d.type = $1) ORDER BY d.type, dd.sort_order, dd.id`;

/** A dictionary type's enabled data in order ([] for an unknown type). */
async function dictOptions(db: Queryable, type: string): Promise<DictOption[]> {
  return (await db.query<DictOption & { type: string }>(DICT_SQL, [type])).map(({ value, title }) => ({
    value,
    title,
  }));
}

/** Puts every dictionary's answer in the cache at start, so the console's first lists read none from the database. */
export async function warmDictionaries(db: Queryable, cache: CacheStore): Promise<void> {
  const byType = new Map<string, DictOption[]>();
  for (const { type, value, title } of await db.query<DictOption & { type: string }>(DICT_SQL, [null]))
    byType.set(type, [...(byType.get(type) ?? []), { value, title }]);
  for (const [type, options] of byType) await cached(cache, 'dict', type, async () => options);
}

/**
 * X-Boot's getByType (DictDataController, DictDataServiceImpl.findByDictId), for the bare profile: a public URL; the
 * type's enabled DictData rows by sortOrder, or X-Boot's refusal of a type it does not have (the console's own types
 * among them, lib/xboot-dicts.ts).
 */
async function xbootDictData(db: Queryable, type: string): Promise<Record<string, unknown>[]> {
  const [dict] = await db.query<{ id: number }>(`SELECT d.id FROM ${bareDicts('d')} WHERE d.type = $1`, [type]);
  if (!dict) throw new ApiError(unknownDictType(type));
  const rows = await db.query<Record<string, unknown>>(
    `SELECT dd.id, dd.dict_id AS "dictId", dd.value, dd.title, dd.sort_order AS "sortOrder", dd.status, dd.description
     FROM dict_data dd WHERE dd.dict_id = $1 AND dd.status = 0 ORDER BY dd.sort_order, dd.id`,
    [dict.id],
  );
  return rows;
}

/**
 * The user's menu tree (every node any of their roles grants, permTypes merged over roles) and the dictionaries,
 * both served from the cache (lib/cache/cached.ts: forgotten when menus, roles, users or dictionaries are edited).
 * `ownPages`: the console's own pages (PageMenu.consoleOnly), which the bare profile's menu leaves out; its getByType is
 * X-Boot's (xbootDictData).
 */
export function registerMenuRoutes(api: Api, cache: CacheStore, ownPages: ReadonlySet<string> = new Set()): void {
  api.get(session.menuList, { bareAnswer: menuWithout(ownPages) }, async ({ user }) =>
    cached(cache, 'menu', `user:${user.id}`, () => menuOf(api.db, user.id)),
  );

  if (api.profile === 'bare') {
    api.public(session.dictByType, { bareAnswer: DICT_DATA }, async ({ c }) =>
      xbootDictData(api.db, c.req.param('type') ?? ''),
    );
    return;
  }
  api.get(session.dictByType, {}, async ({ c }) => {
    const type = c.req.param('type') ?? '';
    // Only known types are kept: an unknown name asked for cannot grow the cache.
    return cached(
      cache,
      'dict',
      type,
      () => dictOptions(api.db, type),
      (options) => options.length > 0,
    );
  });
}

/**
 * X-Boot's getMenuList (PermissionController, PermissionMapper.findByUserId): the enabled nodes any of the user's roles
 * grants, apps → groups → pages; a page's permTypes are the buttonTypes of its granted, enabled buttons (type 1) in
 * their order, and the buttons themselves are not in the tree.
 */
async function menuOf(db: Queryable, userId: number): Promise<MenuNode[]> {
  const rows = await db.query<NodeRow>(
    `WITH mine AS (
       SELECT DISTINCT p.id, p.parent_id, p.name, p.title, p.icon, p.is_menu, p.url, p.description, p.component, p.type,
              p.level, p.show_always, p.path, p.sort_order, p.button_type
       FROM permission p
       JOIN role_permission rp ON rp.permission_id = p.id
       JOIN user_role ur ON ur.role_id = rp.role_id
       WHERE ur.user_id = $1 AND p.status = 0)
     SELECT m.id, m.parent_id AS "parentId", m.name, m.title, m.icon, m.is_menu AS "isMenu", m.url, m.description,
            m.component, m.type, m.level, m.show_always AS "showAlways", m.path, m.sort_order::float8 AS "sortOrder",
            COALESCE((SELECT array_agg(b.button_type ORDER BY b.sort_order, b.id) FROM mine b
                      WHERE b.parent_id = m.id AND b.type = 1), '{}') AS "permTypes"
     FROM mine m
     WHERE m.type <> 1
     ORDER BY m.level, m.sort_order, m.id`,
    [userId],
  );
  const byId = new Map<number, MenuNode>();
  const roots: MenuNode[] = [];
  for (const row of rows) {
    const node: MenuNode = { ...row, children: [] };
    byId.set(node.id, node);
    const parent = byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.level === 0) roots.push(node);
  }
  return roots;
}
