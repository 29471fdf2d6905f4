/**
 * Presence (docs/live-updates.md): a reviewer with a reject dialog open on a pending withdrawal is named, quietly, in
 * a colleague's console — on the list row and in the colleague's own dialog on that row — in both languages; closing
 * the dialogs clears it. Not a lock: nothing is disabled. The server's side: server/tests/live-presence.test.ts.
 */
import { expect, test } from "./fixtures";
import type { Browser } from "@playwright/test";
import { withRunClock, type Page } from "./base";
import { api, login, toast } from "./support";

const LIST = "/finance/withdraw-orders";
const rows = (page: Page) => page.locator(".ant-table-row");

/** A pending order of a test account no other spec reviews (the live-updates spec takes the newest three). */
async function pendingTestOrder(page: Page): Promise<string> {
  const body = await api(page, "/wallet/member-withdraw/list?status=1&isTest=1&pageSize=50");
  const orders = (body.result as { pageInfoVO: { records: { id: number; orderNo: string }[] } }).pageInfoVO.records;
  const order = orders.sort((a, b) => b.id - a.id)[6];
  if (!order) throw new Error("not enough pending test orders seeded");
  return order.orderNo;
}

/** Another staff session, in English, in a console of its own. */
async function colleague(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await withRunClock(context);
  const page = await context.newPage();
  await login(page, "admin", "en-US");
  return page;
}

async function openOrder(page: Page, orderNo: string): Promise<void> {
  await page.goto(`/#${LIST}`);
  await page.locator("#search_orderNo").fill(orderNo);
  await page.locator("#search_orderNo").press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(orderNo);
  // No wait for the event stream: one that opens after a hold is told it in its `ready`.
}

test("a colleague's open review dialog is named on the row and in one's own dialog, in both languages", async ({
  page,
  browser,
}) => {
  const other = await colleague(browser);
  const orderNo = await pendingTestOrder(other);
  await openOrder(page, orderNo);
  await openOrder(other, orderNo);
  const tag = rows(other).first().getByTestId("reviewing-tag");
  await expect(tag).toHaveCount(0);

  await rows(page).first().getByRole("button", { name: "拒绝" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "审核提示" });
  await expect(dialog).toBeVisible();
  // The holder's own console never names itself.
  await expect(rows(page).first().getByTestId("reviewing-tag")).toHaveCount(0);
  await expect(dialog.getByTestId("reviewing-elsewhere")).toHaveCount(0);

  await expect(tag).toHaveAttribute("aria-label", /^.+ is reviewing this record$/);
  await rows(other).first().getByRole("button", { name: "Reject" }).click();
  const otherDialog = other.getByRole("dialog").filter({ hasText: "Review" });
  await expect(otherDialog.getByTestId("reviewing-elsewhere")).toHaveText(/^.+ is reviewing this record$/);
  // Soft: the colleague may still confirm.
  await expect(otherDialog.getByRole("button", { name: "Confirm" })).toBeEnabled();

  // Both hold the row now: each names the other.
  await expect(dialog.getByTestId("reviewing-elsewhere")).toHaveText(/^.+ 正在审核此记录$/);
  await otherDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog.getByTestId("reviewing-elsewhere")).toHaveCount(0);
  await dialog.getByRole("button", { name: /取\s*消/ }).click();
  await expect(tag).toHaveCount(0);
  await expect(toast(page)).toHaveCount(0);
  await other.context().close();
});
