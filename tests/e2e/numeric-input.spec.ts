/**
 * Numeric inputs never change what was typed without saying so: a value out of range or not a number stays in the
 * box as typed, the form names the limit, and nothing is sent until it is fixed (the shared NumericInput, here in the
 * bank form's sort, 0–99999, and the withdrawal search's amount range).
 */
import { expect, test, type Page } from "./base";
import { api, login, openList, toast, unfoldFilters, openListAs } from "./support";

function callsTo(page: Page, path: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.url().includes(path)) count += 1;
  });
  return () => count;
}

const code = () => `N${Date.now().toString(36).toUpperCase().replace(/[0-9]/g, "Q")}`;

test("zh-CN: the bank form keeps a sort of -1 as typed, names the limit, and saves only a valid sort", async ({
  page,
}) => {
  await login(page, "admin");
  const saves = callsTo(page, "/wallet/bank-config/save");
  await openList(page, "/finance/bank-management");
  await page.locator("[data-action=add]").click();
  const dialog = page.locator(".ant-modal:visible");
  const bankCode = code();
  await dialog.locator("#bankName").fill("数字校验银行");
  await dialog.locator("#bankCode").fill(bankCode);
  const sort = dialog.locator("#sort");
  for (const [typed, message] of [
    ["-1", "排序不能小于0"],
    ["12a", "排序必须为数字"],
    ["1.5", "排序必须为整数"],
    ["100000", "排序不能大于99999"],
  ] as const) {
    await sort.fill(typed);
    await dialog.locator("[data-action=form-submit]").click();
    await expect(dialog.locator(".ant-form-item-explain-error")).toHaveText(message);
    await expect(sort).toHaveValue(typed);
    await expect(sort).toHaveAttribute("aria-invalid", "true");
  }
  expect(saves()).toBe(0);
  await sort.fill("7");
  await expect(dialog.locator(".ant-form-item-explain-error")).toHaveCount(0);
  await dialog.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  expect(saves()).toBe(1);
  const saved = await api(page, `/wallet/bank-config/list?bankCode=${bankCode}`);
  expect((saved.result as { records: { sort: number }[] }).records[0]?.sort).toBe(7);
});

test("en-US: the message names the limit in English", async ({ page }) => {
  await openListAs(page, "/finance/bank-management", "admin", "en-US");
  await page.locator("[data-action=add]").click();
  const dialog = page.locator(".ant-modal:visible");
  await dialog.locator("#sort").fill("-100");
  await dialog.locator("[data-action=form-submit]").click();
  await expect(dialog.locator("#sort")).toHaveValue("-100");
  await expect(dialog.getByText("Sort cannot be less than 0")).toBeVisible();
});

test("zh-CN: a search amount below 0 stays as typed, is named, and does not search", async ({ page }) => {
  await openListAs(page, "/finance/withdraw-orders", "admin");
  await unfoldFilters(page);
  const lists = callsTo(page, "/member-withdraw/list");
  const min = page.getByPlaceholder("最小值");
  await min.fill("-100");
  await page.getByRole("button", { name: /搜\s*索/ }).click();
  await expect(page.getByTestId("search-form")).toContainText("提现金额不能小于0");
  await expect(min).toHaveValue("-100");
  await expect(page).not.toHaveURL(/withdrawStart/);
  expect(lists()).toBe(0);
});
