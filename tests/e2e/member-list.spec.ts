/** Member list: test members in bulk, freeze selected, the detail drawer's wallets and links. */
import { expect, test, type Page } from "./base";
import { api, login, toast, openListAs } from "./support";
import { confirmWith, expectEveryRow, rows, search } from "./member-screens-support";

const ROUTE = "/members/user-list";

// The shared machine runs several builds and browsers at once: the list's first load has taken 10–20 s there.
test.describe.configure({ timeout: 120_000 });

async function openList(page: Page, route: string): Promise<void> {
  await page.goto(`/#${route}`);
  await expect(rows(page).first()).toBeVisible({ timeout: 45_000 });
}

/** A 7-digit prefix nobody else uses in this run (10,000 phones under it). */
const freshPrefix = () => `19${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`;

async function searchPhone(page: Page, prefix: string): Promise<void> {
  await page.getByTestId("search-form").locator("#search_phone").fill(prefix);
  await search(page);
}

test("admin adds test members in bulk: the dialog checks the prefix, then every new member is a test account", async ({
  page,
}) => {
  await openListAs(page, ROUTE, "admin");
  await page.locator("[data-action=batchInsert]").click();
  const modal = page.locator(".ant-modal-content");
  await expect(modal.locator(".ant-modal-title")).toHaveText("批量添加测试会员");
  await modal.locator("#count").fill("3");
  await modal.locator("#phonePrefix").fill("2");
  await modal.locator("[data-action=form-submit]").click();
  await expect(modal).toContainText("前缀应为1开头的3至7位数字");
  const prefix = freshPrefix();
  await modal.locator("#phonePrefix").fill(prefix);
  await modal.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await expect(modal).toBeHidden();
  await searchPhone(page, prefix);
  await expect(rows(page)).toHaveCount(3);
  await expectEveryRow(page, prefix);
  for (const cell of await rows(page).locator('td[data-col="isTest"]').allInnerTexts()) expect(cell.trim()).toBe("是");
});

test("admin freezes the selected members: confirmation, then their account status reads frozen", async ({ page }) => {
  await login(page, "admin");
  const prefix = freshPrefix();
  expect((await api(page, "/member-info/batchInsert", { json: { count: 2, phonePrefix: prefix } })).code).toBe(200);
  await openList(page, ROUTE);
  await searchPhone(page, prefix);
  await expect(rows(page)).toHaveCount(2);
  const freeze = page.locator("[data-action=freeze]");
  await expect(freeze).toBeDisabled();
  for (const box of await rows(page).locator(".ant-checkbox-input").all()) await box.check();
  await expect(freeze).toHaveText(/冻结所选（2）/);
  await freeze.click();
  await confirmWith(page, "温馨提示", "确认冻结所选的 2 个会员吗？冻结后会员无法登录。");
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await expect
    .poll(async () => (await rows(page).locator('td[data-col="status"]').allInnerTexts()).map((text) => text.trim()))
    .toEqual(["冻结", "冻结"]);
});

test("the detail drawer shows the member's wallets, recent changes and filtered record links", async ({ page }) => {
  await login(page, "admin");
  const list = (await api(page, "/member-info/queryAll", { json: { pageSize: 50 } })).result as {
    records: { id: number; usdtBalance: number }[];
  };
  const funded = list.records.find((row) => row.usdtBalance > 0);
  if (!funded) throw new Error("the seed gives some members a USDT balance");
  await openList(page, ROUTE);
  await page.getByTestId("search-form").locator("#search_userId").fill(String(funded.id));
  await search(page);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().locator("[data-action=detail]").click();
  const drawer = page.getByTestId("detail-drawer");
  const usdt = funded.usdtBalance.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const usdtCell = drawer.locator("th", { hasText: "USDT余额" }).locator("xpath=following-sibling::td[1]");
  await expect(usdtCell).toHaveText(usdt);
  await expect(drawer.getByTestId("recent-changes").locator(".ant-table-row").first()).toContainText("USDT");
  await expect(drawer.getByRole("link", { name: "资金变动记录" })).toHaveAttribute(
    "href",
    `#/finance/money-change-records?uid=${funded.id}`,
  );
});
