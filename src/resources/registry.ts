/**
 * Menu component keys → the lazy page that renders them, found by file: every `*.screen.ts(x)` file under src/resources is a
 * screen, and its path is its key (`finance/withdraw-orders.screen.tsx` → `finance/withdraw-orders`). Adding a screen
 * is adding its file; a menu page whose key has no screen routes to the "not available" page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ScreenModule } from "./kit/screen-page";
import { screenKeyOf } from "./kit/screen-key";
import type { ScreenDef } from "./kit/screen-types";

const modules = import.meta.glob<ScreenModule>("./**/*.screen.{ts,tsx}");

export const screenKeys: readonly string[] = Object.keys(modules).map(screenKeyOf);

export const resourcePages: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => {
    const key = screenKeyOf(path);
    // The list machinery (a shared chunk) and the screen's own chunk load together, not one after the other.
    return [
      key,
      lazy(async () => {
        const [{ screenPage }, screen] = await Promise.all([import("./kit/screen-page"), load()]);
        return { default: screenPage(key, screen.default as ScreenDef<object>) };
      }),
    ];
  }),
);
