/**
 * Browser figures in headless Chromium (playwright-core, Debian's /usr/bin/chromium): the JavaScript a page really
 * fetches until the network is idle, and the console's interaction timings — each measured inside the page with
 * performance.now(), from the input (pointerdown, or the hash change) to the first animation frame where the
 * result is on screen. A fresh browser context per run; the first run is a warm-up and is not counted.
 */
import { chromium } from "playwright-core";

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  // Each fresh context is a new window, for which full Chromium preloads its omnibox pop-up in a renderer of its own
  // (most of a CPU-second): a staff member's browser has its window open already, so no run pays that.
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
];
export const LIST = "#/finance/withdraw-orders";
export const LIST_1000 = `${LIST}?pageSize=1000&currentPage=1`;
/** The largest seeded table (10,000+ members). */
const MEMBER_LIST = "#/members/user-list";
const PENDING_TAB = "待审核";
const STATISTICS_HOME = "#/stats/statistics-home";
/** A chart counts as drawn once its canvas has a size (chart.js sizes it on its first render). */
const chartsDrawn = (scope, count) =>
  `document.querySelectorAll('${scope} [data-chart] canvas').length >= ${count} && [...document.querySelectorAll('${scope} [data-chart] canvas')].every((c) => c.width > 0)`;

/** Page-side conditions (expressions evaluated in the page). */
export const READY = {
  home: `location.hash.startsWith("#/home") && !!document.querySelector('[data-testid="side-menu"]')?.checkVisibility() && !!document.querySelector('[data-testid="home"]')?.checkVisibility()`,
  firstRow: `!!document.querySelector('[data-testid^="list-"] .ant-table-tbody .ant-table-row')?.checkVisibility() && !document.querySelector('[data-testid^="list-"] .ant-spin-spinning')`,
  pendingTab: `(document.querySelector('[data-testid^="list-"] .ant-tabs-tab-active')?.textContent ?? "").includes(${JSON.stringify(PENDING_TAB)}) && !document.querySelector('[data-testid^="list-"] .ant-spin-spinning') && !!document.querySelector('[data-testid^="list-"] .ant-table-tbody .ant-table-row')?.checkVisibility() && document.querySelector('[data-testid^="list-"] .ant-pagination-total-text')?.textContent !== window.__benchTotal`,
  homeCharts: chartsDrawn('[data-testid="dashboard"]', 2),
  statisticsCharts: `!document.querySelector('[data-screen-page="statistics-home"] .ant-spin-spinning') && ${chartsDrawn('[data-screen-page="statistics-home"]', 4)}`,
  rowSelected: `!!document.querySelector('[data-testid^="list-"] .ant-table-tbody .ant-table-row-selected')`,
};

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ARGS,
    timeout: 30_000,
  });
}

