/**
 * Every screen of the menu, on loopback without network emulation: after logging in, from home to each page of the
 * per-user menu the server delivered (the tree the console keeps as localStorage.menuData, walked as
 * src/providers/session/menu-model.ts's pagesOf walks it), timed in the page from the hash change to the first
 * animation frame where the screen shows its first content. Each pass runs in a fresh context (so each screen's
 * chunk is fetched as on its first opening in a session); the second pass takes the screens in reverse order, so
 * that a screen's place in the pass (the opened-page tabs grow with every screen) weighs on no screen alone.
 */
import { READY, navigate, newPage, submitLogin, track, until } from "./browser.mjs";

/** A screen that shows nothing for this long is reported as not shown, and the pass goes on. */
const SCREEN_TIMEOUT_MS = 15_000;

/**
 * The screen at `route` shows its first content: the address is the screen's, home has left the page area, nothing
 * in it is loading (the lazy-page fallback, a spinner, a skeleton, a loading card), and it shows a table row (a card
 * on a phone), an empty state, a settings form or another screen's own content (`[data-screen-page]`).
 */
export const screenShown = (route) => `(() => {
  if (location.hash.replace(/^#/, "").split("?")[0] !== ${JSON.stringify(route)}) return false;
  const area = document.querySelector(".ant-layout-content");
  if (!area || area.querySelector('[data-testid="home"]')) return false;
  if (area.querySelector(".page-loading, .ant-spin-spinning, .ant-skeleton, .ant-card-loading")) return false;
  const visible = (selector) => [...area.querySelectorAll(selector)].some((element) => element.checkVisibility());
  return visible(".ant-table-tbody .ant-table-row") || visible('[data-testid="list-card"]') || visible(".ant-empty") ||
    visible('[data-testid^="settings-"] form') || visible("[data-screen-page]");
})()`;

/** The menu's pages (route, title) in menu order, from the tree the console stored after login. */
const menuPages = (page) =>
  page.evaluate(() => {
    const tree = JSON.parse(localStorage.getItem("menuData") ?? "[]");
    const join = (parent, child) => (child.startsWith("/") ? child : `${parent.replace(/\/$/, "")}/${child}`);
    const pages = [];
    const walk = (node, parentPath) => {
      const route = join(parentPath, node.path || node.name);
      const children = node.children ?? [];
      if (children.length === 0 && node.type !== -1 && node.component && node.component !== "Main") {
        pages.push({ route, title: typeof node.title === "string" ? node.title : node.name });
        return;
      }
      for (const child of children) walk(child, node.type === -1 ? "" : route);
    };
    const apps = tree.filter((node) => node.type === -1).sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
    for (const app of apps) for (const child of app.children ?? []) walk(child, "");
    return pages;
  });

/**
 * One pass in a fresh context: log in, then home → each screen; ms per route (NaN: not shown in time). `profile`
 * (bench/ratios.mjs): newPage's context options and CPU rate, and `home`, the condition for home (a phone's has no
 * side menu on screen); `only`, the routes to open (bench/volume-screens.mjs), default every page of the menu.
 */
export async function screensPass(browser, baseUrl, reverse, profile = {}) {
  const { context, page } = await newPage(browser, profile);
  const home = profile.home ?? READY.home;
  try {
    const net = track(page, baseUrl);
    await page.goto(`${baseUrl}/#/login`);
    await submitLogin(page);
    await page.waitForFunction(home, undefined, { timeout: 45_000 });
    await net.idle();
    const pages = (await menuPages(page)).filter((screen) => !profile.only || profile.only.includes(screen.route));
    const times = new Map();
    for (const screen of reverse ? [...pages].reverse() : pages) {
      await navigate(page, "#/home");
      await until(page, home);
      // Home's dashboard draws its charts once its figures are in: done before the clock starts for the screen.
      await until(page, READY.homeCharts, 10_000).catch(() => undefined);
      await net.idle(200);
      await navigate(page, `#${screen.route}`);
      try {
        times.set(screen.route, await until(page, screenShown(screen.route), SCREEN_TIMEOUT_MS));
      } catch {
        times.set(screen.route, Number.NaN);
      }
      await net.idle(200).catch(() => undefined);
    }
    return { pages, times };
  } finally {
    await context.close();
  }
}

/** Passes (screensPass's results) → per screen (menu order) its route, title and ms of each pass. */
export const byScreen = (results) =>
  results[0].pages.map((screen) => ({
    ...screen,
    ms: results.map((result) => result.times.get(screen.route) ?? Number.NaN),
  }));

/** `passes` passes over every screen, the second in reverse order: byScreen's list. */
export async function measureScreens(browser, baseUrl, passes = 2) {
  const results = [];
  for (let i = 0; i < passes; i++) results.push(await screensPass(browser, baseUrl, i % 2 === 1));
  return byScreen(results);
}
