import type { KeysOf } from '../../../contract/calls';
import type { menus } from '../../../contract/system/menus';
import type { Queryable, SqlParam } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optEnum, optFlag, optInt, optNumber, type Input } from '../../lib/input';
import { textField } from '../../lib/form-input';
import { dictConstants } from '../../../contract/dicts/constants';
import { M } from '../../i18n/messages';

/** X-Boot's Permission `type`: -1 top navigation (app), 0 page or group, 1 operation (button). */
export const NODE_TYPE = { app: -1, page: 0, button: 1 } as const;
/** X-Boot's CommonConstant: STATUS_NORMAL 0, STATUS_DISABLE -1. */
export const NODE_STATUS = dictConstants('xbootStatus');

/** A node as getAllList / getByParentId / search answer it (X-Boot's Permission, minus what this server lacks). */
export const NODE_SELECT = `p.id, p.parent_id AS "parentId", p.name, p.title, p.path, p.component, p.icon,
  p.is_menu AS "isMenu", p.url, p.description, p.type, p.level, p.show_always AS "showAlways",
  p.sort_order::float8 AS "sortOrder", p.button_type AS "buttonType", p.status,
  EXISTS (SELECT 1 FROM permission c WHERE c.parent_id = p.id) AS "isParent",
  COALESCE((SELECT t.title FROM permission t WHERE t.id = p.parent_id), '一级菜单') AS "parentTitle"`;

const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,49}$/;
const BUTTON_TYPE = /^[A-Za-z][A-Za-z0-9_-]{0,29}$/;

/** A node's form fields: the add's keys (the edit's are these and `id`). */
type NodeInput = Input<KeysOf<typeof menus.add>>;

interface Stored {
  level: number;
  title: string;
  hasChildren: boolean;
}

/** The route name of an app, group or page: required, unique among them (buttons have none of their own). */
function routeName(input: NodeInput): string {
  const name = textField(input, 'name', M.menuNameEnglish, { required: true, max: 50 }) ?? '';
  // A name taken is refused by the database's unique index (permission_name_key, buttons left out; db/unique.ts).
  if (!NAME.test(name)) throw new ApiError(M.menuNameEnglishMust);
  return name;
}

/** A button's type (view, add, …): required, a short identifier. */
function buttonType(input: NodeInput): string {
  const value = textField(input, 'buttonType', M.buttonPermissionType, { required: true, max: 30 }) ?? '';
  if (!BUTTON_TYPE.test(value)) throw new ApiError(M.buttonPermissionTypeMust);
  return value;
}

/**
 * The whole row of a node from the form, as X-Boot binds a new Permission: a field not sent takes its default (type 0,
 * status 0, sortOrder 0, showAlways and isMenu true, texts blank). `level` follows the parent: 0 at the top, a page at
 * 2, a button (type 1) at 3 and only under a page. `id` is 0 for an add.
 */
export async function nodeValues(db: Queryable, input: NodeInput, id: number): Promise<Record<string, SqlParam>> {
  const [stored] = id
    ? await db.query<Stored>(
        `SELECT level, title, EXISTS (SELECT 1 FROM permission c WHERE c.parent_id = p.id) AS "hasChildren"
         FROM permission p WHERE id = $1`,
        [id],
      )
    : [];
  if (id && !stored) throw new ApiError(M.menuNotFound);
  const type = optEnum(input, 'type', [NODE_TYPE.app, NODE_TYPE.page, NODE_TYPE.button]) ?? NODE_TYPE.page;
  // An add without parentId goes to the top (as before); an edit replaces the whole row and must name it.
  const parentId = optInt(input, 'parentId', 0) ?? (id ? undefined : 0);
  if (parentId === undefined) throw new ApiError(M.parentMenuRequired);
  if (id && parentId === id) throw new ApiError(M.nodeCannotOwnParent);
  const [parent] = parentId
    ? await db.query<{ level: number }>('SELECT level FROM permission WHERE id = $1', [parentId])
    : [];
  if (parentId && !parent) throw new ApiError(M.parentMenuNotFound);
  const level = parent ? parent.level + 1 : 0;
  if (type === NODE_TYPE.button) {
    if (level !== 3) throw new ApiError(M.buttonParentMustPage);
  } else if (level > 2) throw new ApiError(M.menusAtMostThree);
  // Levels are not recomputed down a subtree: a node with children keeps its level.
  if (stored && stored.hasChildren && stored.level !== level) throw new ApiError(M.menuChildrenCannotChange);
  const title = textField(input, 'title', M.menuTitle, { required: true, max: 50 }) ?? '';
  // X-Boot: a button's title is its authority name, so no other node may have it (checked when it is new or changed).
  if (
    type === NODE_TYPE.button &&
    stored?.title !== title &&
    (await db.query('SELECT 1 FROM permission WHERE title = $1 AND id <> $2', [title, id])).length
  )
    throw new ApiError(M.nameAlreadyExists);
  const button = type === NODE_TYPE.button;
  return {
    name: button ? (textField(input, 'name', M.menuNameEnglish, { max: 50 }) ?? '') : routeName(input),
    parent_id: parentId,
    level,
    type,
    title,
    button_type: button ? buttonType(input) : '',
    path: textField(input, 'path', M.routePath, { max: 200 }) ?? '',
    component: textField(input, 'component', M.frontEndComponent, { max: 200 }) ?? '',
    icon: textField(input, 'icon', M.icon, { max: 100 }) ?? '',
    is_menu: (optFlag(input, 'isMenu') ?? true) ? 1 : 0,
    url: textField(input, 'url', M.linkUrl, { max: 500 }) ?? '',
    description: optEnum(input, 'description', ['direct', 'window', 'route']) ?? '',
    show_always: optFlag(input, 'showAlways') ?? true,
    sort_order: optNumber(input, 'sortOrder') ?? 0,
    status: optEnum(input, 'status', [NODE_STATUS.enabled, NODE_STATUS.disabled]) ?? NODE_STATUS.enabled,
  };
}

/** Every node of the subtrees under `ids` (the ids included). */
export async function subtreeOf(db: Queryable, ids: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `WITH RECURSIVE tree AS (
       SELECT id FROM permission WHERE id = ANY($1::int[])
       UNION SELECT c.id FROM permission c JOIN tree t ON c.parent_id = t.id)
     SELECT id FROM tree`,
    [ids],
  );
  return rows.map((row) => row.id);
}
