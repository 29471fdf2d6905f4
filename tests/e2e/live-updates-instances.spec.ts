/**
 * A live console on two server instances sharing PostgreSQL and Redis (docs/live-updates.md): two consoles, each on
 * its own instance. An approval on one moves the other's home figure, with no call of its own, and shows its list's
 * bar; a sign-out on one is refused on the other though the other keeps sessions cached for ten minutes. How fast an
 * event arrives is the bench's (bench/live.mjs), not a pass/fail deadline here. Runs with TEST_DATABASE_URL and TEST_REDIS_URL (as the server's adapter tests,
 * .ci/run starts both); skipped without them. Serves the built console (E2E_DIST, default dist/).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";
import type { Browser } from "@playwright/test";
import { expect, test, withRunClock, type Page } from "./base";
import { api, tokenOf, toast } from "./support";

const databaseBase = process.env.TEST_DATABASE_URL;
const redisBase = process.env.TEST_REDIS_URL;
const DIST = process.env.E2E_DIST ?? "dist";
const scratch = `live_e2e_${process.pid}`;
const REVIEW = "/wallet/member-withdraw/withdraw/review";

test.skip(!databaseBase || !redisBase, "needs TEST_DATABASE_URL and TEST_REDIS_URL");
test.describe.configure({ mode: "serial" });

/** Starts one instance on a free port → its address and the process. */
async function instance(env: Record<string, string>): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn("node_modules/.bin/tsx", ["server/main.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env, PORT: "0", HOST: "127.0.0.1", STATIC_DIR: DIST, SCHEDULER: "off" },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`no instance after 120 s: ${out}`)), 120_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(out);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.once("exit", (code) => reject(new Error(`instance exited (${code}): ${out}`)));
  });
  return { url, process: child };
}

async function controlDatabase(sql: string): Promise<void> {
  const control = new pg.Client({ connectionString: databaseBase });
  await control.connect();
  await control.query(sql);
  await control.end();
}

/** A signed-in console on the instance at `url`. */
async function consoleOn(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, storageState: { cookies: [], origins: [] } });
  await withRunClock(context);
  const page = await context.newPage();
  await page.goto("/#/login");
  await page.locator("#username").fill("admin");
  await page.locator("#password").fill("123456");
  await page.locator("button[type=submit]").click();
  await page.waitForURL(/#\/home/);
  return page;
}

let one: { url: string; process: ChildProcess };
let two: { url: string; process: ChildProcess };

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!existsSync(`${DIST}/index.html`)) throw new Error(`no built console in ${DIST}`);
  await controlDatabase(`DROP DATABASE IF EXISTS ${scratch}`);
  await controlDatabase(`CREATE DATABASE ${scratch}`);
  const database = new URL(databaseBase ?? "");
  database.pathname = `/${scratch}`;
  const redis = new URL(redisBase ?? "");
  redis.pathname = "/9";
  // Sessions cached for ten minutes: only the feed through Redis can make the other instance forget one.
  const env = { DATABASE_URL: database.toString(), REDIS_URL: redis.toString(), SESSION_CACHE_MS: "600000" };
  // The first migrates and seeds; the second finds it done.
  one = await instance(env);
  two = await instance(env);
});

test.afterAll(async () => {
  for (const running of [one, two]) running?.process.kill("SIGTERM");
  await Promise.all(
    [one, two].map(
      (running) =>
        new Promise((resolve) =>
          running?.process.exitCode !== null ? resolve(null) : running.process.once("exit", resolve),
        ),
    ),
  );
  await controlDatabase(`DROP DATABASE IF EXISTS ${scratch}`);
});

test("an approval on one instance moves the other's home figure and shows its list's bar", async ({ browser }) => {
  const approver = await consoleOn(browser, one.url);
  const watcher = await consoleOn(browser, two.url);
  const pending = async () =>
    (
      (await api(approver, "/wallet/member-withdraw/list?status=1&pageSize=1")).result as {
        pageInfoVO: { total: number };
      }
    ).pageInfoVO.total;
  const orders = (
    (await api(approver, "/wallet/member-withdraw/list?status=1&pageSize=2")).result as {
      pageInfoVO: { records: { id: number }[] };
    }
  ).pageInfoVO.records;

  const figure = watcher.locator('[data-todo="withdrawPending"] .ant-scroll-number');
  await expect(figure).toHaveAttribute("title", String(await pending()));
  // From here the watcher asks for no figures: the new one comes through the feed (its poll is a minute away).
  const asked: string[] = [];
  watcher.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/console/statistics")) asked.push(request.url());
  });
  expect((await api(approver, REVIEW, { json: { id: orders[0]?.id, status: 2 } })).code).toBe(200);
  await expect(figure).toHaveAttribute("title", String(await pending()));
  expect(asked).toEqual([]);

  await watcher.goto("/#/finance/withdraw-orders");
  await expect(watcher.locator(".ant-table-row").first()).toBeVisible();
  await watcher.waitForTimeout(500);
  expect((await api(approver, REVIEW, { json: { id: orders[1]?.id, status: 2 } })).code).toBe(200);
  await expect(watcher.getByTestId("live-changes")).toHaveText(/其他人刚更改了 1 行数据/);
  await expect(toast(watcher)).toHaveCount(0);
  await approver.context().close();
  await watcher.context().close();
});

test("a sign-out on one instance is refused on the other, which had the session cached for ten minutes", async ({
  browser,
}) => {
  const leaving = await consoleOn(browser, one.url);
  const token = await tokenOf(leaving);
  const onTwo = () => fetch(`${two.url}/admin-api/xboot/user/info`, { headers: { accessToken: token } });
  // The other instance has just put the session in its cache (for ten minutes here), as it would for a console using it.
  await leaving.route("**/admin-api/xboot/logout", async (route) => {
    expect(((await (await onTwo()).json()) as { code: number }).code).toBe(200);
    await route.continue();
  });
  const signedOut = leaving.waitForResponse((response) => response.url().includes("/admin-api/xboot/logout"));
  await leaving.getByTestId("user-menu").click();
  await leaving.getByRole("menuitem", { name: "退出登录" }).click();
  await signedOut;
  await expect
    .poll(async () => ((await (await onTwo()).json()) as { code: number }).code, {
      message: "refused on the other instance",
    })
    .toBe(401);
  await leaving.context().close();
});
