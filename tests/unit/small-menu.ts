/** A small menu tree for the menu model's and the shell's unit tests: two apps out of sort order, a link app. */
import type { MenuNode } from "@/providers/session/menu-types";

export const menuPage = (name: string, component: string, permTypes: string[] = ["view"]): MenuNode => ({
  id: name,
  name,
  title: name,
  type: 0,
  level: 2,
  path: name,
  component,
  permTypes,
});
export const SMALL_MENU: MenuNode[] = [
  {
    id: "b",
    name: "b",
    title: "B",
    type: -1,
    level: 0,
    path: "",
    sortOrder: 2,
    children: [
      {
        id: "g2",
        name: "team",
        title: "Team",
        type: 0,
        level: 1,
        path: "/team",
        component: "Main",
        children: [menuPage("team-config", "team/team-config")],
      },
    ],
  },
  {
    id: "a",
    name: "a",
    title: { "zh-CN": "运营", "en-US": "Operations" },
    type: -1,
    level: 0,
    path: "",
    sortOrder: 1,
    component: "hot",
    children: [
      {
        id: "g1",
        name: "finance",
        title: "Finance",
        type: 0,
        level: 1,
        path: "/finance",
        component: "Main",
        children: [
          menuPage("withdraw-orders", "finance/withdraw-orders", ["view", "edit"]),
          menuPage("recharge-orders", "finance/recharge-orders"),
        ],
      },
    ],
  },
  {
    id: "link",
    name: "help",
    title: "Help",
    type: -1,
    level: 0,
    path: "",
    isMenu: 0,
    description: "route",
    url: "ownspace_index",
    sortOrder: 0,
  },
];
