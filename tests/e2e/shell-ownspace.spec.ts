/** Issue "The shell": own space (profile edit, messages, security, account) and the user menu. */
import { expect, test } from "./base";
import { api, login, toast } from "./support";

// The profile and avatar tests both save admin's profile: one after the other, not side by side.
test.describe.configure({ mode: "default" });

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

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
  await page.getByTestId("profile-save").click();
  await expect(form).toContainText("邮箱格式不正确");
  await form.locator("#email").fill("admin@example.com");
  await form.locator("#nickname").fill("管理员甲");
  await page.getByTestId("profile-save").click();
  await expect(toast(page)).toContainText("操作成功");
  await expect(page.getByTestId("user-nickname")).toHaveText("管理员甲");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("userInfo") ?? "{}").nickname)).toBe("管理员甲");
  await form.locator("#nickname").fill("超级管理员");
  await page.getByTestId("profile-save").click();
  await expect(page.getByTestId("user-nickname")).toHaveText("超级管理员");
});

test("own space: the avatar is uploaded through /xboot/upload/file, saved, and shown after a reload", async ({
  page,
}) => {
  await login(page, "admin", "zh-CN", "/ownspace");
  const form = page.getByTestId("profile-form");
  const file = form.locator("input[type=file]");
  // Not an image: refused before any upload, the avatar unchanged.
  await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(toast(page)).toContainText("只能上传图片文件");
  await expect(form.locator("img")).toHaveCount(0);
  const upload = page.waitForResponse((r) => r.url().includes("/xboot/upload/file"));
  await file.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  const url = ((await (await upload).json()) as { result: string }).result;
  expect(url).toBeTruthy();
  await expect(form.locator("img").first()).toHaveAttribute("src", url);
  await page.getByTestId("profile-save").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("user-avatar").locator("img")).toHaveAttribute("src", url);
  await expect(page.getByTestId("profile-form").locator("img").first()).toHaveAttribute("src", url);
  const info = await api(page, "/xboot/user/info");
  expect((info.result as { avatar: string }).avatar).toBe(url);
});

test("own space: messages are the to-dos of the user's menu, each opening its filtered list", async ({ page }) => {
  await login(page, "admin");
  const today = new Date().toLocaleDateString("sv-SE");
  const stats = await api(page, "/console/statistics", { json: { startDate: today, endDate: today } });
  const todo = (stats.result as { todo: Record<string, number> }).todo;
  await page.goto("/#/ownspace");
  await page.getByRole("tab", { name: "消息中心" }).click();
  const messages = page.getByTestId("own-messages");
  await expect(messages.locator("[data-todo=withdrawPending]")).toContainText("提现");
  await expect(messages.locator("[data-todo=withdrawPending] .ant-badge")).toHaveText(String(todo.withdrawPending));
  await expect(messages.locator("[data-todo=feedbackUnread] .ant-badge")).toHaveText(String(todo.feedbackUnread));
  await messages.locator("[data-todo=withdrawPending] a").click();
  await expect(page).toHaveURL(/#\/finance\/withdraw-orders\?.*status/);
  await expect(page.getByRole("tab", { name: "待审核", selected: true })).toBeVisible();
});

test("own space: security and account tabs", async ({ page }) => {
  await login(page, "admin", "zh-CN", "/ownspace");
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

test("own space: a read-only account is told why it cannot upload an avatar, and is offered no upload button", async ({
  page,
}) => {
  await login(page, "operator", "zh-CN", "/ownspace");
  const form = page.getByTestId("profile-form");
  await expect(form).toContainText("上传文件需要任一页面的添加或编辑权限");
  await expect(form.getByRole("button", { name: /上传|更换/ })).toHaveCount(0);
});
