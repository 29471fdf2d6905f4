/**
 * Finance dialogs: a recharge approved in the review dialog credits the member. An over-large debit is
 * flagged in the dialog, or refused by the server when the balance cannot be read: money-confirmations.spec.ts.
 */
import { expect, test } from "./base";
import { api, login, openList, toast } from "./support";
import { rowWith } from "./member-screens-support";

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
  await page.locator("#search_orderNo").fill(order.orderNo);
  await page.locator("#search_orderNo").press("Enter");
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
