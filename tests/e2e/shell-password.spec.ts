/** The change-password drawer: its validation, the server's refusal keeping what was typed, and a success. */
import { expect, test, type Page } from "./base";
import { login, toast } from "./support";

const drawer = (page: Page) => page.locator(".change-password-drawer .ant-drawer-content");
const fieldErrors = (page: Page) => drawer(page).locator(".ant-form-item-explain-error");
const passwordField = (page: Page, id: string) => drawer(page).locator(`#${id}`);

async function openPasswordDrawer(page: Page): Promise<void> {
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "修改密码" }).click();
  await expect(drawer(page)).toBeVisible();
}

test("change password: the drawer's validation messages", async ({ page }) => {
  await login(page, "admin");
  await openPasswordDrawer(page);
  await expect(page.locator(".change-password-drawer .ant-drawer-content-wrapper")).toHaveCSS("width", "450px");
  await page.getByTestId("change-password-submit").click();
  await expect(fieldErrors(page)).toHaveText(["请输入原密码", "请输入新密码", "请再次输入新密码"]);
  await passwordField(page, "newPass").fill("abc");
  await expect(fieldErrors(page)).toHaveText(["请输入原密码", "请再次输入新密码"]);
  await passwordField(page, "newPass").blur();
  await expect(fieldErrors(page)).toHaveText(["请输入原密码", "请至少输入6个字符", "请再次输入新密码"]);
  await expect(drawer(page).locator(".ant-progress")).toContainText("弱");
  await passwordField(page, "newPass").fill("a".repeat(33));
  await expect(fieldErrors(page)).toContainText(["最多输入32个字符"]);
  await passwordField(page, "newPass").fill("Abcdef12345!");
  await expect(drawer(page).locator(".ant-progress")).toContainText("强");
  await passwordField(page, "confirm").fill("Abcdef12345?");
  await expect(fieldErrors(page)).toContainText(["两次输入密码不一致"]);
  // The mask does not close it, nor does Esc: what was typed stays.
  await page.locator(".change-password-drawer .ant-drawer-mask").click({ position: { x: 10, y: 10 } });
  await expect(drawer(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeVisible();
  await expect(passwordField(page, "newPass")).toHaveValue("Abcdef12345!");
});

test("change password: a wrong original password shows the server's message and keeps what was typed", async ({
  page,
}) => {
  await login(page, "admin");
  await openPasswordDrawer(page);
  await passwordField(page, "password").fill("not-my-password");
  await passwordField(page, "newPass").fill("NewPass123");
  await passwordField(page, "confirm").fill("NewPass123");
  await page.getByTestId("change-password-submit").click();
  await expect(toast(page)).toContainText("旧密码不正确");
  await expect(passwordField(page, "newPass")).toHaveValue("NewPass123");
  await expect(drawer(page)).toBeVisible();
});

test("change password: success posts password, newPass and passStrength as a form and shows the modal", async ({
  page,
}) => {
  // The shared demo users must keep their password for parallel tests: the server's answer is stubbed here.
  let body = "";
  await page.route("**/admin-api/xboot/user/modifyPass", async (route) => {
    body = route.request().postData() ?? "";
    await route.fulfill({ json: { code: 200, success: true, message: "success", result: null } });
  });
  await login(page, "admin", "zh-CN", "/change-pass");
  await expect(drawer(page)).toBeVisible();
  await expect(page.getByTestId("security")).toBeVisible();
  await passwordField(page, "password").fill("123456");
  await passwordField(page, "newPass").fill("Abcdef12345!");
  await passwordField(page, "confirm").fill("Abcdef12345!");
  await page.getByTestId("change-password-submit").click();
  await expect(page.locator(".ant-modal-confirm-title")).toHaveText("修改密码成功");
  expect(new URLSearchParams(body).get("password")).toBe("123456");
  expect(new URLSearchParams(body).get("newPass")).toBe("Abcdef12345!");
  expect(new URLSearchParams(body).get("passStrength")).toBe("5");
  await expect(drawer(page)).toBeHidden();
});
