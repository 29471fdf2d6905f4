/**
 * Issue 13: opening a list never waits on a chain of requests that could have started together. The list machinery's
 * chunk is held back on purpose; the list call must already be on the wire while it is held (not sent after it), and
 * the rows must not wait for the dictionaries the server may refine (held back too).
 */
import { expect, test } from "./fixtures";

const LIST = /\/admin-api\/wallet\/member-withdraw\/list/;
const HOLD_MS = 2500;

test("a list's data request starts while the list machinery's chunk is still downloading", async ({ page }) => {
  let chunkReleasedAt = 0;
  let listSentAt = 0;
  await page.route(/\/assets\/screen-page-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    chunkReleasedAt = Date.now();
    await route.continue();
  });
  page.on("request", (request) => {
    if (LIST.test(request.url()) && !listSentAt) listSentAt = Date.now();
  });
  await page.goto("/#/finance/withdraw-orders");
  await expect(page.locator(".ant-table-tbody .ant-table-row").first()).toBeVisible();
  expect(chunkReleasedAt, "the list machinery's chunk was requested").toBeGreaterThan(0);
  expect(listSentAt, "the list call went out before the held chunk was let through").toBeLessThan(chunkReleasedAt);
});

test("the first page's request is sent once (the page takes the early answer) and rows do not wait on dictionaries", async ({
  page,
}) => {
  const listCalls: string[] = [];
  page.on("request", (request) => {
    if (LIST.test(request.url())) listCalls.push(request.url());
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin-api\/xboot\/dictData\/getByType\//, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto("/#/finance/withdraw-orders");
  // Rows and their coloured status tags from the console's own dictionaries, while the server's are still held.
  const firstRow = page.locator(".ant-table-tbody .ant-table-row").first();
  await expect(firstRow).toBeVisible();
  await expect(firstRow.locator("td .ant-tag").first()).toBeVisible();
  release();
  await page.waitForTimeout(500);
  expect(listCalls, "one list request for the first page").toHaveLength(1);
});

test("a tab switch sends one request for its first page", async ({ page }) => {
  await page.goto("/#/finance/withdraw-orders");
  await expect(page.locator(".ant-table-tbody .ant-table-row").first()).toBeVisible();
  const calls: string[] = [];
  page.on("request", (request) => {
    if (LIST.test(request.url())) calls.push(request.url());
  });
  // One request for the tab's first page, however the list page schedules it.
  await page.getByRole("tab", { name: "审核拒绝" }).click();
  await expect(page.locator(".ant-table-tbody .ant-table-row").first()).toContainText("审核拒绝");
  await page.waitForTimeout(500);
  expect(
    calls.filter((url) => url.includes("status=3")),
    "one request for the tab's first page",
  ).toHaveLength(1);
});
