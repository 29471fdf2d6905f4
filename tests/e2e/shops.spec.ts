/** Shops (issue 9): the review dialog of an open application, and the send-traffic-package dialog of the shop list. */
import { expect, test } from "@playwright/test";
import { rowWith, search, uniqueName } from "./member-screens-support";
import { api, login, openList, toast } from "./support";

test("admin approves a pending open application in its review dialog; the shop is opened", async ({ page }) => {
  await login(page, "admin");
  await openList(page, "/shops/shop-open-list");
  const row = page.locator(".ant-table-row", { has: page.locator("[data-action=review]") }).first();
  const applyNo = (await row.locator('td[data-col="applyNo"]').innerText()).trim();
  await row.locator("[data-action=review]").click();
  const dialog = page.locator(".ant-modal:visible");
  await expect(dialog.locator(".ant-modal-title")).toHaveText("审核");
  await expect(dialog.locator("#shopName")).toBeDisabled();
  // Approve is the default decision and asks for no reason.
  await expect(dialog.locator(".ant-select-selection-item")).toHaveText("通过");
  await expect(dialog.locator("#remark")).toHaveCount(0);
  await dialog.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowWith(page, applyNo).locator('td[data-col="status"]')).toHaveText("成功");
  const answer = await api(page, "/memberShop/applyList", { json: { applyNo, page: 1, pageSize: 10 } });
  const [record] = (answer.result as { records: { status: number; shopNo: string | null }[] }).records;
  expect(record).toMatchObject({ status: 4, shopNo: expect.stringMatching(/^SH\d+$/) });
});

test("admin sends a traffic package to a shop; the member's package records show it in effect", async ({ page }) => {
  await login(page, "admin");
  await openList(page, "/shops/shop-list");
  const row = page.locator(".ant-table-row", { has: page.locator("[data-action=sendPackage]") }).first();
  const shopName = (await row.locator('td[data-col="shopName"]').innerText()).trim();
  await row.locator("[data-action=sendPackage]").click();
  const dialog = page.locator(".ant-modal:visible");
  await expect(dialog.locator("#shopName")).toHaveValue(shopName);
  // An empty name is refused before any call.
  await dialog.locator("[data-action=form-submit]").click();
  await expect(dialog.locator(".ant-form-item-explain-error").first()).toBeVisible();
  const name = uniqueName("扶持包");
  await dialog.locator("#packageName").fill(name);
  await dialog.locator("#trafficAmount").fill("1234");
  await dialog.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "流量包已赠送" })).toBeVisible();
  await expect(dialog).toBeHidden();

  await openList(page, "/members/user-traffic-package-records");
  await page.getByTestId("search-form").locator("#packageName").fill(name);
  await search(page);
  const record = rowWith(page, name);
  await expect(record).toHaveCount(1);
  await expect(record.locator('td[data-col="shopName"]')).toHaveText(shopName);
  await expect(record.locator('td[data-col="type"]')).toHaveText("赠送");
  await expect(record.locator('td[data-col="trafficAmount"]')).toHaveText("1234");
  await expect(record.locator('td[data-col="validDays"]')).toHaveText("30");
  await expect(record.locator('td[data-col="inEffect"]')).toHaveText("生效中");
});
