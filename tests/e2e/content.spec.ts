/**
 * Content and configuration: the send-message dialog, the system parameter value checked by its type, and
 * the app version's package uploaded into its URL field.
 */
import { expect, test } from "./base";
import { toast, openListAs } from "./support";
import { rows } from "./member-screens-support";

test("a template is sent to listed members; the toast says how many; bad IDs and a missing level are refused", async ({
  page,
}) => {
  await openListAs(page, "/config/messages", "admin");
  await rows(page).first().locator("[data-action=send]").click();
  const dialog = page.getByTestId("send-dialog");
  const send = dialog.locator(".ant-modal-footer .ant-btn-primary");
  await dialog.getByLabel("指定等级").check();
  await send.click();
  await expect(dialog.locator(".ant-form-item-explain-error")).toHaveText("请选择会员等级");
  await dialog.getByLabel("指定会员").check();
  await dialog.locator("#memberIds").fill("10321 abc");
  await send.click();
  await expect(dialog.locator(".ant-form-item-explain-error")).toHaveText("会员ID必须是正整数，用逗号、空格或换行分隔");
  await dialog.locator("#memberIds").fill("10321, 10322\n10321");
  await send.click();
  await expect(toast(page).filter({ hasText: "已发送给 2 位会员" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.locator("[data-action=history]").click();
  await expect(page.getByTestId("send-history").locator(".ant-table-row").first()).toContainText("10321,10322");
});

test("a parameter value is checked by the chosen value type, again when the type changes", async ({ page }) => {
  await openListAs(page, "/config/system-params", "admin");
  await page.locator("[data-action=add]").click();
  const dialog = page.locator(".ant-modal:visible");
  const typeSelect = dialog.locator(".ant-select:has(#valueType)");
  const chooseType = async (label: string) => {
    await typeSelect.click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: label }).click();
    await expect(typeSelect.locator(".ant-select-selection-item")).toHaveText(label);
  };
  await chooseType("整数");
  await dialog.locator("#paramValue").fill("1.5");
  await dialog.locator("[data-action=form-submit]").click();
  const error = dialog.locator("#paramValue_help");
  await expect(error).toHaveText("参数值必须是整数");
  await chooseType("浮点数");
  await expect(error).toHaveCount(0);
  await chooseType("日期");
  await expect(error).toHaveText("参数值必须是日期 yyyy-MM-dd");
});

test("an uploaded .apk fills the app version's package URL, which stays typeable", async ({ page }) => {
  await openListAs(page, "/app/app-versions", "admin");
  await page.locator("[data-action=add]").click();
  const dialog = page.locator(".ant-modal:visible");
  const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]);
  await dialog.locator("input[type=file]").setInputFiles({ name: "x.apk", mimeType: "application/zip", buffer: zip });
  await expect(dialog.locator("#packageUrl")).toHaveValue(/^\/admin-api\/xboot\/upload\/view\/[0-9a-f]{32}$/);
  await expect(dialog.getByRole("status", { name: "x.apk 已上传" })).toBeVisible();
  await dialog.locator("#packageUrl").fill("https://cdn.example.com/app/x.apk");
  await expect(dialog.locator("#packageUrl")).toHaveValue("https://cdn.example.com/app/x.apk");
});
