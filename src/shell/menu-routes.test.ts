import { describe, expect, it } from "vitest";
import type { MenuNode } from "@/providers/session/menu-types";
import { groupRedirects } from "./menu-routes";

const page = (name: string, component: string): MenuNode => ({
  id: name,
  name,
  title: name,
  type: 0,
  level: 2,
  path: name,
  component,
  permTypes: ["view"],
});
const tree: MenuNode[] = [
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
        children: [page("team-config", "team/team-config")],
      },
    ],
  },
  {
    id: "a",
    name: "a",
    title: "A",
    type: -1,
    level: 0,
    path: "",
    sortOrder: 1,
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
          page("withdraw-orders", "finance/withdraw-orders"),
          page("recharge-orders", "finance/recharge-orders"),
        ],
      },
    ],
  },
];

describe("menu routes", () => {
  it("a group without redirect forwards to its first page", () => {
    expect(groupRedirects(tree)).toEqual([
      { from: "/finance", to: "/finance/withdraw-orders" },
      { from: "/team", to: "/team/team-config" },
    ]);
  });
});
