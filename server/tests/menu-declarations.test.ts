import { call } from '../../contract/calls';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { declarationFiles, loadScreens, SCREENS_DIR } from '../kit/discover';
import { buildMenu, englishTitles, type AppDecl, type PageMenu } from '../kit/menu';
import { screenRoutes } from '../kit/screen';
import { migrate } from '../db/migrations';
import { openDb } from '../db/open';
import { addedPageSql, declaredMenu, seedMenu } from '../seed/menu';
import { seedStaff } from '../seed/staff';
import { emptyDatabase } from './templates';

const temp = mkdtempSync(join(tmpdir(), 'menu-declarations-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const entry = (order: number, en = `page ${order}`): PageMenu => ({
  order,
  title: { 'zh-CN': `页${order}`, 'en-US': en },
});
const APP: AppDecl = {
  name: 'ops',
  title: { 'zh-CN': '运营', 'en-US': 'Operations' },
  icon: 'AppstoreOutlined',
  component: '',
  adminOnly: false,
  groups: [
    { name: 'members', title: { 'zh-CN': '会员', 'en-US': 'Members' }, icon: 'TeamOutlined' },
    { name: 'finance', title: { 'zh-CN': '财务', 'en-US': 'Finance' }, icon: 'AccountBookOutlined' },
  ],
};
const LINK = {
  name: 'help',
  title: { 'zh-CN': '帮助', 'en-US': 'Help' },
  icon: 'QuestionCircleOutlined',
  description: 'route',
  url: 'x',
} as const;

describe('the menu is built from the screen declarations and server/seed/apps.ts', () => {
  it("puts each declaration in its folder's group, in the order it declares, with both titles", () => {
    const menu = buildMenu(
      [
        screenRoutes('members/b', entry(2), () => undefined),
        screenRoutes('finance/c', entry(1), () => undefined),
        screenRoutes('members/a', { ...entry(1), operatorView: true, icon: 'UserOutlined' }, () => undefined),
      ],
      [APP],
      [LINK],
    );
    expect(menu.apps[0]?.groups.map((group) => [group.name, group.pages.map((page) => page.key)])).toEqual([
      ['members', ['a', 'b']],
      ['finance', ['c']],
    ]);
    expect(menu.apps[0]?.groups[0]?.pages[0]).toMatchObject({ operatorView: true, icon: 'UserOutlined' });
    expect(englishTitles(menu)).toEqual({
      ops: 'Operations',
      members: 'Members',
      a: 'page 1',
      b: 'page 2',
      finance: 'Finance',
      c: 'page 1',
      help: 'Help',
    });
  });

  it('refuses a page outside the declared groups, an empty group, a shared order, a blank title, an unknown page', () => {
    const finance = screenRoutes('finance/c', entry(1), () => undefined);
    const members = screenRoutes('members/a', entry(1), () => undefined);
    expect(() => buildMenu([finance, members, screenRoutes('shops/x', entry(1), () => undefined)], [APP])).toThrow(
      /groups no app declares.*: shops/,
    );
    expect(() => buildMenu([finance], [APP])).toThrow(/group 'members' has no page/);
    expect(() => buildMenu([finance, members, screenRoutes('members/b', entry(1), () => undefined)], [APP])).toThrow(
      /group 'members': two pages with order 1/,
    );
    expect(() => buildMenu([finance, screenRoutes('members/a', entry(1, ' '), () => undefined)], [APP])).toThrow(
      /members\/a: a blank menu title/,
    );
    const stray = screenRoutes('members/a', entry(1), (r) =>
      r.get(call('query', '/x', {}), { page: ['members/a', 'members/nowhere'] }, async () => null),
    );
    expect(() => buildMenu([finance, stray], [APP])).toThrow(
      /members\/a: \/x names the undeclared page 'members\/nowhere'/,
    );
  });

  it('builds from the real declarations, each page an English title of its own', async () => {
    const menu = declaredMenu(await loadScreens());
    const pages = menu.apps.flatMap((app) => app.groups.flatMap((group) => group.pages));
    expect(pages.length).toBe(declarationFiles().length);
    for (const page of pages) expect(page.title['en-US'], page.key).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('reads only <group>/<name>.ts as a declaration: not apps.ts beside the groups, not a helper with a second dot', () => {
    const files = declarationFiles().map((file) => file.slice(SCREENS_DIR.length + 1).replaceAll('\\', '/'));
    expect(files).not.toContain('apps.ts');
    expect(files).toContain('finance/money-approvals.ts');
    expect(files.filter((file) => file.split('/').length !== 2 || file.split('.').length !== 2)).toEqual([]);
  });

  it('rejects a declaration whose page key is not its file path', async () => {
    const dir = mkdtempSync(join(temp, 'screens-'));
    mkdirSync(join(dir, 'team'));
    const kit = join(process.cwd(), 'server', 'kit', 'screen.ts').replaceAll('\\', '/');
    writeFileSync(
      join(dir, 'team', 'team-list.ts'),
      `import { screenRoutes } from '${kit}';\n` +
        `export default screenRoutes('team/team-config', { order: 1, title: { 'zh-CN': '团队', 'en-US': 'Team' } }, () => undefined);\n`,
    );
    await expect(loadScreens(dir)).rejects.toThrow(/declares 'team\/team-config', its path says 'team\/team-list'/);
  });

  it('adds a page to a database seeded before it from its menu entry: title, buttons and the grants a seed gives', async () => {
    const screens = await loadScreens();
    const db = await openDb({ dataDir: 'memory', loadFrom: emptyDatabase() });
    try {
      await migrate(db);
      await seedStaff(db);
      await seedMenu(db, declaredMenu(screens));
      const page = "(SELECT id FROM permission WHERE component = 'finance/money-approvals')";
      const grantsNow = async (): Promise<string[]> =>
        (
          await db.query<{ role: string; type: string | null }>(
            `SELECT r.name AS role, p.button_type AS type FROM role_permission rp JOIN role r ON r.id = rp.role_id
             JOIN permission p ON p.id = rp.permission_id WHERE p.id = ${page} OR p.parent_id = ${page}
             ORDER BY r.name, p.level, p.sort_order`,
          )
        ).map(({ role, type }) => `${role}:${type || 'page'}`);
      const seeded = await grantsNow();
      await db.exec(`DELETE FROM permission WHERE parent_id = ${page}; DELETE FROM permission WHERE id = ${page}`);
      const menu = screens.find((screen) => screen.page === 'finance/money-approvals')?.menu;
      if (!menu) throw new Error('no money-approvals declaration');
      await db.exec(addedPageSql('finance/money-approvals', menu));
      const [added] = await db.query<{ title: string; path: string }>(
        "SELECT title, path FROM permission WHERE component = 'finance/money-approvals'",
      );
      expect(added).toEqual({ title: '资金审批', path: 'money-approvals' });
      // A finance page: the finance role every button of it; the service role what the operator has.
      const all = ['page', 'view', 'add', 'edit', 'delete', 'output'];
      const expected = [
        ...all.map((type) => `ROLE_ADMIN:${type}`),
        ...all.map((type) => `ROLE_FINANCE:${type}`),
        'ROLE_OPERATOR:page',
        'ROLE_OPERATOR:view',
        'ROLE_SERVICE:page',
        'ROLE_SERVICE:view',
      ];
      expect(seeded).toEqual(expected);
      expect(await grantsNow()).toEqual(expected);
    } finally {
      await db.close();
    }
  });
});
