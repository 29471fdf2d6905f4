/**
 * The `test` of every browser spec: Playwright's, with each page's clock shifted like the Node processes' when the
 * suite runs at a chosen time (`npm test -- --at …`, scripts/fake-clock.mjs), and the test's page kept for the next
 * test of the worker with the same options when the test left nothing behind (kept-page.ts).
 */
import { readFileSync } from "node:fs";
import { test as playwright, type BrowserContext } from "@playwright/test";
import { shiftDate } from "../../scripts/fake-clock.mjs";
import { KeptPages, storedEntries } from "./kept-page";

const offsetMs = Number(process.env.FAKE_CLOCK_OFFSET_MS ?? 0);

/** Gives a context the run's clock (nothing when the run is at the real time). */
export async function withRunClock(context: BrowserContext): Promise<void> {
  if (offsetMs) await context.addInitScript(shiftDate, offsetMs);
}

interface Options {
  /** A page of its own for each test (a spec that watches the console's scripts load the first time). */
  freshPage: boolean;
}

export const test = playwright.extend<Options, { keptPages: KeptPages }>({
  freshPage: [false, { option: true }],
  keptPages: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const kept = new KeptPages();
      await provide(kept);
      await kept.closeAll();
    },
    { scope: "worker" },
  ],
  // A test that asks for its context gets the page's: the two are one, and the page is not kept after it.
  context: async ({ page, keptPages }, provide) => {
    keptPages.taint(page);
    await provide(page.context());
  },
  page: async (
    {
      keptPages,
      freshPage,
      browser,
      baseURL,
      viewport,
      locale,
      timezoneId,
      reducedMotion,
      colorScheme,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      storageState,
    },
    provide,
    testInfo,
  ) => {
    const options = { baseURL, viewport, locale, timezoneId, reducedMotion, colorScheme, isMobile, hasTouch };
    const key = JSON.stringify({ ...options, deviceScaleFactor, freshPage });
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const watched = await keptPages.take(key, async () => {
      const context = await browser.newContext({ ...options, deviceScaleFactor, storageState });
      await withRunClock(context);
      return context;
    });
    if (watched.reused) {
      const state: unknown =
        typeof storageState === "string" ? JSON.parse(readFileSync(storageState, "utf8")) : storageState;
      await watched.page.evaluate(
        (entries) => {
          for (const [key, value] of entries) localStorage.setItem(key, value);
        },
        storedEntries(state, origin),
      );
    }
    await provide(watched.page);
    await keptPages.give(key, watched, origin, !freshPage && testInfo.status === testInfo.expectedStatus);
  },
});

export { expect } from "@playwright/test";
export type { APIRequestContext, BrowserContext, Locator, Page, Route } from "@playwright/test";
