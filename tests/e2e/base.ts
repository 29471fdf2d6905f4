/**
 * The `test` of every browser spec: Playwright's, with each page's clock shifted like the Node processes' when the
 * suite runs at a chosen time (`npm test -- --at …`, scripts/fake-clock.mjs).
 */
import { test as playwright, type BrowserContext } from "@playwright/test";
import { shiftDate } from "../../scripts/fake-clock.mjs";

const offsetMs = Number(process.env.FAKE_CLOCK_OFFSET_MS ?? 0);

/** Gives a context the run's clock (nothing when the run is at the real time). */
export async function withRunClock(context: BrowserContext): Promise<void> {
  if (offsetMs) await context.addInitScript(shiftDate, offsetMs);
}

export const test = playwright.extend({
  context: async ({ context }, provide) => {
    await withRunClock(context);
    await provide(context);
  },
});

export { expect } from "@playwright/test";
export type { APIRequestContext, BrowserContext, Locator, Page, Route } from "@playwright/test";
