/** Content and configuration (issue 10): the send-message dialog and the system parameter value checked by its type. */
import { expect, test } from "@playwright/test";
import { login, openList, toast } from "./support";
import { rows } from "./member-screens-support";

test("a template is sent to listed members; the toast says how many; bad IDs and a missing level are refused", async ({
  page,
}) => {
  await login(page, "admin");
  await openList(page, "/config/messages");
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
  await login(page, "admin");
  await openList(page, "/config/system-params");
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
