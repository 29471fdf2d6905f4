import type { Api } from '../http/api';
import { ALL_PERM_TYPES } from '../seed/menu-data';

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
  permTypes: string;
}

export interface MenuNode extends Omit<NodeRow, 'permTypes'> {
  permTypes: string[];
  children: MenuNode[];
}

const ORDER: readonly string[] = ALL_PERM_TYPES;

/** The user's menu tree: every node any of their roles grants, permTypes merged over roles. */
export function registerMenuRoutes(api: Api): void {
  api.get('/xboot/permission/getMenuList', {}, async ({ user }) => {
    const rows = await api.db.query<NodeRow>(
      `SELECT p.id, p.parent_id AS "parentId", p.name, p.title, p.icon, p.is_menu AS "isMenu", p.url, p.description,
              p.component, p.type, p.level, p.show_always AS "showAlways", p.path, p.sort_order::float8 AS "sortOrder",
              string_agg(rp.perm_types, ',') AS "permTypes"
       FROM permission p
       JOIN role_permission rp ON rp.permission_id = p.id
       JOIN user_role ur ON ur.role_id = rp.role_id
       WHERE ur.user_id = $1
       GROUP BY p.id
       ORDER BY p.level, p.sort_order, p.id`,
      [user.id],
    );
    const byId = new Map<number, MenuNode>();
    const roots: MenuNode[] = [];
    for (const row of rows) {
      const types = new Set(row.permTypes.split(',').filter(Boolean));
      const node: MenuNode = {
        ...row,
        permTypes: [...types].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)),
        children: [],
      };
      byId.set(node.id, node);
      const parent = byId.get(node.parentId);
      if (parent) parent.children.push(node);
      else if (node.level === 0) roots.push(node);
    }
    return roots;
  });

  api.get('/xboot/dictData/getByType/:type', {}, async ({ c }) => {
    return api.db.query<{ value: string; title: string }>(
      `SELECT dd.value, dd.title FROM dict_data dd JOIN dict d ON d.id = dd.dict_id
       WHERE d.type = $1 AND dd.status = 1 ORDER BY dd.sort_order, dd.id`,
      [c.req.param('type') ?? ''],
    );
  });
}
