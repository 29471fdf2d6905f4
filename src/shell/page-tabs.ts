/**
 * Opened-page tabs (SPEC §2.2, §3 "Opened-page tab"): a pure model, and a store persisted as pageOpenedList.
 * Home is always first and cannot be closed. A tab keeps its query, so switching back restores the view
 * (list filters and paging live in the URL query).
 */
import { useSyncExternalStore } from "react";
import { storage, StorageKey } from "@/lib/storage";
import type { MenuNode } from "@/providers/session/menu-types";

export interface OpenedPage {
  /** Route name, e.g. home_index or withdraw-orders. */
  name: string;
  path: string;
  /** The menu title, or an i18n key for the static pages (shown in the active language). */
  title: MenuNode["title"];
  /** Route params (no route of the console takes one; kept for the stored shape). */
  argu: Record<string, string>;
  /** The URL query without '?'. */
  query: string;
}

export const HOME_TAB: OpenedPage = {
  name: "home_index",
  path: "/home",
  title: { i18n: "shell.home" },
  argu: {},
  query: "",
};

const withHome = (list: readonly OpenedPage[]): OpenedPage[] => [
  HOME_TAB,
  ...list.filter((tab) => tab.name !== HOME_TAB.name),
];

/** Adds the page, or refreshes it (its path and query) when it is already open. */
export function openTab(list: readonly OpenedPage[], page: OpenedPage): OpenedPage[] {
  const existing = list.find((tab) => tab.name === page.name);
  if (page.name === HOME_TAB.name) return withHome(list);
  if (!existing) return withHome([...list, page]);
  return withHome(list.map((tab) => (tab.name === page.name ? { ...tab, ...page } : tab)));
}

/** Closes one tab; when it was the active one, `next` is the neighbour to show (right, else left). */
export function closeTab(
  list: readonly OpenedPage[],
  name: string,
  activeName: string | null,
): { list: OpenedPage[]; next: OpenedPage | null } {
  const full = withHome(list);
  const index = full.findIndex((tab) => tab.name === name);
  if (name === HOME_TAB.name || index < 0) return { list: full, next: null };
  const rest = full.filter((tab) => tab.name !== name);
  const next = name === activeName ? (rest[index] ?? rest[index - 1] ?? HOME_TAB) : null;
  return { list: rest, next };
}

/**
 * The tabs with the query of the tab at `hash` ('#/path?query' or '/path?query') taken from that address: a list
 * writes its filters to the address bar in a React transition, which the router's location may not have reached
 * when the user leaves (a tab click, the address bar, back/forward), so the address itself is the truth.
 */
export function withQueryFromHash(list: readonly OpenedPage[], hash: string): OpenedPage[] {
  const address = hash.replace(/^[^#]*#/, "").replace(/^#/, "");
  const cut = address.indexOf("?");
  const path = cut < 0 ? address : address.slice(0, cut);
  const query = cut < 0 ? "" : address.slice(cut + 1);
  const tab = list.find((item) => item.path === path);
  return tab && tab.query !== query ? openTab(list, { ...tab, query }) : [...list];
}

export const closeAllTabs = (): OpenedPage[] => [HOME_TAB];

export function closeOtherTabs(list: readonly OpenedPage[], activeName: string | null): OpenedPage[] {
  return withHome(list.filter((tab) => tab.name === activeName));
}

const isTab = (value: unknown): value is OpenedPage => {
  const tab = value as OpenedPage;
  return (
    Boolean(tab) &&
    typeof tab.name === "string" &&
    typeof tab.path === "string" &&
    tab.path.startsWith("/") &&
    (typeof tab.title === "string" || (typeof tab.title === "object" && tab.title !== null))
  );
};

/** Whatever is stored becomes a valid list: home first, no duplicates. */
export function sanitiseTabs(raw: unknown): OpenedPage[] {
  const tabs = Array.isArray(raw) ? raw.filter(isTab) : [];
  const unique = tabs.filter((tab, index) => tabs.findIndex((other) => other.name === tab.name) === index);
  return withHome(
    unique.map((tab) => ({ ...tab, argu: tab.argu ?? {}, query: typeof tab.query === "string" ? tab.query : "" })),
  );
}

let tabs = sanitiseTabs(storage.getJson(StorageKey.pageOpenedList));
const listeners = new Set<() => void>();

export const pageTabsStore = {
  get: (): OpenedPage[] => tabs,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: OpenedPage[]): void {
    if (JSON.stringify(next) === JSON.stringify(tabs)) return;
    tabs = next;
    storage.setJson(StorageKey.pageOpenedList, tabs);
    listeners.forEach((listener) => listener());
  },
  /** The tab of the page at `address` (being left) takes its query from that address. */
  rememberQuery(address: string): void {
    pageTabsStore.set(withQueryFromHash(tabs, address));
  },
};

export const usePageTabs = () => useSyncExternalStore(pageTabsStore.subscribe, pageTabsStore.get, pageTabsStore.get);
