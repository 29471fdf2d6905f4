/** Issue "The shell": top navigation (navType 1/2/3), app switching, hot badge, menu search, command palette. */
import { expect, test, type Page } from "./base";
import { login, openPalette, toast } from "./support";

async function setTheme(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    (p) =>
      localStorage.setItem("theme", JSON.stringify({ ...JSON.parse(localStorage.getItem("theme") ?? "{}"), ...p })),
    patch,
  );
  await page.reload();
  await expect(page.getByTestId("top-nav")).toBeVisible();
}

const topNav = (page: Page) => page.getByTestId("top-nav");

/** Opens the palette, types the query and runs the first match once it shows. */
async function runCommand(page: Page, query: string, firstMatch: string): Promise<void> {
  await expect(page.getByTestId("command-palette")).toHaveCount(0);
  await openPalette(page);
  await page.getByTestId("command-palette").locator("input").fill(query);
  await expect(page.getByTestId("kbar-item").first()).toContainText(firstMatch);
  await page.keyboard.press("Enter");
}

test("navType 1: four apps at 1440 px (sliceNum 4), the rest under 'more'; switching an app goes home and survives reload", async ({
  page,
}) => {
  await login(page, "admin");
  await expect(topNav(page)).toHaveAttribute("data-nav-type", "1");
  await expect(topNav(page).getByTestId("app-operations")).toBeVisible();
  await expect(topNav(page).getByTestId("app-content-app")).toBeVisible();
  await expect(topNav(page).getByTestId("app-stats-app")).toHaveCount(0);
  await page.goto("/#/finance/withdraw-orders");
  // The list writes its paging into the URL once mounted; switch apps after that, as a person would.
  await expect(page).toHaveURL(/withdraw-orders\?/);
  await topNav(page).getByText("商城与店铺").click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByTestId("side-menu")).toContainText("选品管理");
  expect(await page.evaluate(() => localStorage.getItem("currNav"))).toBe("mall");
  await page.reload();
  await expect(topNav(page).locator(".ant-menu-item-selected")).toContainText("商城与店铺");
  await expect(page.getByTestId("side-menu")).toContainText("选品管理");
});

