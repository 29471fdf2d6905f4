/**
 * What home does not wait for (docs/performance.md): antd's card tabs, antd's Dropdown, the menu's to-do badge and the
 * table of screens load after home is shown, or when the user reaches for them. Each chunk is held back here: home
 * must show meanwhile, its parts standing in must work, and each chunk must really have been asked for (a part
 * bundled with the shell again would leave nothing to hold, and fail the test).
 */
import { expect, test } from "./fixtures";
import type { Page, Route } from "./base";

// The console's first start in a fresh page: what loads when, with no script in the HTTP cache yet.
test.use({ freshPage: true });

/** The chunks home must not wait for, by the name the build gives them. */
const DEFERRED = {
  cardTabs: /\/assets\/page-tabs-card-[^/]+\.js$/,
  dropdown: /\/assets\/dropdown-[^/]+\.js$/,
  badge: /\/assets\/badge-[^/]+\.js$/,
  screenTable: /\/assets\/screen-table-[^/]+\.js$/,
};
type Deferred = keyof typeof DEFERRED;

/** Holds every request for the deferred chunks until `release`; `asked` says which were asked for. */
async function holdDeferred(page: Page) {
  const held: Route[] = [];
  const asked = new Set<Deferred>();
  let released = false;
  for (const [name, pattern] of Object.entries(DEFERRED) as [Deferred, RegExp][])
    await page.route(pattern, async (route) => {
      asked.add(name);
      if (released) await route.continue();
      else held.push(route);
    });
  return {
    asked,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const homeTab = (page: Page) => page.getByTestId("page-tabs").getByRole("tab", { name: "首页" });

test("home shows and works while the card tabs, the dropdown, the badge and the screen table are held back", async ({
  page,
}) => {
  const chunks = await holdDeferred(page);
  await page.goto("/#/home");
  await expect(page.getByTestId("home")).toBeVisible();
  await expect(page.getByTestId("side-menu")).toBeVisible();
  // The tabs as plain buttons, drawn in place of the card tabs.
  await expect(homeTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("page-tabs").locator(".ant-tabs")).toHaveCount(0);
  // Reaching for the user menu asks for the dropdown's code (held: the menu is not open yet).
  await page.getByTestId("user-menu").click();
  await expect.poll(() => chunks.asked.has("dropdown")).toBe(true);
  const signOut = page.locator(".ant-dropdown").getByRole("menuitem", { name: "退出登录" });
  await expect(signOut).toHaveCount(0);

  await chunks.release();
  // The click made before the code was here opens the menu once it is.
  await expect(signOut).toBeVisible();
  await page.keyboard.press("Escape");
  // Once home has shown its figures: the card tabs, the table of screens; the badge once a count is drawn (its
  // page's group opened).
  await expect(page.getByTestId("page-tabs").locator(".ant-tabs-nav-list [data-testid=tab-home_index]")).toBeVisible();
  await page.getByTestId("side-menu").getByText("财务管理").click();
  await expect(page.getByTestId("side-menu").locator("[data-todo-badge] .ant-scroll-number").first()).toBeVisible();
  expect([...chunks.asked].sort()).toEqual(["badge", "cardTabs", "dropdown", "screenTable"]);
});

test("should the card tabs not load, the plain tabs switch pages and Close All still works", async ({ page }) => {
  let asked = false;
  await page.route(DEFERRED.cardTabs, (route) => {
    asked = true;
    return route.abort();
  });
  await page.goto("/#/finance/withdraw-orders");
  await expect(page.locator(".ant-table-tbody .ant-table-row").first()).toBeVisible();
  // On a page other than home, the card tabs are asked for once it has painted.
  await expect.poll(() => asked).toBe(true);
  const tabs = page.getByTestId("page-tabs");
  await expect(tabs.locator(".ant-tabs")).toHaveCount(0);
  await expect(tabs.getByRole("tab", { name: "提现订单" })).toHaveAttribute("aria-selected", "true");
  await homeTab(page).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(homeTab(page)).toHaveAttribute("aria-selected", "true");
  await tabs.getByRole("tab", { name: "提现订单" }).click();
  await expect(page).toHaveURL(/withdraw-orders\?/);
  await page.getByTestId("tabs-actions").click();
  await page.getByRole("menuitem", { name: "关闭所有" }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(tabs.getByRole("tab")).toHaveCount(1);
});
