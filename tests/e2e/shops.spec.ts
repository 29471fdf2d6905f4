/**
 * Shops: the review dialog of an open application, the add dialog of an open application (a server refusal keeps
 * what was typed), the send-traffic-package dialog of the shop list, and the deposit refund's money confirmation.
 * Pages start logged in as admin.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { pickOption, rowWith, search, uniqueName } from "./member-screens-support";
import { api, dialogSettled, openList, toast } from "./support";

type Records<T> = { records: T[] };
const records = async <T>(page: Page, path: string, json: Record<string, unknown>): Promise<T[]> =>
  ((await api(page, path, { json: { page: 1, pageSize: 50, ...json } })).result as Records<T>).records;

/** A normal member with USDT above any deposit, no open application in 0/1 and no normal shop. */
async function memberFreeToOpen(page: Page): Promise<number> {
  const busy = new Set(
    [
      ...(await records<{ uid: number }>(page, "/memberShop/applyList", { status: 0, pageSize: 100 })),
      ...(await records<{ uid: number }>(page, "/memberShop/applyList", { status: 1, pageSize: 100 })),
      ...(await records<{ uid: number }>(page, "/memberShop/shopList", { status: 1, pageSize: 100 })),
    ].map((row) => row.uid),
  );
  const rich = await api(page, "/wallet/user/balance/list?usdtMin=6000&page=1&pageSize=50");
  for (const { uid } of (rich.result as Records<{ uid: number }>).records) {
    if (!busy.has(uid) && (await records(page, "/member-info/queryAll", { userId: uid, status: 0 })).length) return uid;
  }
  throw new Error("no member free to open a shop");
}

test("admin approves a pending open application in its review dialog; the shop is opened", async ({ page }) => {
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

test("admin adds an open application: a refusal keeps what was typed; saved, it is pending", async ({ page }) => {
  await openList(page, "/shops/shop-open-list");
  // The last pending one: the approve test beside this one (run in parallel) reviews the first.
  const busy = (await records<{ uid: number }>(page, "/memberShop/applyList", { status: 1 })).at(-1);
  const uid = await memberFreeToOpen(page);
  await page.locator("[data-action=add]").click();
  const dialog = page.locator(".ant-modal:visible");
  await expect(dialog).toBeVisible();
  await dialogSettled(page);
  await dialog.locator("#uid").fill(String(busy?.uid));
  await pickOption(page, dialog.locator("#shopSystemId"));
  await expect(dialog.locator("#deposit")).not.toHaveValue("");
  await pickOption(page, dialog.locator("#industryId"));
  const name = uniqueName("后台新店");
  await dialog.locator("#shopName").fill(name);
  await dialog.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "该会员已有处理中的开店申请" })).toBeVisible();
  await expect(dialog.locator("#shopName")).toHaveValue(name);
  await dialog.locator("#uid").fill(String(uid));
  await dialog.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowWith(page, name).locator('td[data-col="status"]')).toHaveText("待审核");
});

test("admin sends a traffic package to a shop; the member's package records show it in effect", async ({ page }) => {
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
  await page.getByTestId("search-form").locator("#search_packageName").fill(name);
  await search(page);
  const record = rowWith(page, name);
  await expect(record).toHaveCount(1);
  await expect(record.locator('td[data-col="shopName"]')).toHaveText(shopName);
  await expect(record.locator('td[data-col="type"]')).toHaveText("赠送");
  await expect(record.locator('td[data-col="trafficAmount"]')).toHaveText("1234");
  await expect(record.locator('td[data-col="validDays"]')).toHaveText("30");
  await expect(record.locator('td[data-col="inEffect"]')).toHaveText("生效中");
});

test("returning a closed shop's deposit confirms member, currency and amount; confirmed, the member's USDT rises by it", async ({
  page,
}) => {
  await openList(page, "/shops/shop-close-list");
  type Closing = { applyNo: string; uid: number; realName: string | null; phone: string | null; deposit: number };
  const application = (await records<Closing>(page, "/memberShop/applyCloseList", { status: 2 })).at(-1);
  if (!application) throw new Error("no close application waiting for its refund");
  const usdt = async () =>
    (await records<{ usdtBalance: number }>(page, "/member-info/queryAll", { userId: application.uid }))[0]
      ?.usdtBalance ?? NaN;
  const before = await usdt();
  const deposit = application.deposit.toLocaleString("en-US", { minimumFractionDigits: 2 });

  await page.getByTestId("search-form").locator("#search_applyNo").fill(application.applyNo);
  await search(page);
  await rowWith(page, application.applyNo).locator("[data-action=refund]").click();
  const facts = page.locator(".ant-modal-confirm").getByTestId("confirm-facts");
  await expect(facts.locator('[data-fact="member"]')).toHaveText(
    [application.uid, application.realName, application.phone].filter(Boolean).join(" · "),
  );
  await expect(facts.locator('[data-fact="currency"]')).toHaveText("USDT");
  await expect(facts.locator('[data-fact="deposit"]')).toHaveText(`${deposit} USDT`);
  await page
    .locator(".ant-modal-confirm")
    .getByRole("button", { name: /确\s*定/ })
    .click();
  await expect(toast(page).filter({ hasText: "保证金已退还" })).toBeVisible();
  expect(Math.round((await usdt()) * 100)).toBe(Math.round((before + application.deposit) * 100));
});
