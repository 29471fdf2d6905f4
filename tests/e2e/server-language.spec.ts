/**
 * The server answers in the console's language: the console sends it as Accept-Language, and a refusal the server
 * words (a phone another member uses) shows in English in an English console, in Chinese in a Chinese one, after a
 * language switch without a reload too.
 */
import { expect, test, type Page } from "./base";
import { api, login, toast } from "./support";
import { rows } from "./member-screens-support";

test.describe.configure({ timeout: 120_000 });

async function phoneInUse(page: Page): Promise<string> {
  const body = await api(page, "/member-info/queryAll", { json: { pageNum: 1, pageSize: 1 } });
  return (body.result as { records: { phone: string }[] }).records[0].phone;
}

async function addMemberWithPhone(page: Page, phone: string): Promise<void> {
  await page.locator("[data-action=add]").click();
  const modal = page.locator(".ant-modal-content");
  await modal.locator("#realName").fill("Lang");
  await modal.locator("#phone").fill(phone);
  await modal.locator("[data-action=form-submit]").click();
}

test("a refusal the server words shows in the console's language", async ({ page }) => {
  await login(page, "admin", "en-US");
  const phone = await phoneInUse(page);
  await page.goto("/#/members/user-list");
  await expect(rows(page).first()).toBeVisible({ timeout: 45_000 });
  await addMemberWithPhone(page, phone);
  await expect(toast(page).filter({ hasText: "This mobile number is already used by another member." })).toBeVisible();
  await expect(toast(page).filter({ hasText: "该手机号" })).toHaveCount(0);
  // The form stays open with what was typed; cancel it and switch to Chinese without a reload.
  await page.locator("[data-action=form-cancel]").click();
  await page.getByTestId("language-switch").getByText("简体中文").click();
  await expect(page.locator("[data-action=add]")).toContainText("添加");
  await addMemberWithPhone(page, phone);
  await expect(toast(page).filter({ hasText: "该手机号已被其他会员使用" })).toBeVisible();
});
