/**
 * The menu as declared: apps and their groups in `server/seed/apps.ts`, each page in its screen's declaration
 * (`screenRoutes(page, menu, …)`). The seed (server/seed/menu.ts), the console's English titles and the seeded-menu
 * fixture (`npm run contract`) are built from what `buildMenu` returns.
 */
import type { ScreenDecl } from './types';

/** A menu title in both languages: zh-CN is what the server stores, en-US what the console shows in English. */
export interface MenuTitles {
  'zh-CN': string;
  'en-US': string;
}

/** A page's menu entry, declared once in its screen's declaration. */
export interface PageMenu {
  /** Its place in its group: pages sort by it (unique in the group); a new page takes the next free number. */
  order: number;
  title: MenuTitles;
  /** An antd icon name of the console's list (src/shell/layout/menu-icons.ts); none by default. */
  icon?: string;
  /** In an admin-only app: the operator still gets this page, read-only (its view button only). */
  operatorView?: boolean;
  /**
   * A page of the console's own, not in SPEC §2.3, and what it is: the bare profile's menu leaves it out and every
   * route of its screen is console-only (http/profile.ts).
   */
  consoleOnly?: string;
}

/** A group: its pages are the declarations in `server/screens/<name>/`. */
export interface GroupDecl {
  name: string;
  title: MenuTitles;
  icon: string;
}

export interface AppDecl {
  name: string;
  title: MenuTitles;
  icon: string;
  component: '' | 'hot';
  /** Only the admin sees it, except its pages marked `operatorView`. */
  adminOnly: boolean;
  groups: readonly GroupDecl[];
}

/** A top-level link (not a menu): help opens a route, the website a window. */
export interface LinkAppDecl {
  name: string;
  title: MenuTitles;
  icon: string;
  description: 'direct' | 'window' | 'route';
  url: string;
}

export interface MenuPage extends PageMenu {
  /** Kebab-case name: path, route name and the second half of the component key. */
  key: string;
}

export interface MenuGroup extends GroupDecl {
  pages: readonly MenuPage[];
}

export interface MenuApp extends Omit<AppDecl, 'groups'> {
  groups: readonly MenuGroup[];
}

/** The whole menu: apps (groups, pages in order) and the link apps after them. */
export interface Menu {
  apps: readonly MenuApp[];
  links: readonly LinkAppDecl[];
}

/**
 * The menu of the declared apps with each group's pages from the screen declarations, sorted by `order`. Throws
 * when a declaration's folder is no declared group, a group has no page, two pages of a group share an order, a
 * title is blank, or a route names a page key that is not declared.
 */
export function buildMenu(
  screens: readonly ScreenDecl[],
  apps: readonly AppDecl[],
  links: readonly LinkAppDecl[] = [],
): Menu {
  const byGroup = new Map<string, MenuPage[]>();
  for (const screen of screens) {
    const [group = '', key = ''] = screen.page.split('/');
    byGroup.set(group, [...(byGroup.get(group) ?? []), { key, ...screen.menu }]);
  }
  const groups = apps.flatMap((app) => app.groups.map((group) => group.name));
  const unknown = [...byGroup.keys()].filter((group) => !groups.includes(group));
  if (unknown.length) throw new Error(`pages in groups no app declares (server/seed/apps.ts): ${unknown.join(', ')}`);
  const declared = new Set(screens.map((screen) => screen.page));
  for (const screen of screens)
    for (const route of screen.routes)
      for (const page of typeof route.page === 'string' ? [route.page] : route.page)
        if (!declared.has(page)) throw new Error(`${screen.page}: ${route.path} names the undeclared page '${page}'`);
  const titled = (what: string, title: MenuTitles): void => {
    if (!title['zh-CN'].trim() || !title['en-US'].trim()) throw new Error(`${what}: a blank menu title`);
  };
  for (const link of links) titled(link.name, link.title);
  return {
    links,
    apps: apps.map((app) => {
      titled(app.name, app.title);
      return {
        ...app,
        groups: app.groups.map((group) => {
          titled(group.name, group.title);
          const pages = [...(byGroup.get(group.name) ?? [])].sort((a, b) => a.order - b.order);
          if (!pages.length) throw new Error(`group '${group.name}' has no page (server/screens/${group.name}/)`);
          pages.forEach((page, index) => {
            titled(`${group.name}/${page.key}`, page.title);
            if (index > 0 && pages[index - 1]?.order === page.order)
              throw new Error(`group '${group.name}': two pages with order ${page.order}`);
          });
          return { ...group, pages };
        }),
      };
    }),
  };
}

/** Whether the operator sees a page: every page of an app for all, in an admin-only app only those marked. */
export const forOperator = (app: Pick<AppDecl, 'adminOnly'>, page: Pick<PageMenu, 'operatorView'>): boolean =>
  !app.adminOnly || page.operatorView === true;

/** Every node's English title by node name (the console's `menu.<name>` titles), apps, groups, pages and links. */
export function englishTitles(menu: Menu): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const app of menu.apps) {
    titles[app.name] = app.title['en-US'];
    for (const group of app.groups) {
      titles[group.name] = group.title['en-US'];
      for (const page of group.pages) titles[page.key] = page.title['en-US'];
    }
  }
  for (const link of menu.links) titles[link.name] = link.title['en-US'];
  return titles;
}
