/** The seeded menu tree and its grants, and the SQL that adds a page seeded later to a database seeded before it. */
import { bulkInsert } from '../db/bulk';
import type { Queryable, SqlParam } from '../db/types';
import { ALL_PERM_TYPES, APPS, buttonTitle, LINK_APPS, type AppDef, type PageDef } from './menu-data';
import { ADMIN_ROLE_ID, OPERATOR_ROLE_ID } from './staff';

const PERMISSION_COLUMNS = [
  'id',
  'parent_id',
  'name',
  'title',
  'icon',
  'is_menu',
  'url',
  'description',
  'component',
  'type',
  'level',
  'path',
  'sort_order',
  'button_type',
] as const;

/**
 * The menu tree (permission table), each page with one button per permType (type 1, level 3), and which role is
 * granted which node: the admin every node, the operator its pages with their view button only. Button ids follow
 * the largest other id in page order, as the migration from the older model numbers them (permission:button-nodes).
 */
export async function seedMenu(db: Queryable): Promise<void> {
  const nodes: SqlParam[][] = [];
  const pages: { id: number; operator: boolean }[] = [];
  const grants: SqlParam[][] = [];
  /** `operator`: whether the operator sees the node. */
  const grant = (id: number, operator: boolean): void => {
    grants.push([ADMIN_ROLE_ID, id]);
    if (operator) grants.push([OPERATOR_ROLE_ID, id]);
  };
  // In an admin-only app the operator gets only the pages marked operatorView, and the app and groups holding them.
  const forOperator = (app: AppDef, page: PageDef): boolean => !app.adminOnly || page.operatorView === true;
  APPS.forEach((app, appIndex) => {
    const appId = (appIndex + 1) * 1000;
    nodes.push([appId, 0, app.name, app.title, app.icon, 1, '', '', app.component, -1, 0, '', appIndex + 1, '']);
    grant(
      appId,
      app.groups.some((group) => group.pages.some((page) => forOperator(app, page))),
    );
    app.groups.forEach((group, groupIndex) => {
      const groupId = appId + (groupIndex + 1) * 100;
      nodes.push([
        groupId,
        appId,
        group.name,
        group.title,
        group.icon,
        1,
        '',
        '',
        'Main',
        0,
        1,
        `/${group.name}`,
        groupIndex + 1,
        '',
      ]);
      grant(
        groupId,
        group.pages.some((page) => forOperator(app, page)),
      );
      group.pages.forEach((page, pageIndex) => {
        const pageId = groupId + pageIndex + 1;
        const component = `${group.name}/${page.key}`;
        nodes.push([
          pageId,
          groupId,
          page.key,
          page.title,
          '',
          1,
          '',
          '',
          component,
          0,
          2,
          page.key,
          pageIndex + 1,
          '',
        ]);
        grant(pageId, forOperator(app, page));
        pages.push({ id: pageId, operator: forOperator(app, page) });
      });
    });
  });
  LINK_APPS.forEach((link, index) => {
    const id = 9000 + (index + 1) * 100;
    nodes.push([
      id,
      0,
      link.name,
      link.title,
      link.icon,
      0,
      link.url,
      link.description,
      '',
      -1,
      0,
      '',
      APPS.length + index + 1,
      '',
    ]);
    grant(id, true);
  });
  let next = Math.max(...nodes.map((node) => Number(node[0])));
  for (const page of pages.sort((a, b) => a.id - b.id))
    ALL_PERM_TYPES.forEach((type, index) => {
      next += 1;
      nodes.push([next, page.id, '', buttonTitle(type), '', 1, '', '', '', 1, 3, '', index + 1, type]);
      grant(next, page.operator && type === 'view');
    });
  await bulkInsert(db, 'permission', PERMISSION_COLUMNS, nodes);
  await bulkInsert(db, 'role_permission', ['role_id', 'permission_id'], grants);
}

/**
 * SQL adding a page seeded later to a database seeded before it (a screen's entity migration): the page at the end of
 * its group, its buttons, and the grants a fresh seed gives (admin all; the operator the page and its view button
 * where the seed gives them). Nothing on an empty database (the seed adds it) or where the page is.
 */
export function addedPageSql(group: string, key: string): string {
  const app = APPS.find((candidate) => candidate.groups.some((one) => one.name === group));
  const page = app?.groups.find((one) => one.name === group)?.pages.find((one) => one.key === key);
  if (!app || !page) throw new Error(`no page ${group}/${key} in the seeded menu`);
  const operator = !app.adminOnly || page.operatorView === true;
  const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;
  const component = quote(`${group}/${page.key}`);
  const buttons = ALL_PERM_TYPES.map((type, index) => `(${quote(type)}, ${quote(buttonTitle(type))}, ${index + 1})`);
  return `
    WITH grp AS (SELECT id FROM permission WHERE name = ${quote(group)} AND level = 1 ORDER BY id LIMIT 1),
    top AS (SELECT max(id) AS n FROM permission),
    page AS (
      INSERT INTO permission (${PERMISSION_COLUMNS.join(', ')})
      SELECT top.n + 1, grp.id, ${quote(page.key)}, ${quote(page.title)}, '', 1, '', '', ${component}, 0, 2,
        ${quote(page.key)}, (SELECT COUNT(*) + 1 FROM permission WHERE parent_id = grp.id), ''
      FROM grp, top WHERE NOT EXISTS (SELECT 1 FROM permission WHERE component = ${component})
      RETURNING id),
    buttons AS (
      INSERT INTO permission (${PERMISSION_COLUMNS.join(', ')})
      SELECT page.id + t.ord, page.id, '', t.title, '', 1, '', '', '', 1, 3, '', t.ord, t.type
      FROM page, (VALUES ${buttons.join(', ')}) AS t(type, title, ord)
      RETURNING id, button_type)
    INSERT INTO role_permission (role_id, permission_id)
    SELECT r.id, n.id FROM role r, (SELECT id, 'view' AS type FROM page UNION ALL SELECT id, button_type FROM buttons) n
    WHERE r.name = 'ROLE_ADMIN' OR (${operator} AND r.name = 'ROLE_OPERATOR' AND n.type = 'view');
    SELECT setval(pg_get_serial_sequence('permission', 'id'), max(id)) FROM permission HAVING max(id) IS NOT NULL;
  `;
}
