/** Pure functions over the menu tree: apps, pages, routes (tested without React). */
import type { MenuNode, MenuPage } from "./menu-types";
import { consoleTextOr } from "@/i18n/catalogue";

const joinPath = (parent: string, child: string) =>
  child.startsWith("/") ? child : `${parent.replace(/\/$/, "")}/${child}`;

/** Level-0 nodes of type -1 are the top-level apps; all routes come from them (SPEC §2.1). */
export function appsOf(tree: readonly MenuNode[]): MenuNode[] {
  return [...tree].filter((node) => node.type === -1).sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
}

/** Every page (a node with no children below a group), with its absolute route. */
export function pagesOf(tree: readonly MenuNode[]): MenuPage[] {
  const pages: MenuPage[] = [];
  const walk = (node: MenuNode, parentPath: string, app: string, group: string) => {
    const route = joinPath(parentPath, node.path || node.name);
    const children = node.children ?? [];
    if (children.length === 0 && node.type !== -1 && node.component && node.component !== "Main") {
      pages.push({
        name: node.name,
        title: node.title,
        icon: node.icon,
        component: node.component,
        route,
        permTypes: node.permTypes ?? [],
        app,
        group,
      });
      return;
    }
    for (const child of children) walk(child, node.type === -1 ? "" : route, app, node.type === -1 ? group : node.name);
  };
  for (const app of appsOf(tree)) for (const child of app.children ?? []) walk(child, "", app.name, "");
  return pages;
}

/** The app a user sees first: the stored one if still in the tree, else the first that is a menu. */
export function pickCurrentApp(tree: readonly MenuNode[], stored: string | null): string | null {
  const apps = appsOf(tree).filter((app) => app.isMenu !== 0);
  return apps.find((app) => app.name === stored)?.name ?? apps[0]?.name ?? null;
}

/** Third-level items (pages) of every app, for the header's menu search. */
export function searchablePages(tree: readonly MenuNode[]): MenuPage[] {
  return pagesOf(tree);
}

/**
 * Visible top-nav items by window width (SPEC §9), always capped by sliceNum (clamped 1–10): ≤900 → 1,
 * ≤1200 → 2 (and a shrunk menu), above 1200 → 3 plus one for every further full 200 px (1400 → 4, 1600 → 5,
 * 1800 → 6 …). The spec's thresholds hold at their edges; the extra items let sliceNum 4–10 take effect on wide
 * windows.
 */
export function visibleNavCount(windowWidth: number, sliceNum: number): { count: number; shrunk: boolean } {
  const byWidth = windowWidth <= 900 ? 1 : windowWidth <= 1200 ? 2 : 3 + Math.floor((windowWidth - 1200) / 200);
  const slice = Math.min(10, Math.max(1, Math.round(sliceNum)));
  return { count: Math.min(byWidth, slice), shrunk: windowWidth > 900 && windowWidth <= 1200 };
}

/** A menu title in the active language: a string, or an object keyed by language / i18n key. */
export function titleText(
  title: MenuNode["title"],
  lang: string,
  translate: (key: string) => string,
  name?: string,
): string {
  // The server names menus in Chinese; other languages take the console's own title for the node's name.
  if (typeof title === "string") return name ? consoleTextOr(title, `menu.${name}`, lang, translate) : title;
  if (title[lang]) return title[lang] as string;
  if (title.i18n) return translate(title.i18n);
  return Object.values(title).find((v): v is string => typeof v === "string") ?? "";
}
