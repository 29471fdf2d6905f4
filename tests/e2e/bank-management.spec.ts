/** Bank management (the first inventory screen on the kit): the image field uploads through /xboot/upload/file. */
import { expect, test } from "./base";
import { escapeDialog, toast, openListAs } from "./support";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("admin adds a bank with an uploaded logo; the list shows the image", async ({ page }) => {
  await openListAs(page, "/finance/bank-management", "admin");
  await page.locator("[data-action=add]").click();
  const dialog = page.locator(".ant-modal:visible");
  await dialog.locator("input[type=file]").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(dialog.locator("img")).toHaveAttribute("src", /\/admin-api\/xboot\/upload\/view\/[0-9a-f]{32}$/);
  const code = `T${Date.now().toString(36).toUpperCase().replace(/[0-9]/g, "X")}`;
  await dialog.locator("#bankName").fill("测试银行");
  await dialog.locator("#bankCode").fill(code);
  await dialog.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await page.locator("#search_bankCode").fill(code);
  await page.locator("#search_bankCode").press("Enter");
  const row = page.locator(".ant-table-row", { hasText: code });
  await expect(row.locator("img")).toHaveAttribute("src", /\/admin-api\/xboot\/upload\/view\//);
});

test("a file that is not an image is refused with a clear message and the form keeps what was typed", async ({
  page,
}) => {
  await openListAs(page, "/finance/bank-management", "admin");
  await page.locator("[data-action=add]").click();
  const dialog = page.locator(".ant-modal:visible");
  await dialog.locator("#bankName").fill("保留的名称");
  await dialog
    .locator("input[type=file]")
    .setInputFiles({ name: "x.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(toast(page).filter({ hasText: "只能上传图片文件" })).toBeVisible();
  await expect(dialog.locator("#bankName")).toHaveValue("保留的名称");
});

test("Esc closes an untouched form at once, and asks before dropping what was typed", async ({ page }) => {
  await openListAs(page, "/finance/bank-management", "admin");
  const dialog = page.locator(".ant-modal:visible").filter({ has: page.locator("#bankName") });
  await page.locator("[data-action=add]").click();
  await expect(dialog).toBeVisible();
  await escapeDialog(page);
  await expect(dialog).toHaveCount(0);

  await page.locator("[data-action=add]").click();
  await dialog.locator("#bankName").fill("未保存的银行");
  await escapeDialog(page);
  const ask = page.locator(".ant-modal-confirm");
  await expect(ask).toContainText("放弃修改？");
  await ask.getByRole("button", { name: "继续编辑" }).click();
  await expect(dialog.locator("#bankName")).toHaveValue("未保存的银行");
  await escapeDialog(page);
  await ask
    .getByRole("button", { name: "放 弃" })
    .or(ask.getByRole("button", { name: "放弃" }))
    .click();
  await expect(dialog).toHaveCount(0);
});
