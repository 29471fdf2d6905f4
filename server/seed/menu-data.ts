/**
 * The menu tree seeded into `permission`: apps (level 0) → groups (level 1) → pages (level 2) → buttons (level 3,
 * type 1, X-Boot's operation nodes: one per permType a page offers, its `button_type` the type).
 */
export interface PageDef {
  /** Kebab-case name: path, route name and the second half of the component key. */
  key: string;
  title: string;
  /** In an admin-only app: the operator still gets this page, read-only (its view button only). */
  operatorView?: boolean;
}

export interface GroupDef {
  name: string;
  title: string;
  icon: string;
  pages: readonly PageDef[];
}

export interface AppDef {
  name: string;
  title: string;
  icon: string;
  component: '' | 'hot';
  adminOnly: boolean;
  groups: readonly GroupDef[];
}

export interface LinkAppDef {
  name: string;
  title: string;
  icon: string;
  description: 'direct' | 'window' | 'route';
  url: string;
}

const p = (key: string, title: string, operatorView?: boolean): PageDef => ({
  key,
  title,
  ...(operatorView ? { operatorView } : {}),
});

export const APPS: readonly AppDef[] = [
  {
    name: 'operations',
    title: '运营管理',
    icon: 'AppstoreOutlined',
    component: '',
    adminOnly: false,
    groups: [
      {
        name: 'members',
        title: '会员管理',
        icon: 'TeamOutlined',
        pages: [
          p('user-list', '会员列表'),
          p('realname-review', '实名认证审核'),
          p('user-feedback', '用户反馈'),
          p('user-message-records', '用户消息记录'),
          p('user-site-reading-records', '站点阅读记录'),
          p('user-recharge-addresses', '充值地址管理'),
          p('usdt-withdraw-addresses', '会员USDT地址'),
          p('exchange-score-records', '积分兑换记录'),
          p('finish-task-records', '任务完成记录'),
          p('finish-score-task-records', '积分任务完成记录'),
          p('user-score-records', '积分记录'),
          p('user-traffic-package-records', '流量包记录'),
        ],
      },
      {
        name: 'finance',
        title: '财务管理',
        icon: 'AccountBookOutlined',
        pages: [
          p('withdraw-orders', '提现订单'),
          p('recharge-orders', '充值订单'),
          p('money-change-records', '资金变动记录'),
          p('user-balance-records', '用户余额记录'),
          p('operation-balance', '运营余额'),
          p('operation-balance-score', '运营积分余额'),
          p('bank-management', '银行管理'),
          p('money-approvals', '资金审批'),
        ],
      },
    ],
  },
  {
    name: 'mall',
    title: '商城与店铺',
    icon: 'ShopOutlined',
    component: '',
    adminOnly: false,
    groups: [
      {
        name: 'goods',
        title: '选品管理',
        icon: 'GiftOutlined',
        pages: [
          p('score-goods', '积分商品'),
          p('select-products', '选品管理'),
          p('goods-products', '商品管理'),
          p('product-categories', '商品分类管理'),
          p('product-category-list', '商品分类列表'),
          p('score-category-list', '积分分类列表'),
        ],
      },
      {
        name: 'shops',
        title: '店铺管理',
        icon: 'ShoppingOutlined',
        pages: [
          p('shop-list', '店铺列表'),
          p('shop-open-list', '开店申请'),
          p('shop-close-list', '关店申请'),
          p('shop-industries', '店铺行业'),
          p('shop-system', '店铺系统配置'),
          p('shop-system-get', '店铺系统领取'),
          p('user-goods-products', '会员店铺商品'),
        ],
      },
      {
        name: 'invest',
        title: '投资管理',
        icon: 'FundOutlined',
        pages: [
          p('invest-list', '投资产品'),
          p('invest-records', '投资记录'),
          p('invest-settlement-records', '结算记录'),
          p('invest-task-schedule', '投资任务计划'),
        ],
      },
      {
        name: 'points',
        title: '积分与任务',
        icon: 'StarOutlined',
        pages: [p('points-list', '积分任务列表')],
      },
    ],
  },
  {
    name: 'team-app',
    title: '团队管理',
    icon: 'ApartmentOutlined',
    component: '',
    adminOnly: false,
    groups: [
      {
        name: 'team',
        title: '团队管理',
        icon: 'ClusterOutlined',
        pages: [
          p('team-config', '合伙人等级配置'),
          p('team-list', '团队列表'),
          p('team-next-list', '直推下级'),
          p('team-next-next-list', '间推下级'),
          p('team-get-money', '团队收益'),
          p('team-rewards-simulator', '团队奖励模拟器'),
        ],
      },
    ],
  },
  {
    name: 'content-app',
    title: '内容配置',
    icon: 'FileTextOutlined',
    component: '',
    adminOnly: false,
    groups: [
      {
        name: 'app',
        title: 'APP管理',
        icon: 'MobileOutlined',
        pages: [p('app-versions', 'APP版本管理'), p('download-config', '下载配置')],
      },
      {
        name: 'config',
        title: '通用配置',
        icon: 'SettingOutlined',
        pages: [
          p('banners', '轮播图管理'),
          p('client-config', '客户端配置'),
          p('description-config', '文案配置'),
          p('level-config', '等级配置'),
          p('traffic-packages', '店铺流量包'),
          p('messages', '消息管理'),
          p('notify', '通知管理'),
          p('phone-area-codes', '手机区号管理'),
          p('shop-news', '店铺新闻管理'),
          p('shop-discounts', '店铺折扣管理'),
          p('system-config', '系统配置'),
          p('system-params', '系统参数配置'),
        ],
      },
    ],
  },
  {
    name: 'stats-app',
    title: '数据统计',
    icon: 'BarChartOutlined',
    component: 'hot',
    adminOnly: false,
    groups: [
      {
        name: 'stats',
        title: '数据统计',
        icon: 'LineChartOutlined',
        pages: [
          p('statistics-home', '统计首页'),
          p('user-date-summary', '日期汇总'),
          p('user-member-summary', '会员汇总'),
          p('user-team-statistics', '团队统计'),
        ],
      },
    ],
  },
  {
    name: 'system-app',
    title: '系统管理',
    icon: 'ControlOutlined',
    component: '',
    adminOnly: true,
    groups: [
      {
        name: 'system',
        title: '系统管理',
        icon: 'ToolOutlined',
        pages: [
          p('system-users', '用户管理'),
          p('departments', '部门管理'),
          p('roles', '角色管理'),
          p('menus', '菜单权限管理'),
          p('dictionaries', '数据字典管理'),
          p('logs', '日志管理'),
          // Read-only, and the operator reads it too (docs/audit-trail.md "Screens").
          p('audit-trail', '审计记录', true),
          p('scheduled-jobs', '定时任务'),
          p('cache-store', '缓存管理'),
          p('cache-monitor', '缓存监控'),
          p('monitor', '系统监控'),
          p('actuator', '运行监控'),
          p('settings', '系统设置'),
          p('analytics-accounts', '数据分析账号', true),
        ],
      },
    ],
  },
];

export const LINK_APPS: readonly LinkAppDef[] = [
  { name: 'help-docs', title: '帮助文档', icon: 'QuestionCircleOutlined', description: 'route', url: 'ownspace_index' },
  { name: 'website', title: '官网', icon: 'GlobalOutlined', description: 'window', url: 'https://example.com' },
];

/** The buttons every seeded page gets, in this order (sort_order 1…5). */
export const ALL_PERM_TYPES = ['view', 'add', 'edit', 'delete', 'output'] as const;

/** A button node's title: the Chinese label of its type (the console's texts), else the type itself. */
export const BUTTON_TITLES: Readonly<Record<string, string>> = {
  view: '查看',
  add: '添加',
  edit: '编辑',
  delete: '删除',
  output: '导出',
};

export const buttonTitle = (type: string): string => BUTTON_TITLES[type] ?? type;
