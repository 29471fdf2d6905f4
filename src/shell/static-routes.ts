/** The static routes behind login (SPEC §2.1) by route name, and how a location becomes an opened-page tab. */
import type { MenuPage } from "@/providers/session/menu-types";
import type { OpenedPage } from "./page-tabs";

export const STATIC_PAGES = [
  { name: "home_index", path: "/home", titleKey: "shell.home" },
  { name: "ownspace_index", path: "/ownspace", titleKey: "shell.ownspace" },
  { name: "change_pass", path: "/change-pass", titleKey: "shell.changePassword" },
] as const;

/** The path of a route name: a static page or a menu page; null when the user has no such route. */
export function pathOfRouteName(name: string, pages: readonly MenuPage[]): string | null {
  return (
    STATIC_PAGES.find((page) => page.name === name)?.path ?? pages.find((page) => page.name === name)?.route ?? null
  );
}

/** The tab for a location, or null for locations that are not pages (error pages, redirects). */
export function tabForLocation(pathname: string, search: string, pages: readonly MenuPage[]): OpenedPage | null {
  const query = search.replace(/^\?/, "");
  const fixed = STATIC_PAGES.find((page) => page.path === pathname);
  if (fixed) return { name: fixed.name, path: fixed.path, title: { i18n: fixed.titleKey }, argu: {}, query };
  const page = pages.find((p) => p.route === pathname);
  return page ? { name: page.name, path: page.route, title: page.title, argu: {}, query } : null;
}
