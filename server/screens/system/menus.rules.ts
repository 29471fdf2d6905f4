import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { optEnum, optFlag, optInt, optNumber, optString, type Input } from '../../http/input';
import { textField } from '../../lib/form-input';

export const NODE_SELECT = `p.id, p.parent_id AS "parentId", p.name, p.title, p.path, p.component, p.icon,
  p.is_menu AS "isMenu", p.url, p.description, p.type, p.level, p.show_always AS "showAlways",
  p.sort_order::float8 AS "sortOrder", p.perm_types AS "permTypes",
  EXISTS (SELECT 1 FROM permission c WHERE c.parent_id = p.id) AS "isParent"`;

/** permTypes stored comma-separated, sent as a list. */
export const mapNode = (row: Record<string, unknown>) => ({
  ...row,
  permTypes: String(row.permTypes ?? '')
    .split(',')
    .filter(Boolean),
});

const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,49}$/;
const PERM_TYPE = /^[A-Za-z][A-Za-z0-9_-]{0,29}$/;

/** permTypes as a list or comma text: view always first on a page. */
function permTypes(input: Input): string | undefined {
  const value = input.permTypes;
  if (value === undefined || value === null) return undefined;
  const list = (Array.isArray(value) ? value.map(String) : String(value).split(','))
    .map((type) => type.trim())
    .filter(Boolean);
  if (!list.every((type) => PERM_TYPE.test(type))) throw new ApiError('权限类型只能是字母、数字、下划线或中划线');
  return [...new Set(['view', ...list])].join(',');
}

/** The node's fields from the form; `level` follows the parent (0 at the top). */
export async function nodeValues(db: Queryable, input: Input, adding: boolean) {
  const name = optString(input, 'name');
  if (adding && !name) throw new ApiError('菜单名称(英文)不能为空');
  if (name !== undefined && !NAME.test(name))
    throw new ApiError('菜单名称(英文)只能是字母开头的字母、数字、下划线或中划线');
  const id = optInt(input, 'id', 1) ?? 0;
  if (name && (await db.query('SELECT 1 FROM permission WHERE name = $1 AND id <> $2', [name, id])).length)
    throw new ApiError('菜单名称(英文)已存在');
  const parentId = optInt(input, 'parentId', 0);
  let level: number | undefined;
  if (parentId !== undefined) {
    if (parentId === id && id) throw new ApiError('上级菜单不能是自己');
    const [parent] = parentId
      ? await db.query<{ level: number }>('SELECT level FROM permission WHERE id = $1', [parentId])
      : [];
    if (parentId && !parent) throw new ApiError('上级菜单不存在');
    level = parent ? parent.level + 1 : 0;
    if (level > 2) throw new ApiError('菜单最多三级：应用、分组、页面');
  }
  return {
    name,
    parent_id: parentId,
    level,
    title: textField(input, 'title', '菜单标题', { required: adding, max: 50 }),
    path: textField(input, 'path', '路由路径', { max: 200 }),
    component: textField(input, 'component', '前端组件', { max: 200 }),
    icon: textField(input, 'icon', '图标', { max: 100 }),
    is_menu: optEnum(input, 'isMenu', [0, 1]),
    url: textField(input, 'url', '链接地址', { max: 500 }),
    description: input.description === '' ? '' : optEnum(input, 'description', ['direct', 'window', 'route']),
    type: optEnum(input, 'type', [-1, 0]),
    show_always: optFlag(input, 'showAlways'),
    sort_order: optNumber(input, 'sortOrder'),
    perm_types: permTypes(input),
  };
}
