import { describe, expect, it } from "vitest";
import { appsOf, pagesOf, pickCurrentApp, searchablePages, titleText, visibleNavCount } from "./menu-model";
import type { MenuNode } from "./menu-types";
import { SMALL_MENU as tree, menuPage as page } from "../../../tests/unit/small-menu";

describe("menu model", () => {
  it("apps are the level-0 containers in sort order", () => {
    expect(appsOf(tree).map((a) => a.name)).toEqual(["help", "a", "b"]);
  });
  it("pages carry their absolute route, component, permTypes, app and group", () => {
    const pages = pagesOf(tree);
    expect(pages.map((p) => p.route)).toEqual([
      "/finance/withdraw-orders",
      "/finance/recharge-orders",
      "/team/team-config",
    ]);
    expect(pages[0]).toMatchObject({
      name: "withdraw-orders",
      component: "finance/withdraw-orders",
      permTypes: ["view", "edit"],
      app: "a",
      group: "finance",
    });
  });
  it("the current app: the stored one if still there, else the first menu app", () => {
    expect(pickCurrentApp(tree, "b")).toBe("b");
    expect(pickCurrentApp(tree, "gone")).toBe("a");
    expect(pickCurrentApp(tree, "help")).toBe("a");
    expect(pickCurrentApp([], null)).toBeNull();
  });
  it("titles: a string, or an object per language", () => {
    expect(titleText("提现", "en-US", (k) => k)).toBe("提现");
    const catalogue: Record<string, string> = { "menu.withdraw-orders": "Withdrawal orders" };
    const lookup = (key: string) => catalogue[key] ?? key;
    expect(titleText("提现订单", "en-US", lookup, "withdraw-orders")).toBe("Withdrawal orders");
    expect(titleText("提现订单", "zh-CN", lookup, "withdraw-orders")).toBe("提现订单");
    expect(titleText("新页面", "en-US", lookup, "brand-new-page")).toBe("新页面");
    expect(titleText({ "zh-CN": "运营", "en-US": "Operations" }, "en-US", (k) => k)).toBe("Operations");
    expect(titleText({ i18n: "menu.x" }, "en-US", (k) => `t:${k}`)).toBe("t:menu.x");
  });
  it.each([
    [800, 4, 1, false],
    [900, 4, 1, false],
    [1000, 4, 2, true],
    [1200, 4, 2, true],
    [900, 10, 1, false],
    [1200, 10, 2, true],
    [1201, 10, 3, false],
    [1399, 10, 3, false],
    [1400, 10, 4, false],
    [1440, 4, 4, false],
    [1440, 3, 3, false],
    [1440, 1, 1, false],
    [1599, 10, 4, false],
    [1600, 10, 5, false],
    [1800, 10, 6, false],
    [1920, 4, 4, false],
    [1920, 10, 6, false],
    [2599, 10, 9, false],
    [2600, 10, 10, false],
    [5000, 10, 10, false],
    [5000, 99, 10, false],
    [5000, 0, 1, false],
  ])("width %i with sliceNum %i shows %i items (shrunk %s)", (width, slice, count, shrunk) => {
    expect(visibleNavCount(width, slice)).toEqual({ count, shrunk });
  });
});

describe("menu model: the tree's edge cases", () => {
  const app = (name: string, children: MenuNode[], extra: Partial<MenuNode> = {}): MenuNode => ({
    id: name,
    name,
    title: name,
    type: -1,
    level: 0,
    path: "",
    children,
    ...extra,
  });
  const group = (name: string, path: string, children: MenuNode[], extra: Partial<MenuNode> = {}): MenuNode => ({
    id: name,
    name,
    title: name,
    type: 0,
    level: 1,
    path,
    component: "Main",
    children,
    ...extra,
  });

  it("only type -1 nodes are apps, and an app without sortOrder sorts as 0", () => {
    const stray: MenuNode = { ...page("stray", "x/stray"), level: 0 };
    const apps = [app("three", [], { sortOrder: 3 }), stray, app("none", []), app("one", [], { sortOrder: 1 })];
    expect(appsOf(apps).map((a) => a.name)).toEqual(["none", "one", "three"]);
    expect(pagesOf(apps)).toEqual([]);
  });

  it("relative paths join under the group, a trailing slash is not doubled, an empty path uses the name", () => {
    const tree = [
      app("ops", [
        group("finance", "finance", [page("withdraw-orders", "finance/withdraw-orders")]),
        group("team", "/team/", [page("team-config", "team/team-config")]),
        group("shop", "/shop", [{ ...page("shop-list", "shop/shop-list"), path: "" }]),
        group("deep", "/deep", [group("inner", "inner", [page("leaf", "deep/leaf")])]),
      ]),
    ];
    expect(pagesOf(tree).map((p) => p.route)).toEqual([
      "/finance/withdraw-orders",
      "/team/team-config",
      "/shop/shop-list",
      "/deep/inner/leaf",
    ]);
  });

  it("a page takes its nearest group, none when it sits directly under the app, and [] without permTypes", () => {
    const bare: MenuNode = { ...page("bare", "x/bare"), permTypes: undefined };
    const tree = [
      app("ops", [{ ...page("direct", "x/direct") }, group("outer", "/outer", [group("inner", "inner", [bare])])]),
    ];
    const pages = pagesOf(tree);
    expect(pages.map((p) => [p.name, p.app, p.group])).toEqual([
      ["direct", "ops", ""],
      ["bare", "ops", "inner"],
    ]);
    expect(pages[1].permTypes).toEqual([]);
    expect(searchablePages(tree)).toEqual(pages);
  });

  it("pages are leaves with a view: not an app, a group, a node with children or one without a component", () => {
    const tree = [
      app("lonely", [], { component: "hot" }),
      app("ops", [
        group("empty", "/empty", []),
        group("parent", "/parent", [page("child", "x/child")], { component: "x/parent" }),
        { ...page("viewless", ""), component: undefined },
      ]),
    ];
    expect(pagesOf(tree).map((p) => p.name)).toEqual(["child"]);
  });

  it("a title object without the language falls back to its first text, then to nothing", () => {
    const echo = (key: string) => key;
    expect(titleText({ fr: undefined, "zh-CN": "运营" }, "en-US", echo)).toBe("运营");
    expect(titleText({}, "en-US", echo)).toBe("");
  });
});
