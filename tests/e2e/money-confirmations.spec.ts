/**
 * Money confirmations show the money: approving or rejecting a withdrawal names the order, the member, the currency,
 * the amounts and the receiving address; a manual credit/debit (and a points operation) shows the member with their
 * balance now and after as it is typed, flags a debit above the balance before anything is sent, and restates it all
 * before the call. In zh-CN and en-US.
 */
import { expect, test, type Locator, type Page } from "./base";
import { api, dialogSettled, login, openList, toast } from "./support";
import { pickOption, rowWith } from "./member-screens-support";

interface Order {
  id: number;
  orderNo: string;
  userId: number;
  currency: "USDT" | "RMB";
  withdrawAmount: number;
  transferAmount: number;
  status: number;
  phone: string | null;
  realname: string | null;
  cardNo: string | null;
}

interface Member {
  id: number;
  realName: string;
  phone: string;
  usdtBalance: number;
  rmbBalance: number;
  score: number;
}

const cents = (value: number) => Math.round(value * 100);
const money = (amountInCents: number) =>
  (amountInCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = (n: number) => n.toLocaleString("en-US");

/** Pending withdrawals of real accounts in a currency with an address, newest last (other specs take the first). */
async function pendingWithdrawals(page: Page, currency: "USDT" | "RMB"): Promise<Order[]> {
  const body = await api(
    page,
    `/wallet/member-withdraw/list?status=1&isTest=0&walletType=${currency}&pageSize=200&sortField=createdTime&sortOrder=asc`,
  );
  const records = (body.result as { pageInfoVO: { records: Order[] } }).pageInfoVO.records;
  return records.filter((order) => order.cardNo && order.realname).sort((a, b) => b.id - a.id);
}

async function member(page: Page, id: number): Promise<Member> {
  const body = await api(page, "/member-info/queryAll", { json: { userId: id, page: 1, pageSize: 1 } });
  const found = (body.result as { records: Member[] }).records[0];
  if (!found) throw new Error(`no member ${id}`);
  return found;
}

const LABELS = {
  "zh-CN": {
    approve: "通过",
    reject: "拒绝",
    confirmText: "确认审核通过吗？",
    rows: { orderNo: "订单号", member: "会员", currency: "币种", withdrawAmount: "提现金额", cardNo: "钱包地址" },
    ok: /确\s*定/,
    cancel: /取\s*消/,
    formTitle: "人工调整余额",
    current: "当前USDT余额",
    after: "操作后余额",
    debit: "下分",
    debitTooLarge: "扣减金额不能超过当前余额",
    overdrawn: "超出当前余额",
    confirmCredit: "请核对以下信息，确认后立即调整余额",
    balance: "余额（操作前 → 后）",
    succeeded: "操作成功",
  },
  "en-US": {
    approve: "Approve",
    reject: "Reject",
    confirmText: "Confirm approval?",
    rows: {
      orderNo: "Order no.",
      member: "Member",
      currency: "Currency",
      withdrawAmount: "Withdrawal amount",
      cardNo: "Wallet address",
    },
    ok: "Confirm",
    cancel: "Cancel",
    formTitle: "Adjust a balance manually",
    current: "Current USDT balance",
    after: "Balance after",
    debit: "Debit",
    debitTooLarge: "A debit cannot be more than the current balance",
    overdrawn: "more than the balance",
    confirmCredit: "Check the details below; confirming adjusts the balance at once",
    balance: "Balance (before → after)",
    succeeded: "Operation succeeded",
  },
} as const;

/** The facts of a confirmation or dialog, by key: the label shown and the value shown. */
async function facts(scope: Locator): Promise<Record<string, { label: string; value: string }>> {
  const items = scope.getByTestId("confirm-facts").locator("[data-fact]");
  await expect(items.first()).toBeVisible();
  const out: Record<string, { label: string; value: string }> = {};
  for (const item of await items.all()) {
    const key = (await item.getAttribute("data-fact")) ?? "";
    const label = await item.locator("xpath=ancestor::tr[1]/th").innerText();
    out[key] = { label: label.trim(), value: (await item.innerText()).trim() };
  }
  return out;
}

/** Counts the calls made to a path from now on. */
function callsTo(page: Page, path: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.url().includes(path)) count += 1;
  });
  return () => count;
}

async function searchOrder(page: Page, orderNo: string): Promise<Locator> {
  await page.locator("#search_orderNo").fill(orderNo);
  await page.locator("#search_orderNo").press("Enter");
  await expect(page.locator(".ant-table-row")).toHaveCount(1);
  return rowWith(page, orderNo);
}

