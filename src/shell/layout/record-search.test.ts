import { describe, expect, it } from "vitest";
import type { MenuPage } from "@/providers/session/menu-types";
import { recordQueries } from "./record-search";

const page = (component: string): MenuPage => ({
  name: component.split("/")[1] ?? component,
  title: component,
  component,
  route: `/${component}`,
  permTypes: ["view"],
  app: "app",
  group: "group",
});
const ALL = ["members/user-list", "finance/withdraw-orders", "finance/recharge-orders", "invest/invest-records"].map(
  page,
);
const asked = (text: string, pages = ALL) =>
  recordQueries(text, pages).map((q) => [q.page.component, q.params] as const);

describe("recordQueries", () => {
  it("asks nothing under two characters", () => {
    expect(asked("1")).toEqual([]);
    expect(asked(" 张 ")).toEqual([]);
  });

  it("a name searches members by name only", () => {
    expect(asked("张三")).toEqual([["members/user-list", { realName: "张三" }]]);
  });

  it("a phone searches members by phone and orders by number; a short number is a member ID too", () => {
    expect(asked("13800000001")).toEqual([
      ["members/user-list", { phone: "13800000001" }],
      ["finance/withdraw-orders", { orderNo: "13800000001" }],
      ["finance/recharge-orders", { orderNo: "13800000001" }],
      ["invest/invest-records", { orderNo: "13800000001" }],
    ]);
    expect(asked("10001").slice(0, 2)).toEqual([
      ["members/user-list", { userId: "10001" }],
      ["members/user-list", { phone: "10001" }],
    ]);
  });

  it("an order number searches the order lists", () => {
    expect(asked("W2026112600001").map(([component]) => component)).toEqual([
      "finance/withdraw-orders",
      "finance/recharge-orders",
      "invest/invest-records",
    ]);
  });

  it("only asks the lists whose page is in the user's menu", () => {
    const withoutMembers = ALL.filter((p) => p.component !== "members/user-list");
    expect(asked("13800000001", withoutMembers).map(([component]) => component)).not.toContain("members/user-list");
    expect(asked("张三", withoutMembers)).toEqual([]);
    expect(asked("W2026112600001", [page("members/user-list")])).toEqual([]);
  });
});
