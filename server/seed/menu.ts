/**
 * The seeded menu tree and its grants, and the SQL that adds a page seeded later to a database seeded before it. The
 * tree is the declared one (server/kit/menu.ts): apps (level 0) → groups (level 1) → pages (level 2) → buttons (level
 * 3, type 1, X-Boot's operation nodes: one per permType a page offers, its `button_type` the type).
 */
import { bulkInsert } from '../db/bulk';
import type { Queryable, SqlParam } from '../db/types';
import { buildMenu, forOperator, type Menu, type PageMenu } from '../kit/menu';
import type { ScreenDecl } from '../kit/types';
import { LINK_APPS, MENU_APPS } from './apps';
import { ADMIN_ROLE_ID, FINANCE_ROLE_ID, OPERATOR_ROLE_ID, SERVICE_ROLE_ID } from './staff';

/** The buttons every seeded page gets, in this order (sort_order 1…5). */
export const ALL_PERM_TYPES = ['view', 'add', 'edit', 'delete', 'output'] as const;

/**
 * The personal-data buttons (docs/security.md, "Personal data"), after every page's five (sort_order 6, 7) on the
 * pages where administrators look for them: one capability each, whichever page grants it. Seeded after all the other
 * buttons, so no other node's id moved when they came.
 */
export const PERSONAL_PERM_TYPES = ['sensitive', 'reveal'] as const;
export const PERSONAL_PAGES = ['members/user-list', 'finance/withdraw-orders'] as const;
/** The group whose every button the finance role holds (with `sensitive` where the group has it). */
export const FINANCE_GROUP = 'finance';

/** A button node's title: the Chinese label of its type (the console's texts), else the type itself. */
const BUTTON_TITLES: Readonly<Record<string, string>> = {
  view: '查看',
  add: '添加',
  edit: '编辑',
  delete: '删除',
  output: '导出',
  sensitive: '查看完整个人信息',
  reveal: '查看个人信息（需说明原因）',
};

const buttonTitle = (type: string): string => BUTTON_TITLES[type] ?? type;

/** The menu the declarations give: server/seed/apps.ts and each screen's menu entry. */
export const declaredMenu = (screens: readonly ScreenDecl[]): Menu => buildMenu(screens, MENU_APPS, LINK_APPS);

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
 * granted which node: the admin every node, the operator its pages with their view button only; the service role the
 * operator's and `reveal`; the finance role the operator's and every node of the finance group, `sensitive` included.
 * Button ids follow the largest other id in page order, as the migration from the older model numbers them
 * (permission:button-nodes); the personal-data buttons follow those.
 */
