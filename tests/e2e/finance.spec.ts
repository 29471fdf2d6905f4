/** Finance dialogs (issue 8): a recharge approved in the review dialog credits the member; an over-large debit is refused. */
import { expect, test } from "./base";
import { api, login, openList, toast } from "./support";
import { pickOption, rowWith } from "./member-screens-support";

interface Page<T> {
  records: T[];
}
interface Balance {
  uid: number;
  usdtBalance: number;
  rmbBalance: number;
}

const money = (cents: number) =>
  (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cents = (value: number) => Math.round(value * 100);

test("approving a recharge in the review dialog grows the member's balance in user balance records", async ({
  page,
}) => {
  await login(page, "admin");
  const pending = (await api(page, "/wallet/member-recharge/list?status=1&pageSize=1")).result as Page<{
    uid: number;
    orderNo: string;
    amount: number;
    currency: "USDT" | "RMB";
  }>;
  const order = pending.records[0];
  if (!order) throw new Error("no pending recharge seeded");
  const key = order.currency === "USDT" ? "usdtBalance" : "rmbBalance";
  const balances = async () =>
    ((await api(page, `/wallet/user/balance/list?uid=${order.uid}`)).result as Page<Balance>).records[0];
  const before = cents((await balances())?.[key] ?? 0);

  await openList(page, "/finance/recharge-orders");
  await page.locator("#orderNo").fill(order.orderNo);
  await page.locator("#orderNo").press("Enter");
  await rowWith(page, order.orderNo).locator("[data-action=review]").click();
  const dialog = page.locator(".ant-modal-content").filter({ hasText: "充值审核" });
  await expect(dialog).toContainText(order.orderNo);
  await dialog.getByRole("button", { name: "审核通过" }).click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowWith(page, order.orderNo)).toContainText("审核通过");

  await openList(page, `/finance/user-balance-records?uid=${order.uid}`);
  const expected = money(before + cents(order.amount));
  await expect(rowWith(page, String(order.uid))).toContainText(expected);
});

test("a debit above the balance shows the server's message and keeps the form as typed", async ({ page }) => {
  await login(page, "admin");
  const uid = 10012;
  const balance = ((await api(page, `/wallet/user/balance/list?uid=${uid}`)).result as Page<Balance>).records[0];
  const amount = (cents(balance?.usdtBalance ?? 0) / 100 + 1000).toFixed(2);
  await openList(page, "/finance/operation-balance");
  await page.locator("[data-action=add]").click();
  const modal = page.locator(".ant-modal-content").filter({ hasText: "人工调整余额" });
  await modal.locator("#uid").fill(String(uid));
  await pickOption(page, modal.locator(".ant-select-selector", { has: page.locator("#type") }), "下分");
  await modal.locator("#amount").fill(amount);
  await modal.locator("#remark").fill("违规奖励扣回");
  await modal.locator("[data-action=form-submit]").click();
  await expect(toast(page)).toContainText("余额不足");
  await expect(modal).toBeVisible();
  await expect(modal.locator("#amount")).toHaveValue(amount);
  await expect(modal.locator("#remark")).toHaveValue("违规奖励扣回");
  const after = ((await api(page, `/wallet/user/balance/list?uid=${uid}`)).result as Page<Balance>).records[0];
  expect(after?.usdtBalance).toBe(balance?.usdtBalance);
});
