/**
 * No failure outlives the next attempt: after a 401 and a new login, after an unlock, and after a refusal that the
 * server no longer gives, the page the user returns to asks the server again and shows its rows.
 */
import { expect, test, type Page } from "./base";
import { api, login, loginThroughForm, toast, USERS, openListAs } from "./support";

const ROWS = ".ant-table-tbody .ant-table-row";
const WITHDRAWALS = "/finance/withdraw-orders";

async function logInAgain(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/login/);
  await page.locator("#username").fill(USERS.admin.username);
  await page.locator("#password").fill(USERS.admin.password);
  await page.locator("button[type=submit]").click();
}

/** The list shows rows and a real total (not "--"), as read from the server after the return. */
async function expectWithdrawalRows(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/finance\/withdraw-orders/);
  await expect(page.locator(ROWS).first()).toBeVisible();
  const answer = await api(page, "/wallet/member-withdraw/list?pageNumber=1&pageSize=1");
  const total = (answer.result as { pageInfoVO: { total: number } }).pageInfoVO.total;
  await expect(page.locator(".ant-pagination-total-text")).toContainText(String(total));
}

/**
 * The morning re-login, as staff take it: logged in through the login page, the list opened in the running console,
 * the token then no longer valid on the server (overnight expiry: the server answers 401 for it, as for any token it
 * does not know), and a reload (F5) or a search. After logging in again on the login page, the list is asked again
 * and shows its rows and total: nothing the console held for the ended session (a failed request, a prefetch, cached
 * rows) stands in for the answer.
 */
const LISTS = [
  { name: "withdrawal list", route: WITHDRAWALS, call: "/wallet/member-withdraw/list" },
  { name: "member list", route: "/members/user-list", call: "/member-info/queryAll" },
  { name: "staff users", route: "/system/system-users", call: "/xboot/user/getByCondition" },
] as const;

async function expireToken(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem("accessToken", "0123456789abcdef0123456789abcdef"));
}

test.describe("the morning re-login", () => {
  // As staff's browsers run: with antd's motion on. The console then gives way to the login page before the page's own
  // list request is made, and the failed prefetch was what the list got after the login (with motion reduced, as the
  // rest of the suite runs, the page took the prefetch before its 401 came back, and the fault did not show).
  test.use({ reducedMotion: "no-preference" });
  for (const list of LISTS) {
    for (const way of ["reload", "search"] as const) {
      test(`the morning re-login (${way}): the ${list.name} asks again and shows its rows`, async ({ page }) => {
        await loginThroughForm(page);
        await page.goto(`/#${list.route}`);
        await expect(page.locator(ROWS).first()).toBeVisible();
        await expireToken(page);
        if (way === "reload") await page.reload();
        else await page.getByTestId("search-form").locator("button[type=submit]").click();
        await expect(page).toHaveURL(/#\/login/);
        const asked = page.waitForRequest((request) => request.url().includes(`/admin-api${list.call}`), {
          timeout: 15_000,
        });
        await logInAgain(page);
        await asked;
        await expect(page).toHaveURL(new RegExp(`#${list.route}`));
        await expect(page.locator(ROWS).first()).toBeVisible();
        await expect(page.locator(".ant-pagination-total-text")).toContainText(/[1-9]/);
      });
    }
  }
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
  await expireToken(page);
  await page.goto(`/#${WITHDRAWALS}`);
  await logInAgain(page);
  await expectWithdrawalRows(page);
});
