/**
 * Column settings and saved views on every list (through the kit), and tables that fit: a view saved on one machine
 * opens on another; an administrator's shared view shows to the operator, read-only; the operator keeps views of
 * their own; no header of the widest lists wraps and no amount or tag is cut, in either language.
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

test("the operator keeps views and columns too: saved here (no share box); on another machine in English chosen, deletable, moved, reset; filters fold", async ({
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
  // The operator's own view is theirs to delete (the administrator's shared one is not).
  await expect(await viewMenu(other, "Delete view")).not.toHaveAttribute("aria-disabled", "true");
  await other.keyboard.press("Escape");
  // Column settings in English: a column moved before its neighbour, then Reset brings the declared columns back.
  const order = () =>
    row(other)
      .locator("td[data-col]")
      .evaluateAll((cells) => cells.map((c) => c.dataset.col));
  await other.getByRole("button", { name: "Column settings" }).click();
  await other.getByTestId("column-settings").getByRole("button", { name: "Move Article up", exact: true }).click();
  await expect(async () => {
    const cols = await order();
    expect(cols.indexOf("title")).toBeLessThan(cols.indexOf("articleType"));
  }).toPass();
  await other.locator(".ant-popover-title").getByRole("button", { name: "Reset" }).click();
  await expect(row(other).locator("td[data-col=realName]")).toHaveCount(1);
  const declared = await order();
  expect(declared.indexOf("title")).toBeGreaterThan(declared.indexOf("articleType"));
  // Its filters fold in English too.
  await expect(other.getByTestId("search-fold")).toHaveText("More filters");
  await other.context().close();

  const views = (await api(page, `/listView/list?resource=members/user-site-reading-records`)).result as {
    id: number;
    name: string;
  }[];
  for (const view of views.filter((v) => v.name === name))
    expect((await api(page, "/listView/delete", { json: { id: view.id } })).code).toBe(200);
});

/**
 * What does not fit in the table shown: a header whose text runs onto a second line (its text boxes at more than one
 * height; a grouped header spans two rows, so its cell height says nothing), and a cell whose text is cut — wider than
 * the cell, outside the plain-text cells that end in an ellipsis with the full text on hover.
 */
async function misfits(page: Page): Promise<string[]> {
  await expect(row(page)).toBeVisible();
  return page.evaluate(() => {
    const found: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>(".ant-table-thead th")) {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) if (box.width > 0) tops.add(Math.round(box.top / 4));
      }
      if (tops.size > 1) found.push(`header wraps: ${cell.textContent}`);
    }
    for (const cell of document.querySelectorAll<HTMLElement>(".ant-table-tbody td[data-col]"))
      if (!cell.classList.contains("ant-table-cell-ellipsis") && cell.scrollWidth > cell.clientWidth)
        found.push(`cut: ${cell.dataset.col} ${cell.textContent}`);
    return found;
  });
}

/** The widest lists, each with a header of its own in each language (to know the list shown is the one asked for). */
const WIDEST: [string, Record<"zh-CN" | "en-US", string>][] = [
  ["/finance/withdraw-orders", { "zh-CN": "提现金额", "en-US": "Withdrawal amount" }],
  ["/finance/recharge-orders", { "zh-CN": "充值类型", "en-US": "Recharge type" }],
  ["/members/user-list", { "zh-CN": "会员等级", "en-US": "Member level" }],
];

test("no header wraps and no amount or tag is cut on the widest lists, in Chinese and English; as the operator too", async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, "admin");
  for (const lang of ["zh-CN", "en-US"] as const) {
    // The second round in place: the language switch re-measures the columns without a reload.
    if (lang === "en-US") await page.getByTestId("language-switch").getByText("English").click();
    for (const [list, header] of WIDEST) {
      await page.goto(`/#${list}`);
      await expect(page.locator(".ant-table-thead")).toContainText(header[lang]);
      expect(await misfits(page), `${list} ${lang}`).toEqual([]);
    }
  }
  const operator = await freshPage(browser, baseURL);
  await login(operator, "operator");
  await openList(operator, "/finance/recharge-orders");
  expect(await misfits(operator), "operator").toEqual([]);
  await operator.context().close();
});