for (const [index, lang] of (["zh-CN", "en-US"] as const).entries()) {
  const L = LABELS[lang];

  test(`${lang}: approving a withdrawal confirms its order, member, currency, amounts and address`, async ({
    page,
  }) => {
    await login(page, "admin", lang);
    const order = (await pendingWithdrawals(page, "RMB"))[index];
    const reviews = callsTo(page, "/withdraw/review");
    await openList(page, "/finance/withdraw-orders");
    const row = await searchOrder(page, order.orderNo);
    await row.getByRole("button", { name: L.approve }).click();
    const confirm = page.locator(".ant-modal-confirm");
    await expect(confirm).toContainText(L.confirmText);
    const shown = await facts(confirm);
    expect(shown.orderNo).toEqual({ label: L.rows.orderNo, value: order.orderNo });
    expect(shown.member).toEqual({
      label: L.rows.member,
      value: `${order.userId} · ${order.realname} · ${order.phone}`,
    });
    expect(shown.currency).toEqual({ label: L.rows.currency, value: "RMB" });
    expect(shown.withdrawAmount).toEqual({
      label: L.rows.withdrawAmount,
      value: `${money(cents(order.withdrawAmount))} RMB`,
    });
    expect(shown.transferAmount?.value).toBe(money(cents(order.transferAmount)));
    expect(shown.cardNo).toEqual({ label: L.rows.cardNo, value: order.cardNo });

    // Cancel sends nothing; confirming approves exactly this order.
    await dialogSettled(page);
    await confirm.getByRole("button", { name: L.cancel }).click();
    await expect(confirm).toBeHidden();
    expect(reviews()).toBe(0);
    await row.getByRole("button", { name: L.approve }).click();
    await dialogSettled(page);
    await confirm.getByRole("button", { name: L.ok }).click();
    await expect(toast(page).filter({ hasText: L.succeeded })).toBeVisible();
    expect(reviews()).toBe(1);
    const saved = await api(page, `/wallet/member-withdraw/list?orderNo=${order.orderNo}`);
    expect((saved.result as { pageInfoVO: { records: Order[] } }).pageInfoVO.records[0]?.status).toBe(2);
  });

  test(`${lang}: the credit dialog shows the member and the balance now and after, as typed; a debit above it is flagged and not sent`, async ({
    page,
  }) => {
    await login(page, "admin", lang);
    const uid = 10030 + index;
    const before = await member(page, uid);
    const updates = callsTo(page, "/wallet/user/balance_update");
    await openList(page, "/finance/operation-balance");
    await page.locator("[data-action=add]").click();
    const modal = page.locator(".ant-modal-content").filter({ hasText: L.formTitle });
    const panel = modal.getByTestId("member-balance");
    await modal.locator("#uid").fill(String(uid));
    await expect(panel.locator("[data-fact=member]")).toHaveText(`${uid} · ${before.realName} · ${before.phone}`);
    await expect(panel).toContainText(L.current);
    await expect(panel.locator("[data-fact=before]")).toHaveText(money(cents(before.usdtBalance)));

    // The balance after follows the amount as it is typed, in exact cents.
    await modal.locator("#amount").fill("0.1");
    await expect(panel.locator("[data-fact=after]")).toHaveText(money(cents(before.usdtBalance) + 10));
    await modal.locator("#amount").fill("100.27");
    await expect(panel).toContainText(L.after);
    await expect(panel.locator("[data-fact=after]")).toHaveText(money(cents(before.usdtBalance) + 10027));

    // A debit above the balance: flagged in the panel and on the amount, and nothing is sent.
    await pickOption(page, modal.locator(".ant-select-selector", { has: page.locator("#type") }), L.debit);
    const tooMuch = money(cents(before.usdtBalance) + 100).replaceAll(",", "");
    await modal.locator("#amount").fill(tooMuch);
    await expect(panel.locator("[data-fact=after]")).toContainText(L.overdrawn);
    await expect(panel.locator("[data-fact=after]")).toContainText("-1.00");
    await modal.locator("#remark").fill("e2e");
    await modal.locator("[data-action=form-submit]").click();
    await expect(modal).toContainText(L.debitTooLarge);
    await expect(page.locator(".ant-modal-confirm")).toHaveCount(0);
    expect(updates()).toBe(0);

    // A debit within it: the confirmation restates member, currency, amount and before → after; then it is applied.
    await modal.locator("#amount").fill("0.07");
    await expect(modal).not.toContainText(L.debitTooLarge);
    await modal.locator("[data-action=form-submit]").click();
    const confirm = page.locator(".ant-modal-confirm");
    await expect(confirm).toContainText(L.confirmCredit);
    const shown = await facts(confirm);
    expect(shown.member?.value).toBe(`${uid} · ${before.realName} · ${before.phone}`);
    expect(shown.currency?.value).toBe("USDT");
    expect(shown.amount?.value).toBe("0.07 USDT");
    expect(shown.balance).toEqual({
      label: L.balance,
      value: `${money(cents(before.usdtBalance))} → ${money(cents(before.usdtBalance) - 7)}`,
    });
    expect(updates()).toBe(0);
    await dialogSettled(page);
    await confirm.getByRole("button", { name: L.ok }).click();
    await expect(toast(page).filter({ hasText: L.succeeded })).toBeVisible();
    expect(updates()).toBe(1);
    expect(cents((await member(page, uid)).usdtBalance)).toBe(cents(before.usdtBalance) - 7);
  });
}