/** Follows a page's requests: the same-origin .js paths fetched, and a wait for the network to fall quiet. */
export function track(page, origin) {
  const scripts = new Set();
  let inFlight = 0;
  let lastChange = Date.now();
  // The live event stream stays open for as long as the console is (docs/live-updates.md): it is never "in flight"
  // in the sense of a load that has not finished.
  const counted = (request) => !(request.headers().accept ?? "").includes("text/event-stream");
  page.on("request", (request) => {
    if (!counted(request)) return;
    inFlight++;
    lastChange = Date.now();
  });
  const done = (request) => {
    if (!counted(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith(".js")) scripts.add(url.pathname.replace(/^\//, ""));
  });
  return {
    scripts: () => [...scripts].sort(),
    /** Resolves once no request has been in flight for `quietMs` (at most `timeoutMs`). */
    idle: async (quietMs = 500, timeoutMs = 15_000) => {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (inFlight === 0 && Date.now() - lastChange >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`network not idle after ${timeoutMs / 1000} s (${inFlight} requests in flight)`);
    },
  };
}

/** Milliseconds from window.__benchT0 to the first animation frame where `condition` holds. */
export async function until(page, condition, timeoutMs = 45_000) {
  const handle = await page.waitForFunction(`(${condition}) && (performance.now() - window.__benchT0)`, undefined, {
    polling: "raf",
    timeout: timeoutMs,
  });
  return Number(await handle.jsonValue());
}

/**
 * When the latest request whose URL holds every needle was sent and when its answer was in full, in ms after the
 * clock started: before `sent` and after `answered` is the console's own work, between them the network and server.
 */
const answeredAt = (page, needles) =>
  page.evaluate((parts) => {
    const entry = performance
      .getEntriesByType("resource")
      .filter((e) => parts.every((part) => e.name.includes(part)) && e.startTime >= window.__benchT0)
      .at(-1);
    return entry
      ? { sent: entry.startTime - window.__benchT0, answered: entry.responseEnd - window.__benchT0 }
      : { sent: Number.NaN, answered: Number.NaN };
  }, needles);

/**
 * The same-origin scripts whose answer was complete at `atMs` (page time), from the page's own resource timing: what
 * the page had fetched by then, without the lag between the page and this process (response events seen here after
 * the moment counted the dashboard's deferred chunks in some runs).
 */
const scriptsAnsweredBy = (page, origin, atMs) =>
  page.evaluate(
    ([from, at]) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.responseEnd <= at)
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === from && url.pathname.endsWith(".js"))
        .map((url) => url.pathname.replace(/^\//, ""))
        .sort(),
    [origin, atMs],
  );

/** Sets the start time at the next pointerdown (capture phase, before any handler of the page). */
export const armPointer = (page) =>
  page.evaluate(() =>
    window.addEventListener("pointerdown", () => (window.__benchT0 = performance.now()), { capture: true, once: true }),
  );

/** Changes the hash route and starts the clock in the same task. */
export const navigate = (page, hash) =>
  page.evaluate((h) => {
    window.__benchT0 = performance.now();
    location.hash = h;
  }, hash);

/** A fresh context and page; `profile` may add context options (`context`: a phone's viewport, touch) and `cpuRate`. */
export async function newPage(browser, { context: options = {}, cpuRate = 1 } = {}) {
  // bypassCSP: the harness polls with string predicates (eval), which the console's CSP (script-src 'self') refuses.
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "zh-CN",
    bypassCSP: true,
    ...options,
  });
  // Every request's timing stays readable (the default buffer of 250 entries fills up with chunks before the lists).
  await context.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
  const page = await context.newPage();
  page.setDefaultTimeout(45_000);
  // Chrome DevTools' CPU throttling (a phone-class CPU at 4), for this page's renderer.
  if (cpuRate > 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  return { context, page };
}

/** Fills the login form as admin (the reference takes any name) and submits it; `beforeSubmit` runs just before. */
export async function submitLogin(page, beforeSubmit = async () => undefined) {
  await page.locator("#username").fill("admin");
  await page.locator("#password").fill("123456");
  await beforeSubmit();
  await page.locator("button[type=submit]").click();
}

/** One run in a fresh context: login → home, home → list, the list at page size 1000, then a row click or a tab. */
async function consoleRun(browser, baseUrl) {
  const { context, page } = await newPage(browser);
  try {
    const net = track(page, baseUrl);
    await page.goto(`${baseUrl}/#/login`);
    await page.locator("#username").waitFor();
    await net.idle();
    const loginScripts = net.scripts();
    await submitLogin(page, () => armPointer(page));
    const login = await until(page, READY.home);
    // What home needed to become interactive; the charts and the list machinery's warm-up follow while it is idle.
    const homeReadyAt = (await page.evaluate(() => window.__benchT0)) + login;
    const homeScripts = await scriptsAnsweredBy(page, baseUrl, homeReadyAt);
    const homeCharts = await until(page, READY.homeCharts);
    await net.idle();
    const idleScripts = net.scripts().filter((file) => !homeScripts.includes(file));

    await navigate(page, LIST);
    const list = await until(page, READY.firstRow);
    await net.idle();

    await navigate(page, "#/home");
    await until(page, READY.home);
    await net.idle();
    await navigate(page, MEMBER_LIST);
    const memberList = await until(page, READY.firstRow);
    await net.idle();

    await navigate(page, STATISTICS_HOME);
    const statistics = await until(page, READY.statisticsCharts);
    await net.idle();

    await navigate(page, "#/home");
    await until(page, READY.home);
    await net.idle();
    const bigList = page.waitForResponse(
      (r) => r.url().includes("/member-withdraw/list") && r.url().includes("pageSize=1000"),
    );
    await navigate(page, LIST_1000);
    const list1000 = await until(page, READY.firstRow);
    const list1000Answer = await answeredAt(page, ["/member-withdraw/list", "pageSize=1000"]);
    const body = await (await bigList).json();
    const rows1000 = body?.result?.pageInfoVO?.records?.length ?? 0;
    await net.idle();

    const checkbox = page
      .locator('[data-testid^="list-"] .ant-table-tbody .ant-table-row .ant-table-selection-column input')
      .first();
    let interaction;
    let interactionAnswer = { sent: Number.NaN, answered: Number.NaN };
    let interactionKind;
    if ((await checkbox.count()) > 0) {
      interactionKind = "select one row";
      await armPointer(page);
      await checkbox.click();
      interaction = await until(page, READY.rowSelected);
    } else {
      interactionKind = `switch to the '${PENDING_TAB}' tab`;
      await page.evaluate(
        () =>
          (window.__benchTotal = document.querySelector(
            '[data-testid^="list-"] .ant-pagination-total-text',
          )?.textContent),
      );
      await armPointer(page);
      await page.locator('[data-testid^="list-"]').getByRole("tab", { name: PENDING_TAB }).click();
      interaction = await until(page, READY.pendingTab);
      interactionAnswer = await answeredAt(page, ["/member-withdraw/list", "pageSize=1000", "status=1"]);
    }
    return {
      login,
      homeCharts,
      list,
      memberList,
      statistics,
      list1000,
      list1000Answer,
      rows1000,
      interaction,
      interactionAnswer,
      interactionKind,
      loginScripts,
      homeScripts,
      idleScripts,
    };
  } finally {
    await context.close();
  }
}

/** Console timings: a warm-up run, then `runs` counted runs (arrays of ms), plus the scripts fetched per route. */
export async function measureConsole(browser, baseUrl, runs = 5) {
  const results = [];
  for (let i = 0; i <= runs; i++) {
    const result = await consoleRun(browser, baseUrl);
    if (i > 0) results.push(result);
  }
  const first = results[0];
  const same = (key) => results.every((r) => r[key].join() === first[key].join());
  return {
    timings: {
      login: results.map((r) => r.login),
      homeCharts: results.map((r) => r.homeCharts),
      list: results.map((r) => r.list),
      memberList: results.map((r) => r.memberList),
      statistics: results.map((r) => r.statistics),
      list1000: results.map((r) => r.list1000),
      list1000Sent: results.map((r) => r.list1000Answer.sent),
      list1000Answer: results.map((r) => r.list1000Answer.answered),
      list1000Render: results.map((r) => r.list1000 - r.list1000Answer.answered),
      interaction: results.map((r) => r.interaction),
      interactionSent: results.map((r) => r.interactionAnswer.sent),
      interactionAnswer: results.map((r) => r.interactionAnswer.answered),
      interactionRender: results.map((r) => r.interaction - r.interactionAnswer.answered),
    },
    interactionKind: first.interactionKind,
    rows1000: first.rows1000,
    loginScripts: first.loginScripts,
    homeScripts: first.homeScripts,
    idleScripts: first.idleScripts,
    stableScripts: same("loginScripts") && same("homeScripts"),
  };
}
