/**
 * Column settings and saved views on every list (through the kit), and tables that fit: a view saved on one machine
 * opens on another; an administrator's shared view shows to the operator, read-only; the operator keeps views of
 * their own; no header of the withdrawal list wraps and no amount is cut, in either language.
 */
import type { Browser } from "@playwright/test";
import { expect, test, type Page } from "./base";
import { api, login, openList, openListAs } from "./support";

// Slow shared machines: a list's first load has taken 10–20 s there.
test.describe.configure({ timeout: 180_000 });

const LIST = "/members/user-site-reading-records";
const row = (page: Page) => page.locator(".ant-table-tbody .ant-table-row").first();

/** The columns of the first row: hidden ones absent, a pinned one fixed to the left. */
async function expectCustomised(page: Page): Promise<void> {
  await expect(row(page).locator("td[data-col=realName]")).toHaveCount(0);
  await expect(row(page).locator("td[data-col=duration]")).toHaveClass(/ant-table-cell-fix-left/);
}

async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "zh-CN", timezoneId: "Asia/Shanghai" });
  return context.newPage();
}

async function chooseView(page: Page, name: string): Promise<void> {
  await page.getByTestId("view-select").click();
  await page.locator(".ant-select-item-option").filter({ hasText: name }).click();
}

async function viewMenu(page: Page, item: string) {
  await page.getByTestId("view-menu").click();
  return page.locator(".ant-dropdown-menu-item").filter({ hasText: item });
}

test("a list's columns and saved view follow the user to another machine; a shared view shows to the operator", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `视图${Date.now() % 100000}`;
  await openListAs(page, LIST, "admin");
  await expect(row(page).locator("td[data-col=realName]")).toHaveCount(1);

  await page.getByTestId("column-settings-button").click();
  const settings = page.getByTestId("column-settings");
  await settings.locator("[data-column=realName] input[type=checkbox]").uncheck();
  await settings.locator('[data-column=duration] button[aria-label^="固定在左侧"]').click();
  await expectCustomised(page);
  await page.keyboard.press("Escape");

  await (await viewMenu(page, "另存为视图")).click();
  await page.getByTestId("view-name").fill(name);
  await page.getByTestId("view-shared").check();
  await page.locator(".ant-modal-footer .ant-btn-primary").click();
  await expect(page.getByTestId("view-select")).toContainText(name);
  await (await viewMenu(page, "设为我的默认")).click();
  await expect(page.getByTestId("view-select")).toContainText("默认");

  // Back to the declared columns here, then a reload: the default view puts them back.
  await page.getByTestId("column-settings-button").click();
  await page.locator(".ant-popover-title button").click();
  await expect(row(page).locator("td[data-col=realName]")).toHaveCount(1);
  await page.reload();
  await expect(row(page)).toBeVisible();
  await expectCustomised(page);

  // Another machine (a new browser, nothing stored), in English: the same view opens.
  const other = await freshPage(browser, baseURL);
  await login(other, "admin", "en-US");
  await openList(other, LIST);
  await expectCustomised(other);
  await expect(other.getByTestId("view-select")).toContainText(name);
  await other.context().close();

  // The operator sees the shared view, applies it, and may not change it.
  const operator = await freshPage(browser, baseURL);
  await login(operator, "operator");
  await openList(operator, LIST);
  await expect(row(operator).locator("td[data-col=realName]")).toHaveCount(1);
  await chooseView(operator, name);
  await expectCustomised(operator);
  await expect(await viewMenu(operator, "删除视图")).toHaveAttribute("aria-disabled", "true");
  await operator.context().close();

  // Leave no shared view for the other tests' lists.
  const views = (await api(page, `/listView/list?resource=members/user-site-reading-records`)).result as {
    id: number;
    name: string;
  }[];
  for (const view of views.filter((v) => v.name === name))
    expect((await api(page, "/listView/delete", { json: { id: view.id } })).code).toBe(200);
});

test("the operator keeps views and columns too: saved here (no share box), chosen on another machine in English", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `运营视图${Date.now() % 100000}`;
  await openListAs(page, LIST, "operator");
  await page.getByTestId("column-settings-button").click();
  const settings = page.getByTestId("column-settings");
  await settings.locator("[data-column=realName] input[type=checkbox]").uncheck();
  await settings.locator('[data-column=duration] button[aria-label^="固定在左侧"]').click();
  await expectCustomised(page);
  await page.keyboard.press("Escape");
  await (await viewMenu(page, "另存为视图")).click();
  await page.getByTestId("view-name").fill(name);
  // Only an administrator may share a view with everyone.
  await expect(page.getByTestId("view-shared")).toHaveCount(0);
  await page.locator(".ant-modal-footer .ant-btn-primary").click();
  await expect(page.getByTestId("view-select")).toContainText(name);

  const other = await freshPage(browser, baseURL);
  await login(other, "operator", "en-US");
  await openList(other, LIST);
  await expect(row(other).locator("td[data-col=realName]")).toHaveCount(1);
  await chooseView(other, name);
  await expectCustomised(other);
  await other.context().close();

  const views = (await api(page, `/listView/list?resource=members/user-site-reading-records`)).result as {
    id: number;
    name: string;
  }[];
  for (const view of views.filter((v) => v.name === name))
    expect((await api(page, "/listView/delete", { json: { id: view.id } })).code).toBe(200);
});

test("no header of the withdrawal list wraps and no amount is cut, in Chinese and in English", async ({
  page,
  browser,
  baseURL,
}) => {
  for (const lang of ["zh-CN", "en-US"] as const) {
    const tab = lang === "zh-CN" ? page : await freshPage(browser, baseURL);
    await login(tab, "admin", lang);
    await openList(tab, "/finance/withdraw-orders");
    // Every header cell is one line high: its height is its line height plus its padding.
    const tall = await tab.locator(".ant-table-thead th").evaluateAll((cells) =>
      cells
        .map((cell) => {
          const style = getComputedStyle(cell);
          const oneLine =
            parseFloat(style.lineHeight) +
            parseFloat(style.paddingTop) +
            parseFloat(style.paddingBottom) +
            parseFloat(style.borderBottomWidth);
          return { text: cell.textContent, height: cell.getBoundingClientRect().height, oneLine };
        })
        .filter((cell) => cell.height > cell.oneLine + 0.5),
    );
    expect(tall, lang).toEqual([]);
    // Every amount shows whole: no money cell's text is wider than the cell.
    const cut = await tab
      .locator(
        "td[data-col=withdrawAmount], td[data-col=usdtAmount], td[data-col=feeAmount], td[data-col=transferAmount]",
      )
      .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((c) => c.textContent));
    expect(cut, lang).toEqual([]);
    if (tab !== page) await tab.context().close();
  }
});
