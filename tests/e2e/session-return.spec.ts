/**
 * No failure outlives the next attempt: after a 401 and a new login, after an unlock, and after a refusal that the
 * server no longer gives, the page the user returns to asks the server again and shows its rows.
 */
import { expect, test } from "./base";
import { api, login, toast, USERS, openListAs } from "./support";

const ROWS = ".ant-table-tbody .ant-table-row";
const WITHDRAWALS = "/finance/withdraw-orders";

async function logInAgain(page: Parameters<typeof login>[0]): Promise<void> {
  await expect(page).toHaveURL(/#\/login/);
  await page.locator("#username").fill(USERS.admin.username);
  await page.locator("#password").fill(USERS.admin.password);
  await page.locator("button[type=submit]").click();
}

/** The list shows rows and a real total (not "--"), as read from the server after the return. */
async function expectWithdrawalRows(page: Parameters<typeof login>[0]): Promise<void> {
  await expect(page).toHaveURL(/#\/finance\/withdraw-orders/);
  await expect(page.locator(ROWS).first()).toBeVisible();
  const answer = await api(page, "/wallet/member-withdraw/list?pageNumber=1&pageSize=1");
  const total = (answer.result as { pageInfoVO: { total: number } }).pageInfoVO.total;
  await expect(page.locator(".ant-pagination-total-text")).toContainText(String(total));
}

test("a reload with an expired session: log in again and the list shows its rows", async ({ page }) => {
  await openListAs(page, WITHDRAWALS, "admin");
  // The session ends on the server (as overnight): the stored token is no longer valid.
  await api(page, "/xboot/logout", { method: "POST" });
  await page.reload();
  await logInAgain(page);
  await expectWithdrawalRows(page);
});

test("a 401 in the middle of a search: log in again and the list shows its rows", async ({ page }) => {
  await openListAs(page, WITHDRAWALS, "admin");
  await api(page, "/xboot/logout", { method: "POST" });
  await page.getByTestId("search-form").locator("button[type=submit]").click();
  await logInAgain(page);
  await expectWithdrawalRows(page);
});

test("after an unlock the list asks again and shows its rows", async ({ page }) => {
  await openListAs(page, WITHDRAWALS, "admin");
  await page.getByTestId("lock-button").click();
  await expect(page).toHaveURL(/#\/locking$/);
  await page.reload();
  await page.locator("#password").fill(USERS.admin.password);
  const asked = page.waitForRequest(/\/admin-api\/wallet\/member-withdraw\/list/);
  await page.locator("button[type=submit]").click();
  await asked;
  await expectWithdrawalRows(page);
});

test("a 403 does not outlive the next visit: home, then the list again, shows its rows", async ({ page }) => {
  await login(page, "admin");
  const list = "**/admin-api/wallet/member-withdraw/list*";
  await page.route(list, (route) =>
    route.fulfill({ json: { code: 403, success: false, message: "抱歉，您没有该操作权限", result: null } }),
  );
  await page.goto(`/#${WITHDRAWALS}`);
  await expect(page).toHaveURL(/#\/403$/);
  await page.unroute(list);
  await page.goto("/#/home");
  await expect(page.getByTestId("todo-list")).toBeVisible();
  await page.goto(`/#${WITHDRAWALS}`);
  await expectWithdrawalRows(page);
  await expect(toast(page).filter({ hasText: "没有该操作权限" })).toHaveCount(0);
});

test("opening a list with an expired session: log in again and the list shows its rows", async ({ page }) => {
  await login(page, "admin");
  await api(page, "/xboot/logout", { method: "POST" });
  await page.goto(`/#${WITHDRAWALS}`);
  await logInAgain(page);
  await expectWithdrawalRows(page);
});
