/** Issue "The shell": opened-page tabs (open, close, Close All, Close Others, persistence, restored filters). */
import { expect, test, type Page } from "./base";
import { login } from "./support";

const tabs = (page: Page) => page.getByTestId("page-tabs");
const tab = (page: Page, name: string) => page.getByTestId(`tab-${name}`);
const closeTab = (page: Page, name: string) =>
  tabs(page)
    .locator(".ant-tabs-tab")
    .filter({ has: tab(page, name) })
    .locator(".ant-tabs-tab-remove");
async function expectTabs(page: Page, names: string[]): Promise<void> {
  await expect(tabs(page).locator(".ant-tabs-nav-list [data-testid^=tab-]")).toHaveCount(names.length);
  const shown = await tabs(page)
    .locator(".ant-tabs-nav-list [data-testid^=tab-]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")?.slice(4)));
  expect(shown).toEqual(names);
}

async function openPages(page: Page): Promise<void> {
  await page.goto("/#/finance/withdraw-orders");
  await expect(page).toHaveURL(/withdraw-orders\?/);
  await expect(tab(page, "withdraw-orders")).toBeVisible();
  await page.goto("/#/finance/recharge-orders");
  await expect(tab(page, "recharge-orders")).toBeVisible();
  await page.goto("/#/ownspace");
  await expect(tab(page, "ownspace_index")).toBeVisible();
}

test("each opened page is a tab; home is first and not closable; the list persists over reload", async ({ page }) => {
  await login(page, "admin");
  await openPages(page);
  await expectTabs(page, ["home_index", "withdraw-orders", "recharge-orders", "ownspace_index"]);
  await expect(tabs(page).locator(".ant-tabs-tab").first().locator(".ant-tabs-tab-remove")).toHaveCount(0);
  await page.reload();
  await expectTabs(page, ["home_index", "withdraw-orders", "recharge-orders", "ownspace_index"]);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("pageOpenedList") ?? "[]"));
  expect(stored[1]).toMatchObject({
    name: "withdraw-orders",
    path: "/finance/withdraw-orders",
    title: "提现订单",
    argu: {},
  });
});

test("closing the active tab goes to its neighbour; closing another keeps the page", async ({ page }) => {
  await login(page, "admin");
  await openPages(page);
  await tab(page, "withdraw-orders").click();
  await expect(page).toHaveURL(/withdraw-orders\?/);
  await expect(page.locator(".ant-table-tbody .ant-table-row").first()).toBeVisible();
  await closeTab(page, "withdraw-orders").click();
  await expect(page).toHaveURL(/#\/finance\/recharge-orders/);
  await closeTab(page, "ownspace_index").click();
  await expect(page).toHaveURL(/#\/finance\/recharge-orders/);
  await expectTabs(page, ["home_index", "recharge-orders"]);
});

test("Close Others keeps home and the current tab; Close All keeps home and goes home", async ({ page }) => {
  await login(page, "admin");
  await openPages(page);
  await tab(page, "recharge-orders").click();
  // The tab is current once its page is (under load the click's navigation can trail the next click).
  await expect(page).toHaveURL(/#\/finance\/recharge-orders/);
  await expect(
    tabs(page)
      .locator(".ant-tabs-tab-active")
      .filter({ has: tab(page, "recharge-orders") }),
  ).toHaveCount(1);
  await page.getByTestId("tabs-actions").click();
  await page.getByRole("menuitem", { name: "关闭其他" }).click();
  await expectTabs(page, ["home_index", "recharge-orders"]);
  await expect(page).toHaveURL(/#\/finance\/recharge-orders/);
  await page.getByTestId("tabs-actions").click();
  await page.getByRole("menuitem", { name: "关闭所有" }).click();
  await expectTabs(page, ["home_index"]);
  await expect(page).toHaveURL(/#\/home$/);
});

test("switching back to a list tab restores its filters", async ({ page }) => {
  await login(page, "admin", "zh-CN", "/finance/withdraw-orders");
  await expect(page.locator(".ant-table-tbody .ant-table-row").first()).toBeVisible();
  await expect(page).toHaveURL(/withdraw-orders\?/);
  await page.getByRole("main").getByRole("tab", { name: "待审核" }).click();
  await expect(page).toHaveURL(/filters/);
  const listUrl = page.url();
  await tab(page, "home_index").click();
  await expect(page).toHaveURL(/#\/home$/);
  await tab(page, "withdraw-orders").click();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole("main").getByRole("tab", { name: "待审核" })).toHaveAttribute("aria-selected", "true");
});

test("tab titles follow the language", async ({ page }) => {
  await login(page, "admin", "zh-CN", "/ownspace");
  await expect(tab(page, "ownspace_index")).toHaveText("个人中心");
  await page.getByTestId("language-switch").getByText("English").click();
  await expect(tab(page, "ownspace_index")).toHaveText("Account Center");
  await expect(tab(page, "home_index")).toHaveText("Home");
});
