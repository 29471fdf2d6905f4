/**
 * System administration's round trips through the pages, on both profiles (the full contract server, and the bare
 * one that answers /xboot/** as X-Boot does): a staff user added, edited, disabled, enabled and deleted; a department
 * added, renamed and deleted; a dictionary type added and deleted; a scheduled job added, paused, resumed and
 * deleted. Each works on what it adds, so it runs beside any other test.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./base";
import { dialogSettled, openListAs, toast, toastsSeen } from "./support";
import { confirmWith, pickOption, rowWith, uniqueName } from "./member-screens-support";

const DELETE_TEXT = "删除后无法恢复，请谨慎操作!";

async function submit(page: Page, container: string): Promise<void> {
  await dialogSettled(page);
  await toastsSeen(page, "操作成功");
  await page.locator(container).locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
}

test("staff users: add, edit, disable, enable and delete through the page", async ({ page }) => {
  const username = uniqueName("rt").slice(0, 20);
  await openListAs(page, "/system/system-users", "admin");
  await page.locator('[data-action="add"]').first().click();
  const drawer = page.locator(".ant-drawer:visible");
  await drawer.locator("#username").fill(username);
  await drawer.locator("#password").fill("secret123");
  await drawer.locator("#nickname").fill("往返测试");
  await submit(page, ".ant-drawer:visible");
  const row = rowWith(page, username);
  await expect(row).toBeVisible();

  await row.locator("[data-action=edit]").click();
  await drawer.locator("#nickname").fill("往返测试改");
  await submit(page, ".ant-drawer:visible");
  await expect(row).toContainText("往返测试改");

  await row.locator("[data-action=disable]").click();
  await confirmWith(page, "温馨提示", `确认禁用用户「${username}」吗？禁用后该用户立即下线且无法登录。`);
  await expect(row.getByText("禁用", { exact: true })).toBeVisible();
  await row.locator("[data-action=enable]").click();
  await expect(row.getByText("正常", { exact: true })).toBeVisible();

  await row.locator("[data-action=delete]").click();
  await confirmWith(page, "温馨提示", DELETE_TEXT);
  await expect(row).toHaveCount(0);
});

test("departments: add at the top level, rename and delete through the page", async ({ page }) => {
  const title = uniqueName("部门");
  await openListAs(page, "/system/departments", "admin");
  await page.locator('[data-action="add"]').first().click();
  const dialog = page.locator(".ant-modal:visible");
  await dialog.locator("#title").fill(title);
  await submit(page, ".ant-modal:visible");
  const row = rowWith(page, title);
  await expect(row).toBeVisible();

  await row.locator("[data-action=edit]").click();
  await dialog.locator("#title").fill(`${title}改`);
  await submit(page, ".ant-modal:visible");
  const renamed = rowWith(page, `${title}改`);
  await expect(renamed).toBeVisible();

  await renamed.locator("[data-action=delete]").click();
  await confirmWith(page, "温馨提示", DELETE_TEXT);
  await expect(renamed).toHaveCount(0);
});

test("dictionaries: a type added through the page is listed, then deleted", async ({ page }) => {
  const type = `rt${Date.now().toString(36)}`;
  const title = uniqueName("往返字典");
  await openListAs(page, "/system/dictionaries", "admin");
  await page.locator("[data-action=add-type]").click();
  const dialog = page.locator(".ant-modal:visible");
  await dialog.locator("#title").fill(title);
  await dialog.locator("#type").fill(type);
  await submit(page, ".ant-modal:visible");
  const types = page.getByTestId("dict-types");
  await expect(types.getByText(title, { exact: true })).toBeVisible();
  await types.getByText(title, { exact: true }).click();
  await types.getByRole("button", { name: "删除" }).click();
  await expect(page.locator(".ant-modal-confirm-title")).toHaveText("温馨提示");
  await expect(page.locator(".ant-modal-confirm-content")).toContainText(title);
  await page.locator(".ant-modal-confirm-btns .ant-btn-primary").click();
  await expect(types.getByText(title, { exact: true })).toHaveCount(0);
});

/** Presses OK on the '温馨提示' confirmation showing `text`. */
async function confirmContaining(page: Page, text: string): Promise<void> {
  const dialog = page.locator(".ant-modal-confirm");
  await expect(dialog.locator(".ant-modal-confirm-title")).toHaveText("温馨提示");
  await expect(dialog.locator(".ant-modal-confirm-content")).toContainText(text);
  await dialog.locator(".ant-modal-confirm-btns .ant-btn-primary").click();
  await expect(dialog).toHaveCount(0);
}

test("scheduled jobs: add, pause, resume and delete through the page", async ({ page }) => {
  const description = uniqueName("往返任务");
  await openListAs(page, "/system/scheduled-jobs", "admin");
  await page.locator('[data-action="add"]').first().click();
  const dialog = page.locator(".ant-modal:visible");
  // The job registry is the contract server's: on X-Boot the class is typed (bare), here it is chosen.
  const typed = dialog.getByTestId("job-class-missing");
  // The select shows while the registry loads; a bare back end answers without one, and the field turns to text.
  const chosen = dialog.locator('[data-testid="job-class-select"][data-state="ready"]');
  await expect(typed.or(chosen)).toBeVisible();
  if (await typed.isVisible()) await dialog.locator("#jobClassName").fill("cleanExpiredTokens");
  else await pickOption(page, chosen.locator("input"), "清理过期令牌");
  await dialog.locator("#cronExpression").fill("0 0 4 * * ?");
  await dialog.locator("#description").fill(description);
  await submit(page, ".ant-modal:visible");
  const row = rowWith(page, description);
  await expect(row.getByText("运行中", { exact: true })).toBeVisible();

  await row.locator("[data-action=pause]").click();
  await confirmContaining(page, "暂停后不会按计划执行");
  await expect(row.getByText("已暂停", { exact: true })).toBeVisible();
  await row.locator("[data-action=resume]").click();
  await confirmContaining(page, "将从下一个计划时间开始执行");
  await expect(row.getByText("运行中", { exact: true })).toBeVisible();

  await row.locator("[data-action=delete]").click();
  await confirmWith(page, "温馨提示", DELETE_TEXT);
  await expect(row).toHaveCount(0);
});
