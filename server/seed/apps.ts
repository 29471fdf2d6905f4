/**
 * The menu's apps (top level, in this order) and their groups, each group's pages being the screen declarations in
 * `server/screens/<group>/` (their menu entry: `screenRoutes(page, { order, title, … }, …)`), then the link apps.
 * Not a screen declaration: the files directly under server/screens are not screens (server/kit/discover.ts).
 */
import type { AppDecl, LinkAppDecl } from '../kit/menu';

export const MENU_APPS: readonly AppDecl[] = [
  {
    name: 'operations',
    title: { 'zh-CN': '运营管理', 'en-US': 'Operations' },
    icon: 'AppstoreOutlined',
    component: '',
    adminOnly: false,
    groups: [
      { name: 'members', title: { 'zh-CN': '会员管理', 'en-US': 'Members' }, icon: 'TeamOutlined' },
      { name: 'finance', title: { 'zh-CN': '财务管理', 'en-US': 'Finance' }, icon: 'AccountBookOutlined' },
    ],
  },
  {
    name: 'mall',
    title: { 'zh-CN': '商城与店铺', 'en-US': 'Mall & shops' },
    icon: 'ShopOutlined',
    component: '',
    adminOnly: false,
    groups: [
      { name: 'goods', title: { 'zh-CN': '选品管理', 'en-US': 'Product selection' }, icon: 'GiftOutlined' },
      { name: 'shops', title: { 'zh-CN': '店铺管理', 'en-US': 'Shops' }, icon: 'ShoppingOutlined' },
      { name: 'invest', title: { 'zh-CN': '投资管理', 'en-US': 'Investment' }, icon: 'FundOutlined' },
      { name: 'points', title: { 'zh-CN': '积分与任务', 'en-US': 'Points & tasks' }, icon: 'StarOutlined' },
    ],
  },
  {
    name: 'team-app',
    title: { 'zh-CN': '团队管理', 'en-US': 'Teams' },
    icon: 'ApartmentOutlined',
    component: '',
    adminOnly: false,
    groups: [{ name: 'team', title: { 'zh-CN': '团队管理', 'en-US': 'Teams' }, icon: 'ClusterOutlined' }],
  },
  {
    name: 'content-app',
    title: { 'zh-CN': '内容配置', 'en-US': 'Content' },
    icon: 'FileTextOutlined',
    component: '',
    adminOnly: false,
    groups: [
      { name: 'app', title: { 'zh-CN': 'APP管理', 'en-US': 'App management' }, icon: 'MobileOutlined' },
      { name: 'config', title: { 'zh-CN': '通用配置', 'en-US': 'General settings' }, icon: 'SettingOutlined' },
    ],
  },
  {
    name: 'stats-app',
    title: { 'zh-CN': '数据统计', 'en-US': 'Statistics' },
    icon: 'BarChartOutlined',
    component: 'hot',
    adminOnly: false,
    groups: [{ name: 'stats', title: { 'zh-CN': '数据统计', 'en-US': 'Statistics' }, icon: 'LineChartOutlined' }],
  },
  {
    name: 'system-app',
    title: { 'zh-CN': '系统管理', 'en-US': 'System' },
    icon: 'ControlOutlined',
    component: '',
    adminOnly: true,
    groups: [{ name: 'system', title: { 'zh-CN': '系统管理', 'en-US': 'System' }, icon: 'ToolOutlined' }],
  },
];

export const LINK_APPS: readonly LinkAppDecl[] = [
  {
    name: 'help-docs',
    title: { 'zh-CN': '帮助文档', 'en-US': 'Help' },
    icon: 'QuestionCircleOutlined',
    description: 'route',
    url: 'ownspace_index',
  },
  {
    name: 'website',
    title: { 'zh-CN': '官网', 'en-US': 'Website' },
    icon: 'GlobalOutlined',
    description: 'window',
    url: 'https://example.com',
  },
];