test("navType 1: 'more' holds the other apps; an isMenu 0 'route' app opens its route", async ({ page }) => {
  await login(page, "admin");
  await page.getByTestId("nav-more").hover();
  await expect(page.locator(".ant-menu-submenu-popup").getByTestId("app-system-app")).toBeVisible();
  await expect(
    page.locator(".ant-menu-submenu-popup").getByTestId("hot-badge").locator(".hot-badge-dot"),
  ).toBeVisible();
  await page.locator(".ant-menu-submenu-popup").getByText("帮助文档").click();
  await expect(page).toHaveURL(/#\/ownspace$/);
  expect(await page.evaluate(() => localStorage.getItem("currNav"))).not.toBe("help-docs");
});

/** The apps in the bar, in order (the rest are under 'more'). */
const barApps = (page: Page) => topNav(page).locator(":scope > .ant-menu-item [data-testid^=app-]");
const APPS = ["operations", "mall", "team-app", "content-app", "stats-app", "system-app", "help-docs"];
const firstApps = (count: number) => APPS.slice(0, count).map((name) => `app-${name}`);

test("visible top apps follow the window width (one more per full 200 px above 1200) and sliceNum", async ({
  page,
}) => {
  await login(page, "admin");
  const expectBar = (count: number) =>
    expect.poll(() => barApps(page).evaluateAll((els) => els.map((el) => el.dataset.testid))).toEqual(firstApps(count));
  await page.setViewportSize({ width: 1100, height: 800 });
  await expectBar(2);
  await expect(page.getByTestId("sider")).toHaveCSS("width", "200px");
  await page.setViewportSize({ width: 880, height: 800 });
  await expectBar(1);
  await page.setViewportSize({ width: 1300, height: 800 });
  await expectBar(3);
  await expect(page.getByTestId("sider")).toHaveCSS("width", "220px");
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectBar(4);
  // Wider than sliceNum allows: still 4 (the default); sliceNum 10 lets the width decide (1800–1999 px → 6).
  await page.setViewportSize({ width: 1900, height: 900 });
  await expectBar(4);
  await setTheme(page, { sliceNum: 10 });
  await expectBar(6);
  await page.setViewportSize({ width: 1440, height: 900 });
  await setTheme(page, { sliceNum: 2 });
  await expectBar(2);
});

test("navType 2: one dropdown with every app, hot badge included", async ({ page }) => {
  await login(page, "admin");
  await setTheme(page, { navType: "2" });
  await expect(topNav(page)).toHaveAttribute("data-nav-type", "2");
  await expect(page.getByTestId("nav-dropdown")).toContainText("运营管理");
  await page.getByTestId("nav-dropdown").click();
  const menu = page.locator(".ant-dropdown-menu");
  await expect(menu.getByTestId("hot-badge").locator(".hot-badge-dot")).toBeVisible();
  await menu.getByText("团队管理").click();
  await expect(page.getByTestId("nav-dropdown")).toContainText("团队管理");
  await expect(page).toHaveURL(/#\/home$/);
});

test("navType 3: breadcrumb of the current page and an app grid", async ({ page }) => {
  await login(page, "admin");
  await setTheme(page, { navType: "3" });
  await page.goto("/#/finance/withdraw-orders");
  await expect(page).toHaveURL(/withdraw-orders\?/);
  await expect(page.getByTestId("nav-breadcrumb")).toContainText("运营管理");
  await expect(page.getByTestId("nav-breadcrumb")).toContainText("财务管理");
  await expect(page.getByTestId("nav-breadcrumb")).toContainText("提现订单");
  await page.getByTestId("app-grid-button").click();
  const grid = page.getByTestId("app-grid");
  await expect(grid.getByTestId("hot-badge").locator(".hot-badge-dot")).toBeVisible();
  await grid.getByText("内容配置").click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByTestId("side-menu")).toContainText("APP管理");
});

test("menu search opens a page of any app; the page already shown only warns", async ({ page }) => {
  await login(page, "admin");
  const search = page.getByTestId("menu-search");
  await search.click();
  await page.keyboard.type("积分商品");
  // As a person does: Enter once the matching page is highlighted.
  await expect(page.locator(".ant-select-item-option-active")).toHaveText("积分商品");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#\/goods\/score-goods/);
  await expect(topNav(page).locator(".ant-menu-item-selected")).toContainText("商城与店铺");
  await search.click();
  await page.keyboard.type("积分商品");
  await expect(page.locator(".ant-select-item-option-active")).toHaveText("积分商品");
  await page.keyboard.press("Enter");
  await expect(toast(page)).toContainText("当前已在该页面菜单");
  await expect(page).toHaveURL(/#\/goods\/score-goods/);
});

test("the command palette opens with Ctrl+K, lists the menu pages and navigates", async ({ page }) => {
  await login(page, "admin");
  await runCommand(page, "提现订单", "提现订单");
  await expect(page).toHaveURL(/#\/finance\/withdraw-orders\?/);
  await runCommand(page, "提现订单", "提现订单");
  await expect(toast(page)).toContainText("当前已在该页面菜单");
});

test("the palette loads on the first Ctrl+K and keeps what was typed while it loaded; Escape closes it", async ({
  page,
}) => {
  await login(page, "admin", "en-US");
  await expect(page.getByTestId("shell")).toBeVisible();
  // Hold the palette's chunk back so the typing lands before it mounts.
  await page.route(/command-palette-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.keyboard.press("Control+k");
  await page.keyboard.type("withdr");
  const input = page.getByTestId("command-palette").locator("input");
  await expect(input).toHaveValue("withdr");
  await expect(page.getByTestId("kbar-item").first()).toContainText("Withdrawal orders");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("command-palette")).toHaveCount(0);
  await openPalette(page);
  await expect(page.getByTestId("command-palette")).toBeVisible();
});

test("the command palette runs header actions: language and dark mode", async ({ page }) => {
  await login(page, "admin");
  await runCommand(page, "English", "English");
  await expect(page.getByTestId("language-switch").getByRole("radio", { name: "English" })).toBeChecked();
  await runCommand(page, "dark", "Toggle dark mode");
  await expect(page.locator("body")).toHaveClass(/dark-mode/);
});

test("the side menu opens the page's group: another group's page opens that group alone; what the user opens stays until then, collapsed or not", async ({
  page,
}) => {
  await login(page, "admin");
  const menu = page.getByTestId("side-menu");
  const open = menu.locator(":scope > li.ant-menu-submenu-open > .ant-menu-submenu-title");
  const group = (title: string) =>
    menu.locator(":scope > li.ant-menu-submenu > .ant-menu-submenu-title", { hasText: title });
  const finance = "财务管理";
  const members = "会员管理";
  // The same menu throughout: opening a group is not mounting the whole menu afresh (every item rendered again).
  await expect(menu).toBeVisible();
  await menu.evaluate((element) => element.setAttribute("data-e2e-kept", ""));
  await page.evaluate(() => (location.hash = "#/finance/withdraw-orders"));
  await expect(menu.locator(".ant-menu-item-selected")).toContainText("提现订单");
  await expect(open).toHaveText([finance]);
  // The user opens the members' group too: both stay open on another page of the same group.
  await group(members).click();
  await expect(open).toHaveText([members, finance]);
  await page.evaluate(() => (location.hash = "#/finance/recharge-orders"));
  await expect(menu.locator(".ant-menu-item-selected")).toContainText("充值订单");
  await expect(open).toHaveText([members, finance]);
  // Collapsed and expanded again, the groups are as they were.
  await page.getByTestId("fold-toggle").click();
  await expect(page.getByTestId("sider")).toHaveClass(/ant-layout-sider-collapsed/);
  await page.getByTestId("fold-toggle").click();
  await expect(page.getByTestId("sider")).not.toHaveClass(/ant-layout-sider-collapsed/);
  await expect(open).toHaveText([members, finance]);
  // A page in another group opens that group alone.
  await page.evaluate(() => (location.hash = "#/members/user-list"));
  await expect(menu.locator(".ant-menu-item-selected")).toContainText("会员列表");
  await expect(open).toHaveText([members]);
  await expect(menu).toHaveAttribute("data-e2e-kept", "");
});
