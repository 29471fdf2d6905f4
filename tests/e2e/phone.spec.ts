/**
 * The console on a phone: 390 × 844 with touch, below the 768 px breakpoint. The side menu is a drawer,
 * lists are cards with a Filter sheet, dialogs take the whole screen; admin and operator, zh-CN and en-US. The
 * desktop layout's own specs (lists-layout, shell-nav, shell-tabs, withdraw-orders) run at 1440 px, unchanged.
 */
import { expect, test } from "./fixtures";
import type { Page } from "./base";
import { api, routesByKey, toast } from "./support";
import { expectNoSeriousA11yViolations } from "./a11y";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const LIST = "/finance/withdraw-orders";
const cards = (page: Page) => page.getByTestId("list-card");

interface Order {
  id: number;
  orderNo: string;
  status: number;
  remark: string | null;
  withdrawAmount: number;
  cardNo: string | null;
}

/**
 * Pending orders of test accounts under 1,000 (no four-eyes) that no other spec reviews: the review-queue spec takes
 * the oldest by creation time and the live specs the newest ids, so these are the 21st newest by creation time on,
 * less the twelve newest ids. (Taken by id alone, they met the queue's: ids do not follow creation times.)
 */
async function ownOrders(page: Page): Promise<Order[]> {
  const query = "status=1&isTest=1&pageSize=200&sortField=createdTime&sortOrder=desc";
  const body = await api(page, `/wallet/member-withdraw/list?${query}`);
  const orders = (body.result as { pageInfoVO: { records: Order[] } }).pageInfoVO.records;
  const newestIds = new Set(
    [...orders]
      .sort((a, b) => b.id - a.id)
      .slice(0, 12)
      .map((order) => order.id),
  );
  return orders
    .slice(20)
    .filter((order) => !newestIds.has(order.id) && order.cardNo && Number(order.withdrawAmount) < 1000);
}

async function order(page: Page, orderNo: string): Promise<Order> {
  const body = await api(page, `/wallet/member-withdraw/list?orderNo=${orderNo}`);
  return (body.result as { pageInfoVO: { records: Order[] } }).pageInfoVO.records[0];
}

/** No page wider than the screen: nothing to scroll sideways. */
const noSidewaysScroll = async (page: Page, where: string) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `${where} scrolls sideways`,
  ).toBeLessThanOrEqual(0);

/** No control of a list's toolbar past the toolbar's right edge (the card clips it: the page does not scroll). */
const toolbarFits = async (page: Page, where: string) =>
  expect(
    await page.evaluate(() =>
      Math.max(
        0,
        ...[...document.querySelectorAll("[data-testid=list-toolbar]")].flatMap((toolbar) =>
          [...toolbar.querySelectorAll(":is(button, .ant-select, .ant-segmented)")].map(
            (control) => control.getBoundingClientRect().right - toolbar.getBoundingClientRect().right,
          ),
        ),
      ),
    ),
    `${where}: a toolbar control past the toolbar's edge`,
  ).toBeLessThanOrEqual(0);

/** Searches an order number in the Filter sheet: one card left. */
async function filterOrder(page: Page, orderNo: string) {
  await page.getByTestId("filter-button").click();
  const sheet = page.locator(".filter-sheet .ant-drawer-content");
  await expect(sheet).toBeVisible();
  await sheet.locator("#search_orderNo").fill(orderNo);
  await sheet.locator("button[type=submit]").click();
  await expect(sheet).toBeHidden();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(orderNo);
}

