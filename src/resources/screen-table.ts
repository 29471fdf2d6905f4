/**
 * Every screen, found by file: each `*.screen.ts(x)` file under src/resources is a screen, and its path is its menu
 * component key (`finance/withdraw-orders.screen.tsx` → `finance/withdraw-orders`). Adding a screen is adding its
 * file. This table is a chunk of its own, loaded by the registry on the first screen and while home is idle: with
 * each screen's list of chunks to preload it is code home does not need to become interactive.
 */
import { withChunkTimeouts } from "@/lib/chunk-timeout";
import type { ScreenModule } from "./kit/screen-page";
import { screenKeyOf } from "./kit/screen-key";

const modules = withChunkTimeouts(import.meta.glob<ScreenModule>("./**/*.screen.{ts,tsx}"));

/** Menu component key → its screen's module. */
export const screenLoaders: Readonly<Record<string, () => Promise<ScreenModule>>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [screenKeyOf(path), load]),
);

export const screenKeys: readonly string[] = Object.keys(screenLoaders);
