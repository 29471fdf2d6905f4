/** SPEC §2.10 member task-completion records: search with Enter, reset, paging 10/20/50, the add form; operator read-only. */
import { expect, test } from "./base";
import { api, toast, openListAs } from "./support";
import { expectEveryRow, pickOption, rowWith, rows } from "./member-screens-support";

const ROUTE = "/members/finish-task-records";

test("Enter searches by member ID and task name; reset clears; digits only", async ({ page }) => {
  await openListAs(page, ROUTE, "admin");
  await page.locator("#search_taskName").fill("签到");
  await page.locator("#search_taskName").press("Enter");
  await expectEveryRow(page, "每日签到");
  await page
    .getByTestId("search-form")
    .getByRole("button", { name: /重\s*置/ })
    .click();
  await expect(page.locator("#search_taskName")).toHaveValue("");
  const sample = (await api(page, "/task/member/record", { json: { pageSize: 1 } })).result as {
    records: { uid: number; phone: string }[];
  };
  const uid = String(sample.records[0]?.uid);
  await page.locator("#search_uid").fill(`x${uid}`);
  await expect(page.locator("#search_uid")).toHaveValue(`x${uid}`);
  await page.locator("#search_uid").press("Enter");
  await expect(page.getByTestId("search-form")).toContainText("只能输入数字");
  await page.locator("#search_uid").fill(uid);
  await page.locator("#search_uid").press("Enter");
  await expect
    .poll(async () => (await rows(page).locator("td:nth-child(4)").allInnerTexts()).every((one) => one === uid))
    .toBe(true);
  await page.locator("#search_phone").fill("abc");
  await expect(page.locator("#search_phone")).toHaveValue("abc");
  await expect(page.locator("#search_phone")).toHaveAttribute("aria-invalid", "true");
});

test("pagination: sizes 10/20/50, default 10, jump and total", async ({ page }) => {
  await openListAs(page, ROUTE, "admin");
  await expect(rows(page)).toHaveCount(10);
  await expect(page.locator(".ant-pagination-total-text")).toContainText(/共 \d+ 条/);
  await page.locator(".ant-pagination-options .ant-select").click();
  await expect(page.locator(".ant-select-item-option")).toHaveText(["10 条/页", "20 条/页", "50 条/页"]);
  await page.locator(".ant-select-item-option", { hasText: "20 条/页" }).click();
  await expect(rows(page)).toHaveCount(20);
  await page.locator(".ant-pagination-options-quick-jumper input").fill("3");
  await page.locator(".ant-pagination-options-quick-jumper input").press("Enter");
  await expect(page.locator(".ant-pagination-item-active")).toHaveText("3");
  await expect(rows(page).first()).toBeVisible();
});

test("admin records a task completion through the form; it is listed after a reload", async ({ page }) => {
  await openListAs(page, `${ROUTE}?uid=10051`, "admin");
  await page.locator("[data-action=add]").click();
  const modal = page.locator(".ant-modal-content");
  await expect(modal.locator(".ant-modal-title")).toHaveText("添加任务完成记录");
  await modal.locator("[data-action=form-submit]").click();
  await expect(modal).toContainText("请输入会员ID");
  await expect(modal).toContainText("请选择任务");
  await modal.locator("#uid").fill("10051");
  await pickOption(page, modal.locator("#taskId"), "开通店铺");
  const score = String(1000 + Math.floor(Math.random() * 90000));
  await modal.locator("#score").fill(score);
  await modal.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await expect(modal).toBeHidden();
  await page.reload();
  const row = rowWith(page, "开通店铺").filter({ hasText: score });
  await expect(row).toContainText("10051");
  await expect(row).toContainText("未领取");
});

test("operator: no add button, and the server refuses the call (403)", async ({ page }) => {
  await openListAs(page, ROUTE, "operator");
  await expect(page.locator("[data-action=add]")).toHaveCount(0);
  expect(await api(page, "/task/member/record/add", { json: { uid: 10052, taskId: 1 } })).toMatchObject({ code: 403 });
});