test.describe("admin, zh-CN", () => {
  test.use({ ...PHONE, as: ["admin", "zh-CN"] });

  test("the drawer opens the withdrawal list; the Filter sheet; approve with the money table, reject with a reason", async ({
    page,
  }) => {
    await page.goto("/#/home");
    const [approve, reject] = await ownOrders(page);
    await expect(page.getByTestId("sider")).toHaveCount(0);
    await expect(page.getByTestId("page-switcher")).toBeVisible();
    // The header: menu button, logo, palette and user menu; the other controls live in the user menu.
    await expect(page.getByTestId("lock-button")).toHaveCount(0);
    await expect(page.getByTestId("palette-button")).toBeVisible();
    await noSidewaysScroll(page, "home");

    await page.getByTestId("phone-menu-button").click();
    const drawer = page.locator(".phone-menu-drawer .ant-drawer-content");
    await drawer.getByText("财务管理").click();
    await drawer.getByText("提现订单").click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/#\/finance\/withdraw-orders/);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator(".ant-table")).toHaveCount(0);
    await expect(page.getByTestId("cards-summary")).toContainText("提现金额");

    // Status in the sheet (the desktop's tabs), applied at once; the button counts the filters in force.
    await page.getByTestId("filter-button").click();
    await page.locator(".filter-sheet").getByText("待审核", { exact: true }).click();
    await expect(page.getByTestId("filter-button")).toHaveText(/筛选（1）/);
    await page.locator(".filter-sheet .ant-drawer-close").click();
    await expect(page).toHaveURL(/status/);
    await expect(cards(page).locator("[data-col=status]").first()).toHaveText("待审核");

    await filterOrder(page, approve.orderNo);
    await expect(page.getByTestId("filter-button")).toHaveText(/筛选（2）/);
    const approveButton = cards(page).first().locator("[data-action=approve]");
    expect((await approveButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await approveButton.click();
    const confirm = page.locator(".ant-modal-confirm");
    await expect(confirm).toContainText("确认审核通过吗？");
    await expect(confirm.getByRole("row").filter({ hasText: "订单号" })).toContainText(approve.orderNo);
    await expect(confirm.getByRole("row").filter({ hasText: "提现金额" })).toBeVisible();
    expect((await confirm.boundingBox())?.width).toBe(390);
    await confirm.getByRole("button", { name: /确\s*定/ }).click();
    await expect(toast(page)).toContainText("操作成功");
    await expect.poll(async () => (await order(page, approve.orderNo)).status).toBe(2);

    await filterOrder(page, reject.orderNo);
    await cards(page).first().locator("[data-action=reject]").click();
    const dialog = page.locator(".ant-modal").filter({ hasText: "审核提示" });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(390);
    await dialog.locator("textarea").fill("手机上拒绝");
    await dialog.getByRole("button", { name: /确\s*定/ }).click();
    await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
    const saved = await order(page, reject.orderNo);
    expect([saved.status, saved.remark]).toEqual([3, "手机上拒绝"]);
  });

  test("axe at 390 px: home and the withdrawal list", async ({ page }) => {
    await page.goto("/#/home");
    await expect(page.getByTestId("phone-menu-button")).toBeVisible();
    await expect(page.getByTestId("stat-cards").or(page.locator(".home-panel")).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, "home at 390 px");
    await page.goto(`/#${LIST}`);
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, "withdrawal list at 390 px");
  });

  test("no page of the menu scrolls sideways at 390 px, and no list toolbar runs past its edge", async ({ page }) => {
    const routes = [...(await routesByKey(page.request, "admin")).values()];
    await page.goto("/#/home");
    await expect(page.getByTestId("shell")).toBeVisible();
    for (const route of routes) {
      await test.step(route, async () => {
        const previous = await page.$("[data-guards], [data-screen-page]");
        await page.goto(`/#${route}`);
        await previous?.waitForElementState("hidden");
        await expect(page.locator("[data-guards], [data-screen-page]").first()).toBeVisible();
        await noSidewaysScroll(page, route);
        await toolbarFits(page, route);
      });
    }
  });
});

test.describe("admin, en-US", () => {
  test.use({ ...PHONE, as: ["admin", "en-US"] });

  test("the member list and system users as cards; a member's detail full-screen; export from the withdrawal cards", async ({
    page,
  }) => {
    const routes = await routesByKey(page.request, "admin");
    await page.goto(`/#${routes.get("members/user-list")}`);
    const card = cards(page).first();
    await expect(card).toBeVisible();
    await expect(card.getByTestId("list-card-rest")).toHaveCount(0);
    await card.getByTestId("list-card-more").click();
    await expect(card.getByTestId("list-card-rest")).toBeVisible();
    await card.locator("[data-action=detail]").click();
    const detail = page.locator(".ant-drawer-content-wrapper").last();
    await expect(detail).toBeVisible();
    await expect.poll(async () => (await detail.boundingBox())?.width).toBe(390);
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();

    await page.goto(`/#${routes.get("system/system-users")}`);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId("filter-button")).toHaveText("Filter");
    await noSidewaysScroll(page, "system users");

    // Export from the phone: the confirmation full-width, then the file.
    await page.goto(`/#${LIST}`);
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole("button", { name: "Export" }).click();
    const confirm = page.locator(".ant-modal-confirm");
    await expect(confirm).toBeVisible();
    const downloading = page.waitForEvent("download");
    await confirm.getByRole("button", { name: /^Confirm$/ }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.csv$/);
  });
});

test.describe("operator, en-US", () => {
  test.use({ ...PHONE, as: ["operator", "en-US"] });

  test("withdrawal cards without an action button, a checkbox or Export", async ({ page }) => {
    await page.goto(`/#${LIST}`);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId("cards-shown")).toContainText("Showing 15 of");
    await expect(cards(page).locator("button[data-action]")).toHaveCount(0);
    await expect(cards(page).locator(".ant-checkbox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Export" })).toHaveCount(0);
    await page.getByTestId("load-more").click();
    await expect(cards(page)).toHaveCount(30);
  });

  test("a page of 1,000 by its address draws its first cards at once, the rest as the end nears", async ({ page }) => {
    await page.goto(`/#${LIST}?pageSize=1000&currentPage=1`);
    await expect(page.getByTestId("cards-shown")).toContainText("Showing 1000 of");
    // the list's first page size (CARDS_FIRST): two screens and more; 60 at a time (CARDS_DRAWN) as the end nears
    await expect(cards(page)).toHaveCount(15);
    await page.getByTestId("cards-sentinel").scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(75);
  });
});
