/**
 * Menu component keys → the lazy page that renders them. The screens are found by file (./screen-table.ts, a chunk of
 * its own); a menu page whose key has no screen routes to the "not available" page. Also the list machinery's
 * warm-up while home is idle.
 */
import { useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import { withChunkTimeout } from "@/lib/chunk-timeout";
import { whenIdle } from "@/lib/when-idle";
import { preloadable, type Preloadable } from "@/lib/preloadable";
import type { ScreenDef } from "./kit/screen-types";
import { prefetchScreenList } from "./kit/list-prefetch";

const loadListMachinery = withChunkTimeout(() => import("./kit/screen-page"));

/** The table of every screen (its own chunk; the browser keeps the module once loaded). */
const screenTable = withChunkTimeout(() => import("./screen-table"));

let warming = false;

/**
 * Fetches the list machinery and the screen table while the user is still on home (the browser keeps the module), so the first menu click
 * waits only for the screen's own small chunk and its rows. Run once home has shown its figures (src/lib/landing.ts), and then only
 * when the browser is next idle: started earlier, it competes with home's own chunks and calls (the
 * bench's bytes before home is interactive). Once per page load; a screen opened first loads the machinery itself.
 */
export function warmListMachinery(): void {
  if (warming) return;
  warming = true;
  const load = () => {
    screenTable().catch(() => undefined);
    void loadListMachinery().then(
      ({ StyleWarmup }) => {
        styleWarmup = StyleWarmup;
        for (const listener of warmupListeners) listener();
      },
      () => undefined,
    );
  };
  whenIdle(load, 5000, 1000);
}

let styleWarmup: ComponentType | null = null;
const warmupListeners = new Set<() => void>();

/** The list page's antd parts to render hidden once (null until the machinery has loaded while home was idle). */
export function useStyleWarmup(): ComponentType | null {
  return useSyncExternalStore(
    (listener) => {
      warmupListeners.add(listener);
      return () => void warmupListeners.delete(listener);
    },
    () => styleWarmup,
  );
}

/** The menu component keys that have a screen (from the screen table: a promise, for React's `use`). */
export function screenKeys(): Promise<readonly string[]> {
  return screenTable().then((table) => table.screenKeys);
}

/** What a screen route renders where the console has no screen for the key. */
export interface ScreenRouteProps {
  notAvailable?: ReactNode;
}

const routes = new Map<string, Preloadable<ScreenRouteProps>>();

/**
 * How long a screen opened for the first time waits, once its code is here, for its first page of rows: arrived, they
 * are in the first render (src/providers/query-client.ts); a slower answer is shown loading, as before.
 */
const ROWS_WAIT_MS = 300;

/**
 * The page of a menu component key: its screen, or `notAvailable` when the console has none. The list
 * machinery (a shared chunk), the screen table, the screen's own chunk and — as soon as that small chunk is here — the
 * list's first request all travel as early as they can, not one after the other; the page renders once the rows are
 * here too, or a moment after its code. Past SPEC §9's chunk timeout the
 * screen fails to load (the page boundary offers a reload) rather than spinning on. Once loaded (by `preloadScreen`
 * or an earlier visit), the page renders at once, without suspending.
 */
function screenEntry(key: string): Preloadable<ScreenRouteProps> {
  let route = routes.get(key);
  if (!route) {
    route = preloadable(async (): Promise<{ default: ComponentType<ScreenRouteProps> }> => {
      const machinery = loadListMachinery();
      // A key without a screen never needs the machinery; its failure must not go unhandled meanwhile.
      machinery.catch(() => undefined);
      const load = (await screenTable()).screenLoaders[key];
      if (!load) return { default: NotAvailable };
      const screen = (await load()).default as ScreenDef<object>;
      const rows = prefetchScreenList(key, screen);
      const { screenPage } = await machinery;
      // The page waits a moment for its rows (the old page stays meanwhile): drawn with them, it renders once.
      if (rows) await Promise.race([rows, new Promise((resolve) => window.setTimeout(resolve, ROWS_WAIT_MS))]);
      return { default: screenPage(key, screen) };
    });
    routes.set(key, route);
  }
  return route;
}

export function screenRoute(key: string): ComponentType<ScreenRouteProps> {
  return screenEntry(key).Component;
}

/**
 * Starts loading a screen before React asks for it: the page the console's address names, while the console's own
 * chunk boots. Rendered before its code is here, the page would show the loading fallback, and React reveals a
 * boundary no sooner than 300 ms after a fallback was shown (its fallback throttle), whenever the rows arrive.
 */
export function preloadScreen(key: string): Promise<unknown> {
  return screenEntry(key).preload();
}

function NotAvailable({ notAvailable }: ScreenRouteProps) {
  return notAvailable ?? null;
}
