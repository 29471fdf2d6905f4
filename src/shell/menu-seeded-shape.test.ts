import { describe, expect, it } from "vitest";
import {
  appsOf,
  pagesOf,
  pickCurrentApp,
  searchablePages,
  titleText,
  visibleNavCount,
} from "@/providers/session/menu-model";
import { groupRedirects } from "./menu-routes";
import { MENU_FIXTURE } from "../../tests/unit/menu-fixture";

describe("menu model over a small hand-written tree (the seeded answers: tests/unit/seeded-menu.test.ts)", () => {
  it("apps are the level-0 containers, in sort order", () => {
    expect(appsOf(MENU_FIXTURE).map((app) => app.name)).toEqual(["operations", "stats-app", "help-docs", "website"]);
  });
  it("pages carry their absolute route, permTypes, app and group", () => {
    const pages = pagesOf(MENU_FIXTURE);
    expect(pages.map((p) => p.route)).toEqual([
      "/members/user-list",
      "/finance/withdraw-orders",
      "/finance/recharge-orders",
      "/stats/daily-stats",
    ]);
    expect(pages[1]).toMatchObject({
      name: "withdraw-orders",
      permTypes: ["view", "edit"],
      app: "operations",
      group: "finance",
    });
    expect(searchablePages(MENU_FIXTURE)).toHaveLength(4);
  });
  it("the current app is the stored one if it is still a menu app, else the first", () => {
    expect(pickCurrentApp(MENU_FIXTURE, "stats-app")).toBe("stats-app");
    expect(pickCurrentApp(MENU_FIXTURE, "help-docs")).toBe("operations");
    expect(pickCurrentApp(MENU_FIXTURE, "gone")).toBe("operations");
    expect(pickCurrentApp([], null)).toBeNull();
  });
  it("a parent route without a redirect forwards to its first child", () => {
    expect(groupRedirects(MENU_FIXTURE)).toEqual([
      { from: "/members", to: "/members/user-list" },
      { from: "/finance", to: "/finance/withdraw-orders" },
      { from: "/stats", to: "/stats/daily-stats" },
    ]);
  });
  it("visible top-nav items follow the window width (one more per full 200 px above 1200), capped by sliceNum", () => {
    expect(visibleNavCount(800, 4)).toEqual({ count: 1, shrunk: false });
    expect(visibleNavCount(900, 4)).toEqual({ count: 1, shrunk: false });
    expect(visibleNavCount(1000, 4)).toEqual({ count: 2, shrunk: true });
    expect(visibleNavCount(1200, 4)).toEqual({ count: 2, shrunk: true });
    expect(visibleNavCount(1300, 4)).toEqual({ count: 3, shrunk: false });
    expect(visibleNavCount(1440, 4)).toEqual({ count: 4, shrunk: false });
    expect(visibleNavCount(1920, 4)).toEqual({ count: 4, shrunk: false });
    expect(visibleNavCount(1920, 10)).toEqual({ count: 6, shrunk: false });
    expect(visibleNavCount(1440, 1)).toEqual({ count: 1, shrunk: false });
    expect(visibleNavCount(1440, 0).count).toBe(1);
  });
  it("titles: a string, a per-language object, or an i18n key", () => {
    const t = (key: string) => `t:${key}`;
    expect(titleText("会员", "en-US", t)).toBe("会员");
    expect(titleText({ "zh-CN": "数据统计", "en-US": "Statistics" }, "en-US", t)).toBe("Statistics");
    expect(titleText({ i18n: "shell.home" }, "en-US", t)).toBe("t:shell.home");
  });
});
