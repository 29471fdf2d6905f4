/**
 * The console on a back end that has only what the spec names (the contract server's bare profile: X-Boot's own
 * answers for /xboot/**, the spec's business calls, none of the console's extras; docs/deployment.md). Runs in the
 * `bare` project only (playwright.config.ts). Every page of the bare menu opens with its rows or its empty state and
 * nothing else: no error message, no crash, no error page; the extras the console discovers (saved views, live
 * events, presence, to-do counts, server-side export, …) are left out quietly.
 */
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { routesByKey, TABLE_SPINNING, type DemoUser } from "./support";
import { randomTrc20 } from "./member-screens-support";

/** The pages of SPEC §2.3 that the bare menu holds, and the console's own pages it must not. */
const SPEC_PAGES = 74;
const EXTRA_PAGES = ["finance/money-approvals", "system/audit-trail", "system/staff-sessions"];
/** The apps of the menu, each walked in a tab of its own (system: admin only, as SPEC §6 gives it). */
const APPS = ["members", "finance", "goods", "shops", "invest", "points", "team", "app", "config", "stats"];

/** Each page is looked at in one tab per app: the console boots once per walk. */
async function walksOf(request: Parameters<typeof routesByKey>[0], user: DemoUser) {
  const routes = await routesByKey(request, user);
  const byApp = new Map<string, [string, string][]>();
  for (const [key, route] of routes) {
    const app = key.split("/")[0] ?? key;
    byApp.set(app, [...(byApp.get(app) ?? []), [key, route]]);
  }
  return { routes, byApp };
}

/** Errors the page itself reported (an uncaught exception) since the walk began. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The console's calls in flight on a page, and when the last one left or ended (the live event stream aside: open while the page is). */
interface Calls {
  inFlight: number;
  last: number;
}

