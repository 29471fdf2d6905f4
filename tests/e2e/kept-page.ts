/**
 * One browser page per worker and per set of context options, kept from test to test (docs/testing.md): a console
 * start in a fresh context cost about twice the CPU of a reload of a page kept (bench/results/boot-work.md). Between two
 * tests the kept page leaves the console for a same-origin page with no script (`/version.json`) and its storage is
 * emptied, so every test starts with no console running, nothing stored but its own session, no route and no
 * listener of an earlier test.
 *
 * A test gets a page of its own, in a context of its own, closed after it, when it may leave something behind that
 * this reset does not take back: it asks for its `context`, adds an init script to its page, exposes a function, sets
 * the clock, the viewport, the media or the headers, leaves another page open, or fails. (Playwright itself calls
 * `page.context()`, so a call of it is not a sign; routes set on the context are taken back like the page's.) A spec that
 * watches the first load of the console's scripts asks for a fresh page with `test.use({ freshPage: true })`.
 */
import type { BrowserContext, Page } from "@playwright/test";

/** What the test did to its page that the reset between tests does not undo. */
const TAINTING = [
  "addInitScript",
  "exposeFunction",
  "exposeBinding",
  "setViewportSize",
  "emulateMedia",
  "setExtraHTTPHeaders",
] as const;
const LISTENING = ["on", "once", "addListener", "prependListener", "prependOnceListener"] as const;

/** A page and what one test did to it. */
export interface Watched {
  page: Page;
  context: BrowserContext;
  /** Set when the test did something the reset does not undo: the page is closed after it. */
  tainted: boolean;
  /** Whether an earlier test had the page (it waits on `/version.json` with nothing stored). */
  reused: boolean;
  listeners: [string, (...args: unknown[]) => void][];
}

type Callable = (...args: unknown[]) => unknown;

/** Wraps the page's methods once, so that what each test does to it is seen (`watched` is the current test's). */
function instrument(page: Page, current: () => Watched): void {
  const target = page as unknown as Record<string, unknown>;
  for (const name of TAINTING) {
    const original = target[name] as Callable;
    target[name] = (...args: unknown[]) => {
      current().tainted = true;
      return original.apply(page, args);
    };
  }
  for (const name of LISTENING) {
    const original = target[name] as Callable;
    target[name] = (event: string, listener: (...args: unknown[]) => void) => {
      current().listeners.push([event, listener]);
      return original.call(page, event, listener);
    };
  }
  const clock: unknown = page.clock;
  Object.defineProperty(page, "clock", {
    configurable: true,
    get() {
      current().tainted = true;
      return clock;
    },
  });
}

/** The kept pages of one worker, by their context options. */
export class KeptPages {
  private readonly kept = new Map<string, Watched>();
  private readonly watching = new WeakMap<Page, Watched>();

  /** This test's page: the one kept for `key`, or a new one in a context `create` makes. */
  async take(key: string, create: () => Promise<BrowserContext>): Promise<Watched> {
    const found = this.kept.get(key);
    this.kept.delete(key);
    if (found) {
      const watched: Watched = {
        page: found.page,
        context: found.context,
        tainted: false,
        reused: true,
        listeners: [],
      };
      this.watching.set(found.page, watched);
      return watched;
    }
    const context = await create();
    const page = await context.newPage();
    const watched: Watched = { page, context, tainted: false, reused: false, listeners: [] };
    this.watching.set(page, watched);
    instrument(page, () => this.watching.get(page) ?? watched);
    return watched;
  }

  /** The test asked for its page's context: it may change it in ways the reset does not undo. */
  taint(page: Page): void {
    const watched = this.watching.get(page);
    if (watched) watched.tainted = true;
  }

  /**
   * After the test: the page reset and kept for the next test with the same options, or its context closed when the
   * test left something the reset cannot undo (or the reset itself failed).
   */
  async give(key: string, watched: Watched, origin: string, keep: boolean): Promise<void> {
    const { page, context } = watched;
    let reusable = keep && !watched.tainted && context.pages().length === 1 && !page.isClosed();
    if (reusable) {
      try {
        for (const [event, listener] of watched.listeners) page.off(event as "load", listener);
        await page.unrouteAll({ behavior: "ignoreErrors" });
        await context.unrouteAll({ behavior: "ignoreErrors" });
        // The pointer back in the corner a fresh page has it in: left over a header menu, it would open it on the next
        // test's console (the header's overflow menu opens on hover).
        await page.mouse.move(0, 0);
        await page.goto(`${origin}/version.json`);
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      } catch {
        reusable = false;
      }
    }
    if (process.env.E2E_KEPT_STATS)
      console.log(
        `kept-page: ${watched.reused ? "reused" : "new"} ${reusable ? "kept" : "closed"}${watched.tainted ? " tainted" : ""}`,
      );
    if (reusable && !this.kept.has(key)) this.kept.set(key, watched);
    else await context.close().catch(() => undefined);
  }

  async closeAll(): Promise<void> {
    for (const { context } of this.kept.values()) await context.close().catch(() => undefined);
    this.kept.clear();
  }
}

/** The local storage a stored session gives this origin (Playwright's storage-state file or object). */
export function storedEntries(state: unknown, origin: string): [string, string][] {
  const origins = (state as { origins?: { origin: string; localStorage: { name: string; value: string }[] }[] })
    ?.origins;
  return (origins ?? [])
    .filter((o) => o.origin === origin)
    .flatMap((o) => o.localStorage.map((e): [string, string] => [e.name, e.value]));
}
