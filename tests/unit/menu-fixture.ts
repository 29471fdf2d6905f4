/** A small menu tree shaped like the server's (server/seed/menu-data.ts), for the shell's unit tests. */
import type { MenuNode } from "@/providers/session/menu-types";

const page = (id: number, name: string, title: string, component: string, permTypes: string[] = ["view"]): MenuNode => ({
  id, name, title, path: name, component, type: 0, level: 2, isMenu: 1, permTypes,
});

export const MENU_FIXTURE: MenuNode[] = [
  {
    id: 1000, name: "operations", title: "运营管理", icon: "AppstoreOutlined", type: -1, level: 0, path: "", component: "", isMenu: 1, sortOrder: 1,
    children: [
      { id: 1100, name: "members", title: "会员管理", icon: "TeamOutlined", type: 0, level: 1, path: "/members", component: "Main", children: [page(1101, "user-list", "会员列表", "members/user-list")] },
      {
        id: 1200, name: "finance", title: "财务管理", icon: "AccountBookOutlined", type: 0, level: 1, path: "/finance", component: "Main",
        children: [page(1201, "withdraw-orders", "提现订单", "finance/withdraw-orders", ["view", "edit"]), page(1202, "recharge-orders", "充值订单", "finance/recharge-orders")],
      },
    ],
  },
  {
    id: 5000, name: "stats-app", title: { "zh-CN": "数据统计", "en-US": "Statistics" }, icon: "BarChartOutlined", type: -1, level: 0, path: "", component: "hot", isMenu: 1, sortOrder: 5,
    children: [{ id: 5100, name: "stats", title: "数据统计", type: 0, level: 1, path: "/stats", component: "Main", children: [page(5101, "daily-stats", "每日统计", "stats/daily-stats")] }],
  },
  { id: 9100, name: "help-docs", title: "帮助文档", icon: "QuestionCircleOutlined", type: -1, level: 0, path: "", isMenu: 0, description: "route", url: "ownspace_index", sortOrder: 7 },
  { id: 9200, name: "website", title: "官网", icon: "GlobalOutlined", type: -1, level: 0, path: "", isMenu: 0, description: "window", url: "https://example.com", sortOrder: 8 },
];
