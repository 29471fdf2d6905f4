import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_MENU_PATH } from '../generated';
import { startTestServer, type TestContext } from './helpers';

interface MenuNode {
  id: number;
  parentId: number;
  name: string;
  title: string;
  isMenu: number;
  url: string;
  description: string;
  component: string;
  type: number;
  level: number;
  path: string;
  permTypes: string[];
  children: MenuNode[];
}

let ctx: TestContext;
let adminMenu: MenuNode[];
let operatorMenu: MenuNode[];

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

const pagesOf = (menu: MenuNode[]): MenuNode[] => flatten(menu).filter((node) => node.level === 2);

beforeAll(async () => {
  ctx = await startTestServer();
  adminMenu = (await ctx.admin.get<MenuNode[]>('/xboot/permission/getMenuList')).result;
  operatorMenu = (await ctx.operator.get<MenuNode[]>('/xboot/permission/getMenuList')).result;
});
afterAll(async () => {
  await ctx.server.close();
});

const FIXED: readonly (readonly [string, string])[] = [
  ['finance/withdraw-orders', 'withdraw-orders'],
  ['members/exchange-score-records', 'exchange-score-records'],
  ['goods/score-goods', 'score-goods'],
  ['team/team-config', 'team-config'],
  ['members/usdt-withdraw-addresses', 'usdt-withdraw-addresses'],
  ['team/team-list', 'team-list'],
  ['members/finish-task-records', 'finish-task-records'],
  ['system/analytics-accounts', 'analytics-accounts'],
];

describe('menu tree', () => {
  it('has the top-level apps in order, as type -1 containers', () => {
    expect(adminMenu.map((node) => node.name)).toEqual([
      'operations',
      'mall',
      'team-app',
      'content-app',
      'stats-app',
      'system-app',
      'help-docs',
      'website',
    ]);
    for (const app of adminMenu) expect(app).toMatchObject({ type: -1, level: 0, parentId: '0' });
    expect(adminMenu.find((app) => app.name === 'stats-app')?.component).toBe('hot');
    expect(adminMenu.find((app) => app.name === 'help-docs')).toMatchObject({
      isMenu: 0,
      description: 'route',
      url: 'ownspace_index',
      title: '帮助文档',
    });
    expect(adminMenu.find((app) => app.name === 'website')).toMatchObject({
      isMenu: 0,
      description: 'window',
      url: 'https://example.com',
    });
  });

  it('nests groups (component Main) and pages under the apps', () => {
    const mall = adminMenu.find((app) => app.name === 'mall');
    expect(mall?.children.map((group) => group.name)).toEqual(['goods', 'shops', 'invest', 'points']);
    for (const group of flatten(adminMenu).filter((node) => node.level === 1)) {
      expect(group).toMatchObject({ component: 'Main', type: 0 });
      expect(group.path.startsWith('/')).toBe(true);
      for (const page of group.children) {
        expect(page.component).toBe(`${group.name}/${page.path}`);
        expect(page.parentId).toBe(group.id);
      }
    }
  });

  it('contains the eight specified screens with their route names', () => {
    const pages = pagesOf(adminMenu);
    for (const [component, name] of FIXED) {
      expect(pages.find((page) => page.component === component)?.name, component).toBe(name);
    }
    expect(pages.length).toBeGreaterThanOrEqual(70);
  });

  it('uses unique route names', () => {
    const names = flatten(adminMenu).map((node) => node.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives admin every permType and operator only view; of the system app, the audit trail and analytics accounts', () => {
    // The member list and the withdrawal orders also carry the personal-data types (server/seed/menu.ts).
    const personal = new Set(['members/user-list', 'finance/withdraw-orders']);
    for (const page of pagesOf(adminMenu))
      expect(page.permTypes).toEqual([
        ...['view', 'add', 'edit', 'delete', 'output'],
        ...(personal.has(page.component) ? ['sensitive', 'reveal'] : []),
      ]);
    const operatorSystem = operatorMenu.find((app) => app.name === 'system-app');
    expect(operatorSystem?.children.map((group) => group.name)).toEqual(['system']);
    const readable = ['system/audit-trail', 'system/analytics-accounts'];
    expect(operatorSystem?.children[0]?.children.map((page) => page.component)).toEqual(readable);
    const operatorPages = pagesOf(operatorMenu);
    expect(operatorPages.length).toBeGreaterThan(50);
    for (const page of operatorPages) expect(page.permTypes).toEqual(['view']);
    const systemPages = operatorPages.filter((page) => page.component.startsWith('system/'));
    expect(systemPages.map((page) => page.component)).toEqual(readable);
    const adminBusiness = pagesOf(adminMenu).filter((page) => !page.component.startsWith('system/'));
    expect(operatorPages.length).toBe(adminBusiness.length + readable.length);
  });

  it("is what the shell's unit tests read (tests/unit/seeded-menu.json; `npm run contract` rewrites it)", () => {
    const live = { admin: adminMenu, operator: operatorMenu };
    expect(JSON.parse(readFileSync(SEEDED_MENU_PATH, 'utf8')), 'run npm run contract').toEqual(live);
  });

  it('requires a login', async () => {
    expect((await ctx.anonymous.get('/xboot/permission/getMenuList')).code).toBe(401);
  });
});
