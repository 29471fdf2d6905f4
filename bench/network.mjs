/**
 * The console over an emulated slow link (Chromium's network emulation through a CDP session): the first visit to
 * the login page with an empty HTTP cache, logging in to an interactive home, then a warm revisit in the same
 * context — signed out, the login page loaded again with the cache it filled, and the login again. Times are
 * measured in the page (performance.now(): from the navigation's start, or from the submit's pointerdown, to the
 * first animation frame showing the result); bytes are what crossed the emulated link, from the CDP's
 * Network.loadingFinished (encodedDataLength: headers and body as transferred, 0 for an answer from the cache).
 */
import { READY, armPointer, newPage, track, until } from "./browser.mjs";

/** The link: round-trip latency added to every request, and the throughput each way. */
export const LINK = { latencyMs: 50, mbps: 10 };

/** The login form can be used: its username input is on screen and enabled. */
const LOGIN_USABLE = `(() => { const input = document.querySelector("#username"); return !!input && input.checkVisibility() && !input.disabled; })()`;

/**
 * Set up in every document before its own scripts: at each animation frame from the document's start, whether the
 * login form is usable yet; the first frame where it is sets window.__benchLoginUsable (ms after navigation start).
 */
const WATCH_LOGIN = `(() => {
  const tick = () => {
    if (${LOGIN_USABLE}) window.__benchLoginUsable = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/**
 * Counts the bytes every finished request moved, with the wall-clock time it finished (the CDP's monotonic
 * timestamps mapped through the wall time each request was sent at), to compare with the page's clock.
 */
async function byteMeter(cdp) {
  const offsets = new Map();
  const cached = new Set();
  const finished = [];
  cdp.on("Network.requestWillBeSent", (event) => offsets.set(event.requestId, event.wallTime - event.timestamp));
  cdp.on("Network.requestServedFromCache", (event) => cached.add(event.requestId));
  cdp.on("Network.responseReceived", (event) => {
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) cached.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    const offset = offsets.get(event.requestId);
    if (offset === undefined) return;
    finished.push({
      at: (event.timestamp + offset) * 1000,
      bytes: event.encodedDataLength,
      network: !cached.has(event.requestId),
    });
  });
  await cdp.send("Network.enable");
  return {
    /** Bytes moved, and requests that went to the server (not answered by the cache), finished in [fromMs, toMs]. */
    between(fromMs, toMs = Number.POSITIVE_INFINITY) {
      const within = finished.filter((entry) => entry.at >= fromMs && entry.at <= toMs);
      return {
        bytes: within.reduce((sum, entry) => sum + entry.bytes, 0),
        requests: within.filter((entry) => entry.network).length,
      };
    },
  };
}

/** The page's clock (ms after its time origin) as epoch ms. */
const pageEpoch = (page, pageMs) => page.evaluate((ms) => performance.timeOrigin + ms, pageMs);

/** Loads the login page in a new document: ms until it is usable, and what it moved until the network was idle. */
async function visitLogin(page, baseUrl, net, meter) {
  const from = Date.now();
  await page.goto(`${baseUrl}/#/login`);
  const handle = await page.waitForFunction("window.__benchLoginUsable", undefined, { timeout: 45_000 });
  const usable = Number(await handle.jsonValue());
  await net.idle();
  return { usable, ...meter.between(from) };
}

/**
 * Types and submits the login: ms from the submit until home is interactive, and what moved from the first keystroke
 * until then (the login page fetches its client when the user reaches into the form).
 */
async function logIn(page, meter) {
  const typedFrom = Date.now();
  await page.locator("#username").fill("admin");
  await page.locator("#password").fill("123456");
  await armPointer(page);
  await page.locator("button[type=submit]").click();
  const ms = await until(page, READY.home);
  const startedAt = await pageEpoch(page, await page.evaluate(() => window.__benchT0));
  return { ms, ...meter.between(typedFrom, startedAt + ms) };
}

/** One run in a fresh context (empty HTTP cache): first visit, login → home, then the warm revisit and login. */
async function linkRun(browser, baseUrl) {
  const { context, page } = await newPage(browser);
  try {
    await page.addInitScript(WATCH_LOGIN);
    const cdp = await context.newCDPSession(page);
    const meter = await byteMeter(cdp);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: LINK.latencyMs,
      downloadThroughput: (LINK.mbps * 1_000_000) / 8,
      uploadThroughput: (LINK.mbps * 1_000_000) / 8,
    });
    const net = track(page, baseUrl);
    const login = await visitLogin(page, baseUrl, net, meter);
    const home = await logIn(page, meter);
    await net.idle();

    // Signed out (what the console keeps in localStorage goes), then the login page in a new document.
    await page.evaluate(() => localStorage.clear());
    await page.goto("about:blank");
    const warmLogin = await visitLogin(page, baseUrl, net, meter);
    const warmHome = await logIn(page, meter);
    await net.idle();
    return { login, home, warmLogin, warmHome };
  } finally {
    await context.close();
  }
}

/** A warm-up run, then `runs` counted runs: each figure as an array over the runs. */
export async function measureLink(browser, baseUrl, runs = 5) {
  const results = [];
  for (let i = 0; i <= runs; i++) {
    const result = await linkRun(browser, baseUrl);
    if (i > 0) results.push(result);
  }
  const pick = (visit, key) => results.map((result) => result[visit][key]);
  const figures = (visit, time) => ({
    ms: pick(visit, time),
    bytes: pick(visit, "bytes"),
    requests: pick(visit, "requests"),
  });
  return {
    link: LINK,
    first: { login: figures("login", "usable"), home: figures("home", "ms") },
    warm: { login: figures("warmLogin", "usable"), home: figures("warmHome", "ms") },
  };
}
