/**
 * The live console's rows (docs/live-updates.md):
 * - event latency: two contract-server instances on one PostgreSQL and one Redis, a headless Chromium signed in on
 *   instance B showing home; approvals of pending withdrawals through instance A's API, each timed from the write's
 *   answer (and from its request) to the first animation frame where home's pending-withdrawals figure shows the
 *   change (watched in the page with requestAnimationFrame; both clocks are the machine's:
 *   `performance.timeOrigin + performance.now()`). The server publishes after the commit and before it answers, so a
 *   figure can change before the writer has its answer: a negative time;
 * - memory per connected console: instance B before the browser connects (a settled process: it neither migrated
 *   nor seeded), its RSS and V8 heap as its system monitor reports them (`GET /admin-api/xboot/monitor/runtime`)
 *   before and after `CONSOLES` event streams open (from bench/streams.mjs, its own process), divided by their
 *   number; without PostgreSQL or Redis, on the in-memory instance of the next part instead;
 * - the list API with `CONSOLES` consoles connected: bench/load.mjs on one in-memory instance without the streams,
 *   with them, and without them again, each run longer than the 25 s heartbeat so that the run with them includes one
 *   check of all their sessions; the rate without them is the mean of the two runs around (the machine's drift
 *   cancels).
 * Each part gives `{ why }` instead of figures when it could not run (no PostgreSQL, no redis-server, a failure).
 */
import { execFileSync } from "node:child_process";
import { createInterface } from "node:readline";
import { newPage, launch, READY, until } from "./browser.mjs";
import { startPostgres } from "./postgres.mjs";
import { run, start, stop } from "./processes.mjs";
import { freePort, startContractServer } from "./servers.mjs";

export const CONSOLES = Number(process.env.BENCH_CONSOLES ?? 500);
export const WRITES = Number(process.env.BENCH_LIVE_WRITES ?? 40);
/** Longer than the feed's 25 s heartbeat (server/lib/events/feed.ts). */
const LOAD_SECONDS = Number(process.env.BENCH_LIVE_LOAD_SECONDS ?? 26);
const FIGURE = '[data-todo="withdrawPending"] .ant-scroll-number';
const REVIEW = "/admin-api/wallet/member-withdraw/withdraw/review";
const now = () => performance.timeOrigin + performance.now();
const reason = (error) => String(error?.message ?? error).split("\n")[0];

