/**
 * The menu's apps (top level, in this order) and their groups, each group's pages being the screen declarations in
 * `server/screens/<group>/` (their menu entry: `screenRoutes(page, { order, title, … }, …)`), then the link apps.
 * Not a screen declaration: the files directly under server/screens are not screens (server/kit/discover.ts).
 * Each node is one line: its name, its Chinese and English titles, its icon (`node`), then what an app or a link adds.
 */
import type { AppDecl, GroupDecl, LinkAppDecl } from '../kit/menu';

/** A named node of the menu: its name, both titles and its icon. */
const node = (name: string, zh: string, en: string, icon: string): GroupDecl => ({
  name,
  title: { 'zh-CN': zh, 'en-US': en },
  icon,
});

/** An app: its node and groups; `component: 'hot'` and `adminOnly` where it differs. */
const app = (
  named: GroupDecl,
  groups: readonly GroupDecl[],
  options: { component?: AppDecl['component']; adminOnly?: boolean } = {},
): AppDecl => ({ ...named, component: options.component ?? '', adminOnly: options.adminOnly ?? false, groups });

export const MENU_APPS: readonly AppDecl[] = [
  app(node('operations', '运营管理', 'Operations', 'AppstoreOutlined'), [
    node('members', '会员管理', 'Members', 'TeamOutlined'),
    node('finance', '财务管理', 'Finance', 'AccountBookOutlined'),
  ]),
  app(node('mall', '商城与店铺', 'Mall & shops', 'ShopOutlined'), [
    node('goods', '选品管理', 'Product selection', 'GiftOutlined'),
    node('shops', '店铺管理', 'Shops', 'ShoppingOutlined'),
    node('invest', '投资管理', 'Investment', 'FundOutlined'),
    node('points', '积分与任务', 'Points & tasks', 'StarOutlined'),
  ]),
  app(node('team-app', '团队管理', 'Teams', 'ApartmentOutlined'), [
    node('team', '团队管理', 'Teams', 'ClusterOutlined'),
  ]),
  app(node('content-app', '内容配置', 'Content', 'FileTextOutlined'), [
    node('app', 'APP管理', 'App management', 'MobileOutlined'),
    node('config', '通用配置', 'General settings', 'SettingOutlined'),
  ]),
  app(
    node('stats-app', '数据统计', 'Statistics', 'BarChartOutlined'),
    [node('stats', '数据统计', 'Statistics', 'LineChartOutlined')],
    { component: 'hot' },
  ),
  app(
    node('system-app', '系统管理', 'System', 'ControlOutlined'),
    [node('system', '系统管理', 'System', 'ToolOutlined')],
    { adminOnly: true },
  ),
];

export const LINK_APPS: readonly LinkAppDecl[] = [
  { ...node('help-docs', '帮助文档', 'Help', 'QuestionCircleOutlined'), description: 'route', url: 'ownspace_index' },
  { ...node('website', '官网', 'Website', 'GlobalOutlined'), description: 'window', url: 'https://example.com' },
];
