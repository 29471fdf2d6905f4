/**
 * The per-user menu tree, fetched once after login and kept in storage (menuData), plus the current top-level
 * app (currNav). `<Refine resources>` is fed from here, so it stays mounted while the menu arrives or changes.
 */
import { useSyncExternalStore } from "react";
import { storage, StorageKey } from "@/lib/storage";
import { pagesOf, pickCurrentApp } from "./menu-model";
import type { MenuNode, MenuPage } from "./menu-types";

interface MenuState {
  tree: MenuNode[];
  pages: MenuPage[];
  currentApp: string | null;
}

function build(tree: MenuNode[], storedApp: string | null): MenuState {
  return { tree, pages: pagesOf(tree), currentApp: pickCurrentApp(tree, storedApp) };
}

let state: MenuState = build(storage.getJson<MenuNode[]>(StorageKey.menuData) ?? [], storage.get(StorageKey.currNav));
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const menuStore = {
  get: (): MenuState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setTree(tree: MenuNode[]): void {
    storage.setJson(StorageKey.menuData, tree);
    state = build(tree, storage.get(StorageKey.currNav));
    emit();
  },
  setCurrentApp(app: string): void {
    storage.set(StorageKey.currNav, app);
    state = { ...state, currentApp: app };
    emit();
  },
  clear(): void {
    state = build([], null);
    emit();
  },
  /** The menu page a resource was mounted from (resource name = route name). */
  page(name: string): MenuPage | undefined {
    return state.pages.find((page) => page.name === name);
  },
};

export function useMenu(): MenuState {
  return useSyncExternalStore(menuStore.subscribe, menuStore.get, menuStore.get);
}