function trackCalls(page: Page): Calls {
  const calls: Calls = { inFlight: 0, last: Date.now() };
  const isCall = (request: Request) =>
    request.url().includes("/admin-api/") && !new URL(request.url()).pathname.endsWith("/admin-api/events");
  page.on("request", (request) => {
    if (!isCall(request)) return;
    calls.inFlight += 1;
    calls.last = Date.now();
  });
  const ended = (request: Request) => {
    if (!isCall(request)) return;
    calls.inFlight -= 1;
    calls.last = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return calls;
}

/**
 * No call of the page in flight, none for QUIET_MS: every answer (an extra the back end lacks among them) has been
 * handled, and any message it led to is on the page.
 */
const QUIET_MS = 300;
const callsSettled = (calls: Calls) =>
  expect
    .poll(() => calls.inFlight === 0 && Date.now() - calls.last >= QUIET_MS, { intervals: [50], timeout: 15_000 })
    .toBe(true);

async function expectWhole(page: Page, route: string, errors: string[], calls: Calls): Promise<void> {
  const previous = await page.$("[data-guards], [data-screen-page]");
  await page.goto(`/#${route}`);
  await previous?.waitForElementState("hidden");
  const screen = page.locator("[data-guards], [data-screen-page]").first();
  await expect(screen).toBeVisible();
  await expect(page.locator(TABLE_SPINNING)).toHaveCount(0);
  const list =
    (await screen.getAttribute("data-screen-page")) === null && (await page.locator("[data-settings]").count()) === 0;
  if (list) {
    // A list: its rows, or its empty state (which says so when the back end does not offer the list).
    await expect(page.locator(".ant-table-tbody .ant-table-row, .ant-table-tbody .ant-empty").first()).toBeVisible();
  }
  // Nothing went wrong on the way: no error message, no error page, no exception.
  await callsSettled(calls);
  await expect(page.locator(".ant-message-notice")).toHaveCount(0);
  await expect(
    page.locator("[data-testid^=error-], [data-testid=chunk-failed], [data-testid=piece-failed]"),
  ).toHaveCount(0);
  expect(errors, `no exception on ${route}`).toEqual([]);
}

test("the bare menu holds the spec's pages and none of the console's own", async ({ request }) => {
  const { routes } = await walksOf(request, "admin");
  expect(routes.size).toBe(SPEC_PAGES);
  expect(new Set([...routes.keys()].map((key) => key.split("/")[0]))).toEqual(new Set([...APPS, "system"]));
  for (const extra of EXTRA_PAGES) expect(routes.has(extra), extra).toBe(false);
});

for (const [user, lang] of [
  ["admin", "zh-CN"],
  ["operator", "en-US"],
] as const) {
  test.describe(user, () => {
    test.use({ as: [user, lang] });
    for (const app of APPS) {
      test(`${user} (${lang}) on the bare ${app} pages: rows or the empty state, no error`, async ({
        page,
        request,
      }) => {
        const { byApp } = await walksOf(request, user);
        const pages = byApp.get(app) ?? [];
        test.setTimeout(30_000 + pages.length * 10_000);
        const errors = pageErrors(page);
        const calls = trackCalls(page);
        for (const [key, route] of pages) await test.step(key, () => expectWhole(page, route, errors, calls));
      });
    }
    if (user === "admin") {
      test(`admin (${lang}) on the bare system pages: rows or the empty state, no error`, async ({ page, request }) => {
        const { byApp } = await walksOf(request, user);
        const pages = byApp.get("system") ?? [];
        test.setTimeout(30_000 + pages.length * 10_000);
        const errors = pageErrors(page);
        const calls = trackCalls(page);
        for (const [key, route] of pages) await test.step(key, () => expectWhole(page, route, errors, calls));
      });
    }
  });
}

test("an action the back end does not offer says so once, keeps what was typed, and is no longer offered", async ({
  page,
}) => {
  await page.goto("/#/members/usdt-withdraw-addresses");
  await expect(page.locator(".ant-table-tbody .ant-table-row").first()).toBeVisible();
  await page.locator("[data-action=add]").click();
  const modal = page.locator(".ant-modal-content");
  await modal.locator("#uid").fill("10042");
  await modal.locator("#address").fill(randomTrc20());
  const typed = await modal.locator("#address").inputValue();
  await modal.locator("[data-action=form-submit]").click();
  await expect(page.locator(".ant-message-notice")).toContainText("当前后端不提供此操作");
  await expect(page.locator(".ant-message-error")).toHaveCount(0);
  await expect(modal.locator("#address")).toHaveValue(typed);
  await modal.locator(".ant-modal-close").click();
  await expect(page.locator("[data-action=add]")).toHaveCount(0);
});

test("the console's extras are left out quietly: no saved views, the product's own name, sign-out works", async ({
  page,
}) => {
  // The rows' History (docs/audit-trail.md): asked for once, absent here, so no order number opens a History.
  const history = page.waitForResponse((response) => response.url().includes("/admin-api/history?"));
  await page.goto("/#/finance/withdraw-orders");
  await expect(page.locator(".ant-table-tbody .ant-table-row").first()).toBeVisible();
  await expect(page).toHaveTitle("提现订单 - 会员平台管理系统");
  await expect(page.getByTestId("view-select")).toHaveCount(0);
  expect((await history).status()).toBe(404);
  await expect(page.getByTestId("history-link")).toHaveCount(0);
  await expect(page.getByTestId("queue-start")).toBeVisible();
  await expect(page.locator(".ant-message-notice")).toHaveCount(0);
});

test("a review queue without claims: plain review of the page's pending rows by keys; waiting times, no holders", async ({
  page,
}) => {
  await page.goto("/#/finance/withdraw-orders?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=1");
  await expect(page.locator(".ant-table-tbody .ant-table-row").first()).toBeVisible();
  await expect(page.getByTestId("queue-waiting").first()).toBeVisible();
  await expect(page.locator("th", { hasText: "领取人" })).toHaveCount(0);
  await expect(page.getByTestId("queue-start")).toBeVisible();
  await page.keyboard.press("s");
  const panel = page.getByTestId("review-queue");
  await expect(panel).toContainText("此后端不支持领取");
  const item = page.getByTestId("queue-item");
  const first = (await item.getAttribute("data-id")) ?? "";
  await page.keyboard.press("n");
  await expect(item).not.toHaveAttribute("data-id", first);
  await page.keyboard.press("k");
  await expect(item).toHaveAttribute("data-id", first);
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(page.locator(".ant-message-notice")).toHaveCount(0);
});
