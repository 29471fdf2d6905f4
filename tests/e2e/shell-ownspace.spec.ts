/** Issue "The shell": own space (profile edit, messages, security, account) and the user menu. */
import { expect, test } from "@playwright/test";
import { login, toast } from "./support";

test("own space: edit the profile with validation; the header follows; the change is undone after", async ({
  page,
}) => {
  await login(page, "admin");
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "个人中心" }).click();
  await expect(page).toHaveURL(/#\/ownspace$/);
  const form = page.getByTestId("profile-form");
  await expect(form.locator("#nickname")).toHaveValue("超级管理员");
  await form.locator("#email").fill("not-an-email");
  await form.locator("#avatar").fill("ftp://x");
  await page.getByTestId("profile-save").click();
  await expect(form).toContainText("邮箱格式不正确");
  await expect(form).toContainText("请输入以 http(s):// 开头的图片地址");
  await form.locator("#email").fill("admin@example.com");
  await form.locator("#avatar").fill("");
  await form.locator("#nickname").fill("管理员甲");
  await page.getByTestId("profile-save").click();
  await expect(toast(page)).toContainText("操作成功");
  await expect(page.getByTestId("user-nickname")).toHaveText("管理员甲");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("userInfo") ?? "{}").nickname)).toBe("管理员甲");
  await form.locator("#nickname").fill("超级管理员");
  await page.getByTestId("profile-save").click();
  await expect(page.getByTestId("user-nickname")).toHaveText("超级管理员");
});

test("own space: messages, security and account tabs", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/#/ownspace");
  await page.getByRole("tab", { name: "消息中心" }).click();
  await expect(page.getByTestId("messages-empty")).toContainText("暂无消息");
  await page.getByRole("tab", { name: "账号信息" }).click();
  const account = page.getByTestId("account-info");
  await expect(account).toContainText("admin");
  await expect(account).toContainText("超级管理员");
  await expect(account).toContainText("总部");
  await expect(account).toContainText("2026-01-01 09:00:00");
  await page.getByRole("tab", { name: "安全设置" }).click();
  await page.getByTestId("security-change-password").click();
  await expect(page.locator(".change-password-drawer .ant-drawer-content")).toBeVisible();
});

test("the header: avatar with the default person icon, nickname, fullscreen toggle", async ({ page }) => {
  await login(page, "operator");
  await expect(page.getByTestId("user-nickname")).toHaveText("运营专员");
  await expect(page.getByTestId("user-avatar").locator(".anticon-user")).toBeVisible();
  await page.getByTestId("fullscreen-toggle").click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement != null)).toBe(true);
  await page.getByTestId("fullscreen-toggle").click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement != null)).toBe(false);
});