async function login(url) {
  const response = await fetch(`${url}/admin-api/xboot/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "username=admin&password=123456",
  });
  const token = (await response.json()).result;
  if (typeof token !== "string" || !token) throw new Error(`login failed on ${url}`);
  return token;
}

const getJson = async (url, path, token) =>
  (await fetch(`${url}/admin-api${path}`, { headers: { accessToken: token } })).json();

/** A throwaway `redis-server` on a free port (no persistence), or `{ why }`. */
async function startRedis() {
  try {
    execFileSync("sh", ["-c", "command -v redis-server"], { stdio: "ignore" });
  } catch {
    return { why: "no redis-server on PATH (apt-get install redis-server)" };
  }
  const port = await freePort(56400, 56499);
  const child = start(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const url = `redis://127.0.0.1:${port}/0`;
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) return { why: `redis-server exited (${child.exitCode})` };
    try {
      const { Redis } = await import("ioredis");
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return { url, stop: () => stop(child) };
    } catch (error) {
      if (Date.now() > until) {
        await stop(child);
        return { why: `redis-server did not answer: ${reason(error)}` };
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Starts in the page a watch for the first animation frame where the figure is no longer `before`. */
const watchFigure = (page, before) =>
  page.evaluate(
    ([selector, was]) => {
      window.__liveSeen = undefined;
      const tick = () => {
        const shown = document.querySelector(selector)?.getAttribute("title");
        if (shown != null && shown !== was)
          window.__liveSeen = { at: performance.timeOrigin + performance.now(), shown };
        else if (!window.__liveStop) requestAnimationFrame(tick);
      };
      window.__liveStop = false;
      requestAnimationFrame(tick);
    },
    [FIGURE, before],
  );

/**
 * Instance A's approvals → instance B's home figure: `{ latency: { fromAnswer, fromSent, missed } (ms) or { why },
 * memory }`, memory per console measured on B first (undefined when B did not start).
 */
export async function measureLatency(dist, log) {
  const redis = await startRedis();
  if (!redis.url) return { latency: { why: redis.why } };
  let postgres;
  try {
    postgres = await startPostgres();
  } catch (error) {
    await redis.stop();
    return { latency: { why: `PostgreSQL did not start: ${reason(error)}` } };
  }
  if (!postgres.url) {
    await redis.stop();
    return { latency: { why: postgres.why } };
  }
  const servers = [];
  let browser;
  let memoryFigures;
  try {
    const options = { databaseUrl: postgres.url, redisUrl: redis.url, env: { SCHEDULER: "off" }, timeoutMs: 180_000 };
    log(`live: two instances on ${postgres.source} and Redis`);
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await startContractServer(dist, options));
    servers.push(await startContractServer(dist, options));
    const [a, b] = servers;
    memoryFigures = await memoryPerConsole(b.url, await login(b.url), log, "instance B (PostgreSQL)");
    const token = await login(a.url);
    const pending = await getJson(a.url, `/wallet/member-withdraw/list?status=1&pageSize=${WRITES + 1}`, token);
    const ids = pending.result.pageInfoVO.records.map((record) => record.id);
    if (ids.length < WRITES + 1)
      return { latency: { why: `only ${ids.length} pending withdrawals to approve` }, memory: memoryFigures };

    browser = await launch();
    const { context, page } = await newPage(browser);
    await page.goto(`${b.url}/#/login`);
    await page.locator("#username").fill("admin");
    await page.locator("#password").fill("123456");
    await page.evaluate(() => (window.__benchT0 = performance.now()));
    await page.locator("button[type=submit]").click();
    await until(page, READY.home);
    await page.locator(FIGURE).waitFor();
    log(`live: ${WRITES} approvals on A, each watched on B's home (1 warm-up)`);
    const fromAnswer = [];
    const fromSent = [];
    let missed = 0;
    for (const [index, id] of ids.entries()) {
      const before = await page.locator(FIGURE).getAttribute("title");
      await watchFigure(page, before);
      const sent = now();
      const response = await fetch(`${a.url}${REVIEW}`, {
        method: "POST",
        headers: { accessToken: token, "Content-Type": "application/json" },
        body: JSON.stringify({ id, status: 2 }),
      });
      const answer = await response.json();
      const answered = now();
      if (answer.code !== 200) throw new Error(`approval refused: ${answer.code} ${answer.message}`);
      let seen;
      try {
        seen = await (await page.waitForFunction(() => window.__liveSeen, undefined, { timeout: 5000 })).jsonValue();
      } catch {
        await page.evaluate(() => (window.__liveStop = true));
      }
      if (index === 0) continue; // the warm-up: the stream is surely up, the page's code warm
      if (!seen) missed++;
      else {
        fromAnswer.push(seen.at - answered);
        fromSent.push(seen.at - sent);
      }
    }
    await context.close();
    return {
      latency: { fromAnswer, fromSent, missed, writes: WRITES, source: postgres.source },
      memory: memoryFigures,
    };
  } catch (error) {
    return { latency: { why: `failed: ${reason(error)}` }, memory: memoryFigures };
  } finally {
    await browser?.close().catch(() => undefined);
    for (const server of servers) await server.stop();
    await postgres.stop().catch(() => undefined);
    await redis.stop();
  }
}

/** Opens `count` consoles' streams from bench/streams.mjs → `{ close(): Promise<{ended, comments}> }`. */
async function openConsoles(url, count) {
  const child = start("node", ["bench/streams.mjs", url, String(count)], { stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const timer = setTimeout(() => stop(child), 120_000);
  const first = await lines.next();
  clearTimeout(timer);
  if (first.done) throw new Error(`streams.mjs ended: ${stderr.trim().slice(-500)}`);
  const opened = JSON.parse(first.value);
  return {
    ...opened,
    async close() {
      child.stdin.write("close\n");
      const last = await lines.next();
      await stop(child);
      return last.done ? { ended: Number.NaN, comments: Number.NaN } : JSON.parse(last.value);
    },
  };
}

/** The server's memory as its system monitor reports it: the median of three readings a second apart. */
async function memory(url, token) {
  const readings = [];
  for (let i = 0; i < 3; i++) {
    if (i) await new Promise((resolve) => setTimeout(resolve, 1000));
    readings.push((await getJson(url, "/xboot/monitor/runtime", token)).result.memory);
  }
  const mid = (key) => readings.map((reading) => reading[key]).sort((x, y) => x - y)[1];
  return { rss: mid("rss"), heapUsed: mid("heapUsed") };
}

const listRate = async (url) =>
  JSON.parse(
    (
      await run("node", ["bench/load.mjs", url, "20", String(LOAD_SECONDS), "1000000", "0"], {
        timeoutMs: (LOAD_SECONDS + 30) * 1000,
        label: "load test",
      })
    )
      .trim()
      .split("\n")
      .at(-1),
  );

/** Memory per console on the instance at `url`: RSS and heap before and after `CONSOLES` streams open. */
async function memoryPerConsole(url, token, log, where) {
  await getJson(url, "/wallet/member-withdraw/list?pageSize=15", token);
  const before = await memory(url, token);
  log(`live: ${CONSOLES} consoles' streams on ${where}`);
  const consoles = await openConsoles(url, CONSOLES);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await memory(url, token);
  await consoles.close();
  return {
    count: CONSOLES,
    where,
    before,
    after,
    rssPer: (after.rss - before.rss) / CONSOLES,
    heapPer: (after.heapUsed - before.heapUsed) / CONSOLES,
    openMs: consoles.ms,
  };
}

/**
 * The list's rate with `CONSOLES` consoles connected, on one in-memory instance: `{ load }`, and `{ memory }` there
 * too when `withMemory`.
 */
export async function measureConsoles(dist, log, withMemory) {
  let server;
  try {
    server = await startContractServer(dist, { env: { SCHEDULER: "off" } });
    const token = await login(server.url);
    const memoryFigures = withMemory
      ? await memoryPerConsole(server.url, token, log, "an instance on an in-memory database")
      : undefined;
    log(`live: the list API without, with ${CONSOLES} consoles, and without again (${LOAD_SECONDS} s each)`);
    const withoutFirst = await listRate(server.url);
    const held = await openConsoles(server.url, CONSOLES);
    const withConsoles = await listRate(server.url);
    const streams = await held.close();
    const withoutAfter = await listRate(server.url);
    const without = (withoutFirst.rps + withoutAfter.rps) / 2;
    return {
      memory: memoryFigures,
      load: {
        count: CONSOLES,
        seconds: LOAD_SECONDS,
        without: Math.round(without * 10) / 10,
        withoutRuns: [withoutFirst.rps, withoutAfter.rps],
        with: withConsoles.rps,
        errors: withoutFirst.errors + withConsoles.errors + withoutAfter.errors,
        p50: { without: withoutFirst.p50, with: withConsoles.p50 },
        streams,
      },
    };
  } catch (error) {
    return {
      memory: withMemory ? { why: `failed: ${reason(error)}` } : undefined,
      load: { why: `failed: ${reason(error)}` },
    };
  } finally {
    await server?.stop();
  }
}

/** Every live row's figures: `{ latency, memory, load }`. */
export async function measureLive(dist, log) {
  const { latency, memory: onB } = await measureLatency(dist, log);
  const { memory: inMemory, load } = await measureConsoles(dist, log, !onB);
  return { latency, memory: onB ?? inMemory, load };
}