export async function seedMenu(db: Queryable, menu: Menu): Promise<void> {
  const nodes: SqlParam[][] = [];
  const pages: { id: number; operator: boolean; component: string; finance: boolean }[] = [];
  const grants: SqlParam[][] = [];
  /** `operator`: whether the operator (and so the finance and service roles) sees the node; `also`: other roles. */
  const grant = (id: number, operator: boolean, also: readonly number[] = []): void => {
    grants.push([ADMIN_ROLE_ID, id]);
    const roles = operator ? [OPERATOR_ROLE_ID, FINANCE_ROLE_ID, SERVICE_ROLE_ID] : [];
    for (const role of new Set([...roles, ...also])) grants.push([role, id]);
  };
  const financeOf = (finance: boolean): number[] => (finance ? [FINANCE_ROLE_ID] : []);
  // In an admin-only app the operator gets only the pages marked operatorView, and the app and groups holding them.
  menu.apps.forEach((app, appIndex) => {
    const appId = (appIndex + 1) * 1000;
    nodes.push([
      appId,
      0,
      app.name,
      app.title['zh-CN'],
      app.icon,
      1,
      '',
      '',
      app.component,
      -1,
      0,
      '',
      appIndex + 1,
      '',
    ]);
    grant(
      appId,
      app.groups.some((group) => group.pages.some((page) => forOperator(app, page))),
      financeOf(app.groups.some((group) => group.name === FINANCE_GROUP)),
    );
    app.groups.forEach((group, groupIndex) => {
      const groupId = appId + (groupIndex + 1) * 100;
      nodes.push([
        groupId,
        appId,
        group.name,
        group.title['zh-CN'],
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
      const finance = group.name === FINANCE_GROUP;
      grant(
        groupId,
        group.pages.some((page) => forOperator(app, page)),
        financeOf(finance),
      );
      group.pages.forEach((page, pageIndex) => {
        const pageId = groupId + pageIndex + 1;
        const component = `${group.name}/${page.key}`;
        nodes.push([
          pageId,
          groupId,
          page.key,
          page.title['zh-CN'],
          page.icon ?? '',
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
        grant(pageId, forOperator(app, page), financeOf(finance));
        pages.push({ id: pageId, operator: forOperator(app, page), component, finance });
      });
    });
  });
  menu.links.forEach((link, index) => {
    const id = 9000 + (index + 1) * 100;
    nodes.push([
      id,
      0,
      link.name,
      link.title['zh-CN'],
      link.icon,
      0,
      link.url,
      link.description,
      '',
      -1,
      0,
      '',
      menu.apps.length + index + 1,
      '',
    ]);
    grant(id, true);
  });
  let next = Math.max(...nodes.map((node) => Number(node[0])));
  for (const page of pages.sort((a, b) => a.id - b.id))
    ALL_PERM_TYPES.forEach((type, index) => {
      next += 1;
      nodes.push([next, page.id, '', buttonTitle(type), '', 1, '', '', '', 1, 3, '', index + 1, type]);
      grant(next, page.operator && type === 'view', financeOf(page.finance));
    });
  for (const page of pages.filter((one) => (PERSONAL_PAGES as readonly string[]).includes(one.component)))
    PERSONAL_PERM_TYPES.forEach((type, index) => {
      next += 1;
      const title = buttonTitle(type);
      nodes.push([next, page.id, '', title, '', 1, '', '', '', 1, 3, '', ALL_PERM_TYPES.length + index + 1, type]);
      grant(next, false, type === 'reveal' ? [SERVICE_ROLE_ID] : financeOf(page.finance));
    });
  await bulkInsert(db, 'permission', PERMISSION_COLUMNS, nodes);
  await bulkInsert(db, 'role_permission', ['role_id', 'permission_id'], grants);
}

/**
 * SQL adding a page seeded later to a database seeded before it (a screen's entity migration, given the page key and
 * the menu entry its declaration carries): the page at the end of its group, its buttons, and the grants a fresh
 * seed gives (admin all; the operator, finance and service roles the page and its view button where the seed gives
 * them to the operator; the finance role all of a finance page). Nothing on an empty
 * database (the seed adds it) or where the page is.
 */
export function addedPageSql(pageKey: string, page: PageMenu): string {
  const [group = '', key = ''] = pageKey.split('/');
  const app = MENU_APPS.find((candidate) => candidate.groups.some((one) => one.name === group));
  if (!app) throw new Error(`no group ${group} in server/seed/apps.ts`);
  const operator = forOperator(app, page);
  const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;
  const component = quote(pageKey);
  const buttons = ALL_PERM_TYPES.map((type, index) => `(${quote(type)}, ${quote(buttonTitle(type))}, ${index + 1})`);
  return `
    WITH grp AS (SELECT id FROM permission WHERE name = ${quote(group)} AND level = 1 ORDER BY id LIMIT 1),
    top AS (SELECT max(id) AS n FROM permission),
    page AS (
      INSERT INTO permission (${PERMISSION_COLUMNS.join(', ')})
      SELECT top.n + 1, grp.id, ${quote(key)}, ${quote(page.title['zh-CN'])}, ${quote(page.icon ?? '')}, 1, '', '',
        ${component}, 0, 2, ${quote(key)}, (SELECT COUNT(*) + 1 FROM permission WHERE parent_id = grp.id), ''
      FROM grp, top WHERE NOT EXISTS (SELECT 1 FROM permission WHERE component = ${component})
      RETURNING id),
    buttons AS (
      INSERT INTO permission (${PERMISSION_COLUMNS.join(', ')})
      SELECT page.id + t.ord, page.id, '', t.title, '', 1, '', '', '', 1, 3, '', t.ord, t.type
      FROM page, (VALUES ${buttons.join(', ')}) AS t(type, title, ord)
      RETURNING id, button_type)
    INSERT INTO role_permission (role_id, permission_id)
    SELECT r.id, n.id FROM role r, (SELECT id, 'view' AS type FROM page UNION ALL SELECT id, button_type FROM buttons) n
    WHERE r.name = 'ROLE_ADMIN' OR (${group === FINANCE_GROUP} AND r.name = 'ROLE_FINANCE')
      OR (${operator} AND r.name IN ('ROLE_OPERATOR', 'ROLE_FINANCE', 'ROLE_SERVICE') AND n.type = 'view');
    SELECT setval(pg_get_serial_sequence('permission', 'id'), max(id)) FROM permission HAVING max(id) IS NOT NULL;
  `;
}
