/**
 * A live console (docs/live-updates.md): two consoles of two staff sessions; what one approves shows in the other at
 * once — home's to-do figure, the side menu's badge, the list's "rows changed" bar, the open review dialog — and a
 * back end without the event stream shows no error. Two server instances on PostgreSQL and Redis:
 * live-updates-instances.spec.ts.
 */
import { expect, test } from "./fixtures";
import type { Browser } from "@playwright/test";
import { withRunClock, type Page } from "./base";
import { api, login, toast } from "./support";

const LIST = "/finance/withdraw-orders";
const REVIEW = "/wallet/member-withdraw/withdraw/review";
const rows = (page: Page) => page.locator(".ant-table-row");

interface Order {
  id: number;
  orderNo: string;
}

/**
 * Pending orders of test accounts, newest first: the withdrawal specs take real accounts' oldest ones, so the two
 * never review the same order. `index` picks this test's own.
 */
async function pendingTestOrder(page: Page, index: number): Promise<Order> {
  const body = await api(page, "/wallet/member-withdraw/list?status=1&isTest=1&pageSize=50");
  const orders = (body.result as { pageInfoVO: { records: Order[] } }).pageInfoVO.records.sort((a, b) => b.id - a.id);
  const order = orders[index];
  if (!order) throw new Error("not enough pending test orders seeded");
  return order;
}

/** Another staff session in a console of its own (a fresh login, not this test's session). */
async function colleague(browser: Browser, lang: "zh-CN" | "en-US" = "zh-CN"): Promise<Page> {
  // Playwright gives a context made in a test the test's options, its session included: this one starts signed out.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await withRunClock(context);
  const page = await context.newPage();
  await login(page, "admin", lang);
  return page;
}

const pendingCount = async (page: Page): Promise<number> =>
  (
    (await api(page, "/wallet/member-withdraw/list?status=1&page=1&pageSize=1")).result as {
      pageInfoVO: { total: number };
    }
  ).pageInfoVO.total;

/** Waits until the page's event stream is open (its answer's headers: the server listens before it answers). */
const streamOpened = (page: Page) => page.waitForResponse((response) => response.url().endsWith("/admin-api/events"));

async function searchOrder(page: Page, orderNo: string): Promise<void> {
  await page.locator("#search_orderNo").fill(orderNo);
  await page.locator("#search_orderNo").press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(orderNo);
}

test("an approval in another console updates home's to-do figure without asking the server", async ({
  page,
  browser,
}) => {
  const other = await colleague(browser);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/console/statistics")) asked.push(request.url());
  });
  const opened = streamOpened(page);
  await page.goto("/#/home");
  // The figure is the badge's title: its digits roll for a while after a change.
  const figure = page.locator('[data-todo="withdrawPending"] .ant-scroll-number');
  await expect(figure).toHaveAttribute("title", /^\d+$/);
  await opened;
  const before = Number(await figure.getAttribute("title"));
  const order = await pendingTestOrder(other, 0);
  expect((await api(other, REVIEW, { json: { id: order.id, status: 2 } })).code).toBe(200);
  // Other workers may review meanwhile (each approval only lowers it): it drops, long before the minute's poll could
  // ask (how fast is the bench's, bench/live.mjs), then is what the server counts.
  await expect.poll(async () => Number(await figure.getAttribute("title"))).toBeLessThan(before);
  await expect.poll(async () => (await figure.getAttribute("title")) === String(await pendingCount(other))).toBe(true);
  expect(asked).toHaveLength(1);
  await other.context().close();
});

test("a list says rows changed and refreshes on demand; an open review dialog says someone else reviewed its row", async ({
  page,
  browser,
}) => {
  const other = await colleague(browser);
  const order = await pendingTestOrder(other, 1);
  const opened = streamOpened(page);
  await page.goto(`/#${LIST}`);
  await searchOrder(page, order.orderNo);
  await opened;
  await rows(page).first().getByRole("button", { name: "拒绝" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "审核提示" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("changed-elsewhere")).toHaveCount(0);

  await other.goto(`/#${LIST}`);
  await searchOrder(other, order.orderNo);
  await rows(other).first().getByRole("button", { name: "通过" }).click();
  const confirm = other.locator(".ant-modal-confirm");
  await expect(confirm).toContainText("确认审核通过吗？");
  await other.waitForTimeout(300);
  await confirm.getByRole("button", { name: /确\s*定/ }).click();
  await expect(toast(other)).toContainText("操作成功");
  // The reviewer's own list reloaded itself: no bar there.
  await expect(rows(other).first()).toContainText("审核通过");
  await expect(other.getByTestId("live-changes")).toHaveCount(0);

  await expect(dialog.getByTestId("changed-elsewhere")).toHaveText("此记录刚被其他人处理过，请刷新列表后再操作");
  await dialog.getByRole("button", { name: /取\s*消/ }).click();
  const bar = page.getByTestId("live-changes");
  await expect(bar).toContainText(/其他人刚更改了 \d+ 行数据/);
  await expect(rows(page).first()).toContainText("待审核");
  await bar.getByRole("button", { name: "刷新" }).click();
  await expect(rows(page).first()).toContainText("审核通过");
  await expect(bar).toHaveCount(0);
  // The side menu's badge on the list heard the same write: it shows what the server counts as pending.
  const badge = page.getByTestId("side-menu").locator('[data-todo-badge="finance/withdraw-orders"] .ant-scroll-number');
  await expect.poll(async () => (await badge.getAttribute("title")) === String(await pendingCount(other))).toBe(true);
  await other.context().close();
});

test.describe("in English", () => {
  test.use({ as: ["admin", "en-US"] });

  test("the bar reads 'rows changed by someone else' with a Refresh button", async ({ page, browser }) => {
    const other = await colleague(browser, "en-US");
    const opened = streamOpened(page);
    await page.goto(`/#${LIST}`);
    await expect(rows(page).first()).toBeVisible();
    await opened;
    const order = await pendingTestOrder(other, 2);
    expect((await api(other, REVIEW, { json: { id: order.id, status: 2 } })).code).toBe(200);
    const bar = page.getByTestId("live-changes");
    await expect(bar).toContainText(/^(1 row|\d+ rows) changed by someone else/);
    await expect(bar.getByRole("button", { name: "Refresh" })).toBeVisible();
    await other.context().close();
  });
});

for (const [label, answer] of [
  ["a 404", { status: 404, body: "Not Found" }],
  [
    "X-Boot's envelope for an unknown path",
    { json: { code: 404, success: false, message: "Not Found", result: null } },
  ],
] as const)
  test(`a back end without the event stream (${label}): home shows its figures, no error, no retry`, async ({
    page,
  }) => {
    let asked = 0;
    await page.route("**/admin-api/events", (route) => {
      asked++;
      return route.fulfill(answer);
    });
    await page.goto("/#/home");
    await expect(page.locator('[data-todo="withdrawPending"] .ant-badge')).toHaveText(/^\d+$/);
    await page.goto(`/#${LIST}`);
    await expect(rows(page).first()).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(toast(page)).toHaveCount(0);
    expect(asked).toBe(1);
  });