test("zh-CN: rejecting a withdrawal shows the same facts above the reason", async ({ page }) => {
  await login(page, "admin");
  const order = (await pendingWithdrawals(page, "USDT"))[0];
  await openList(page, "/finance/withdraw-orders");
  const row = await searchOrder(page, order.orderNo);
  await row.getByRole("button", { name: "拒绝" }).click();
  const modal = page.getByRole("dialog").filter({ hasText: "审核提示" });
  const shown = await facts(modal);
  expect(shown.member?.value).toBe(`${order.userId} · ${order.realname} · ${order.phone}`);
  expect(shown.withdrawAmount?.value).toBe(`${money(cents(order.withdrawAmount))} USDT`);
  expect(shown.cardNo?.value).toBe(order.cardNo);
  await expect(page.locator(".ant-modal").filter({ hasText: "审核提示" })).toHaveCSS("width", "400px");
});

test("when the member cannot be read the credit dialog says so, still confirms, and the server judges the balance", async ({
  page,
}) => {
  await login(page, "admin");
  const uid = 10034;
  const before = await member(page, uid);
  await page.route("**/admin-api/member-info/queryAll", (route) => route.abort());
  await openList(page, "/finance/operation-balance");
  await page.locator("[data-action=add]").click();
  const modal = page.locator(".ant-modal-content").filter({ hasText: "人工调整余额" });
  await modal.locator("#uid").fill(String(uid));
  await expect(modal.getByTestId("member-balance")).toContainText("无法读取该会员的当前余额，提交时由服务器校验余额");
  await pickOption(page, modal.locator(".ant-select-selector", { has: page.locator("#type") }), "下分");
  const amount = (cents(before.usdtBalance) / 100 + 1000).toFixed(2);
  await modal.locator("#amount").fill(amount);
  await modal.locator("#remark").fill("违规奖励扣回");
  await modal.locator("[data-action=form-submit]").click();
  const confirm = page.locator(".ant-modal-confirm");
  const shown = await facts(confirm);
  expect(shown.member?.value).toBe(String(uid));
  expect(shown.balance?.value).toBe("未能读取，由服务器校验");
  await dialogSettled(page);
  await confirm.getByRole("button", { name: /确\s*定/ }).click();
  await expect(toast(page)).toContainText("余额不足");
  await expect(modal.locator("#amount")).toHaveValue(amount);
  expect((await member(page, uid)).usdtBalance).toBe(before.usdtBalance);
});

test("zh-CN: the points operation shows the member's points now and after, flags a deduction above them, and confirms", async ({
  page,
}) => {
  await login(page, "admin");
  // A member holding points, away from the IDs the other tests here move.
  const list = await api(page, "/member-info/queryAll", { json: { page: 1, pageSize: 100 } });
  const holder = (list.result as { records: Member[] }).records.find((m) => m.score > 10 && m.id >= 10040);
  if (!holder) throw new Error("no member with points seeded");
  const uid = holder.id;
  const before = await member(page, uid);
  const updates = callsTo(page, "/score/user/update");
  await openList(page, "/finance/operation-balance-score");
  await page.locator("[data-action=add]").click();
  const modal = page.locator(".ant-modal-content").filter({ hasText: "人工调整积分" });
  const panel = modal.getByTestId("member-balance");
  await modal.locator("#uid").fill(String(uid));
  await expect(panel.locator("[data-fact=before]")).toHaveText(whole(before.score));
  await modal.locator("#score").fill("1200");
  await expect(panel.locator("[data-fact=after]")).toHaveText(whole(before.score + 1200));
  await pickOption(page, modal.locator(".ant-select-selector", { has: page.locator("#type") }), "扣除积分");
  await modal.locator("#score").fill(String(before.score + 1));
  await modal.locator("#remark").fill("e2e");
  await modal.locator("[data-action=form-submit]").click();
  await expect(modal).toContainText("扣除积分不能超过当前积分");
  expect(updates()).toBe(0);
  await modal.locator("#score").fill("1");
  await modal.locator("[data-action=form-submit]").click();
  const confirm = page.locator(".ant-modal-confirm");
  const shown = await facts(confirm);
  expect(shown.member?.value).toBe(`${uid} · ${before.realName} · ${before.phone}`);
  expect(shown.score?.value).toBe("1");
  expect(shown.balance?.value).toBe(`${whole(before.score)} → ${whole(before.score - 1)}`);
  await dialogSettled(page);
  await confirm.getByRole("button", { name: /确\s*定/ }).click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  expect((await member(page, uid)).score).toBe(before.score - 1);
});
