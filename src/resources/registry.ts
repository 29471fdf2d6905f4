/**
 * Menu component keys → the lazy page that renders them, found by file: every `*.screen.ts(x)` file under src/resources is a
 * screen, and its path is its key (`finance/withdraw-orders.screen.tsx` → `finance/withdraw-orders`). Adding a screen
 * is adding its file; a menu page whose key has no screen routes to the "not available" page.
 */
import { useSyncExternalStore, type ComponentType, type LazyExoticComponent } from "react";
import { lazyPage, withChunkTimeout, withChunkTimeouts } from "@/lib/chunk-timeout";
import type { ScreenModule } from "./kit/screen-page";
import { screenKeyOf } from "./kit/screen-key";
import type { ScreenDef } from "./kit/screen-types";
import { prefetchScreenList } from "./kit/list-prefetch";

const loadListMachinery = withChunkTimeout(() => import("./kit/screen-page"));

let warming = false;

/**
 * Fetches the list machinery while the user is still on home (the browser keeps the module), so the first menu click
 * waits only for the screen's own small chunk and its rows. Run once home has shown its figures (src/lib/landing.ts), and then only
 * when the browser is next idle: started earlier, it competes with home's own chunks and calls (the
 * bench's bytes before home is interactive). Once per page load; a screen opened first loads the machinery itself.
 */
export function warmListMachinery(): void {
  if (warming) return;
  warming = true;
  const load = () =>
    void loadListMachinery().then(
      ({ StyleWarmup }) => {
        styleWarmup = StyleWarmup;
        for (const listener of warmupListeners) listener();
      },
      () => undefined,
    );
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(load, { timeout: 5000 });
  else window.setTimeout(load, 1000);
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

const modules = withChunkTimeouts(import.meta.glob<ScreenModule>("./**/*.screen.{ts,tsx}"));

export const screenKeys: readonly string[] = Object.keys(modules).map(screenKeyOf);

export const resourcePages: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => {
    const key = screenKeyOf(path);
    // The list machinery (a shared chunk), the screen's own chunk and — as soon as that small chunk is here — the
    // list's first request all travel together, not one after the other. Past SPEC §9's chunk timeout the screen
    // fails to load (the page boundary offers a reload) rather than spinning on.
    return [
      key,
      lazyPage(async () => {
        const machinery = loadListMachinery();
        const screen = (await load()).default as ScreenDef<object>;
        prefetchScreenList(key, screen);
        const { screenPage } = await machinery;
        return { default: screenPage(key, screen) };
      }),
    ];
  }),
);
