/** Member records and investment: replying to feedback; an invest product with min > max refused with the message. */
import { expect, test } from "./base";
import { api, login, openList, toast } from "./support";
import { rows, uniqueName } from "./member-screens-support";

test("admin replies to open feedback; an empty reply is refused; the member ID links back to the member list", async ({
  page,
}) => {
  await login(page, "admin");
  const found = await api(page, "/user/notice/feedback/findAll", { json: { handled: 0, pageSize: 1 } });
  const [open] = (found.result as { records: { uid: number }[] }).records;
  expect(open, "an open feedback in the seed").toBeDefined();
  await openList(page, `/members/user-feedback?uid=${open?.uid}`);
  const row = rows(page)
    .filter({ has: page.locator("[data-action=reply]") })
    .first();
  await expect(row.locator("[data-member-link]")).toHaveAttribute("href", `#/members/user-list?uid=${open?.uid}`);
  await row.locator("[data-action=reply]").click();
  const dialog = page.locator(".ant-modal:visible");
  await expect(dialog.locator(".ant-modal-title")).toHaveText("回复反馈");
  await dialog.locator(".ant-btn-primary").click();
  await expect(toast(page).filter({ hasText: "请输入回复内容" })).toBeVisible();
  const reply = uniqueName("已核实");
  await dialog.locator("textarea").fill(reply);
  await dialog.locator(".ant-btn-primary").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows(page).filter({ hasText: reply })).toHaveCount(1);
});

test("an invest product with a minimum above its maximum is refused with the message, by the form and the server", async ({
  page,
}) => {
  await login(page, "admin");
  await openList(page, "/invest/invest-list");
  await page.locator("[data-action=add]").click();
  const dialog = page.locator(".ant-modal:visible");
  const name = uniqueName("测试产品");
  await dialog.locator("#name").fill(name);
  await dialog.locator("#rate").fill("1.5");
  await dialog.locator("#term").fill("7");
  await dialog.locator("#minAmount").fill("1000");
  await dialog.locator("#maxAmount").fill("999.99");
  await dialog.locator("[data-action=form-submit]").click();
  await expect(dialog.locator(".ant-form-item-explain-error")).toHaveText("最高投资金额不能小于最低投资金额");
  const refused = await api(page, "/shopInvest/config/save", {
    json: { name, rate: 1.5, term: 7, minAmount: 1000, maxAmount: 999.99 },
  });
  expect(refused).toMatchObject({ success: false, message: "最低投资金额不能大于最高投资金额" });

  await dialog.locator("#maxAmount").fill("1000");
  await dialog.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await expect(dialog).toBeHidden();
});
