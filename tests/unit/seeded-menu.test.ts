/**
 * The shell's menu model over the contract server's own getMenuList answers for admin and operator (not a
 * hand-written tree): tests/unit/seeded-menu.json is checked against the live server by server/tests/menu.test.ts,
 * so a change of the seed that the shell would read differently fails here.
 */
import { describe, expect, it } from "vitest";
import { MENU_TITLES_EN } from "@/i18n/locales/menu-titles";
import { appsOf, pagesOf, pickCurrentApp, searchablePages, titleText } from "@/providers/session/menu-model";
import type { MenuNode } from "@/providers/session/menu-types";
import { screenKeys } from "@/resources/screen-table";
import { groupRedirects } from "@/shell/menu-routes";
import seeded from "./seeded-menu.json";

const admin = seeded.admin as unknown as MenuNode[];
const operator = seeded.operator as unknown as MenuNode[];

describe("the menu model over the seeded answers", () => {
  it("apps are the level-0 containers in order; the link apps are not menus", () => {
    expect(appsOf(admin).map((app) => app.name)).toEqual([
      "operations",
      "mall",
      "team-app",
      "content-app",
      "stats-app",
      "system-app",
      "help-docs",
      "website",
    ]);
    expect(pickCurrentApp(admin, "help-docs")).toBe("operations");
    expect(pickCurrentApp(admin, "system-app")).toBe("system-app");
    expect(pickCurrentApp(operator, "gone")).toBe("operations");
  });

  it("every page has a screen in the registry, a route of its own and its group's name as the first path part", () => {
    for (const tree of [admin, operator]) {
      const pages = pagesOf(tree);
      expect(pages.length).toBeGreaterThan(50);
      for (const page of pages) {
        expect(screenKeys, page.component).toContain(page.component);
        expect(page.route).toBe(`/${page.component}`);
        expect(page.route.split("/")[1]).toBe(page.group);
      }
      const routes = pages.map((page) => page.route);
      expect(new Set(routes).size).toBe(routes.length);
      expect(searchablePages(tree)).toEqual(pages);
    }
  });

  it("admin holds every permType on every page; operator only view, and of the system app the audit trail and analytics", () => {
    // The member list and the withdrawal orders also hold the personal-data types (docs/security.md).
    const personal = new Set(["members/user-list", "finance/withdraw-orders"]);
    for (const page of pagesOf(admin))
      expect(page.permTypes).toEqual([
        ...["view", "add", "edit", "delete", "output"],
        ...(personal.has(page.component) ? ["sensitive", "reveal"] : []),
      ]);
    const operatorPages = pagesOf(operator);
    for (const page of operatorPages) expect(page.permTypes).toEqual(["view"]);
    expect(operatorPages.filter((page) => page.app === "system-app").map((page) => page.component)).toEqual([
      "system/audit-trail",
      "system/analytics-accounts",
    ]);
  });

  it("gives every node an English title: in en-US no app, group, page or link shows the server's Chinese", () => {
    const nodes = (tree: MenuNode[]): MenuNode[] => tree.flatMap((node) => [node, ...nodes(node.children ?? [])]);
    const translate = (key: string) => MENU_TITLES_EN[key.replace(/^menu\./, "")] ?? key;
    const shown = nodes(admin).map((node) => [node.name, titleText(node.title, "en-US", translate, node.name)]);
    expect(shown.length).toBeGreaterThan(80);
    expect(shown.filter(([, title]) => !title?.trim() || /[\u4e00-\u9fff]/.test(title))).toEqual([]);
  });

  it("each group's route forwards to its first page", () => {
    const redirects = groupRedirects(admin);
    const pages = pagesOf(admin);
    const groups = [...new Set(pages.map((page) => page.group))];
    expect(redirects.map((r) => r.from).sort()).toEqual(groups.map((g) => `/${g}`).sort());
    for (const { from, to } of redirects) expect(to).toBe(pages.find((page) => page.group === from.slice(1))?.route);
  });
});
