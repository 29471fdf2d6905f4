/**
 * Lists across screens: batch review row by row, member links opening the member drawer, the command palette finding
 * records with the user's menu applied, and export of every row matching the filters. The administrator in Chinese,
 * then in English; the operator (no review, no export) in English.
 */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { api, idProblems, loginThroughForm, openList, openPalette, TABLE_SPINNING } from "./support";

interface Order {
  id: number;
  orderNo: string;
  userId: number;
}

/** The order a list row shows (its order number is the row's second cell, after the checkbox and the index). */
async function orderShown(page: Page, row: Locator): Promise<Order> {
  const texts = await row.locator("td").allInnerTexts();
  const orderNo = texts.find((text) => /^W\d{10,}$/.test(text.trim()))?.trim() ?? "";
  const body = await api(page, `/wallet/member-withdraw/list?orderNo=${orderNo}`);
  return (body.result as { pageInfoVO: { records: Order[] } }).pageInfoVO.records[0];
}

const rowOf = (page: Page, text: string) => page.locator(".ant-table-row").filter({ hasText: text });

test("batch reject of two withdrawals, one reviewed meanwhile by someone else: one done, one refused and why", async ({
  page,
}) => {
  await openList(page, "/finance/withdraw-orders");
  await page.getByRole("tab", { name: "待审核" }).click();
  await expect(page.locator(TABLE_SPINNING)).toHaveCount(0);
  // The first two pending orders the list shows (the newest; other specs take the oldest ones).
  const shown = page.locator(".ant-table-row").filter({ hasText: "待审核" });
  const [first, second] = await Promise.all([0, 1].map((n) => orderShown(page, shown.nth(n))));
  for (const order of [first, second]) await rowOf(page, order.orderNo).locator(".ant-checkbox-input").check();
  // Someone else approves the second one meanwhile.
  const elsewhere = await api(page, "/wallet/member-withdraw/withdraw/review", {
    json: { id: second.id, status: 3, remark: "已在别处处理" },
  });
  expect(elsewhere.success).toBe(true);
  await page.locator("[data-action=batch-reject]").click();
  const dialog = page.getByTestId("batch-review-reject");
  await expect(dialog).toContainText("确认驳回选中的 2 条记录吗？");
  await expect(page.getByTestId("batch-review-total")).toContainText("合计金额：");
  await dialog.locator("textarea").fill("批量驳回测试");
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  const results = page.getByTestId("batch-review-results");
  const done = results.locator(".ant-table-row").filter({ hasText: first.orderNo });
  await expect(done.locator("[data-outcome=done]")).toHaveText("已完成");
  const refused = results.locator(".ant-table-row").filter({ hasText: second.orderNo });
  await expect(refused.locator("[data-outcome=refused]")).toBeVisible();
  await expect(refused).toContainText("该订单已审核，请勿重复操作");
  // What the server stores: the first rejected with the batch's reason, the second with the other reviewer's.
  const stored = async (orderNo: string) =>
    (
      (await api(page, `/wallet/member-withdraw/list?orderNo=${orderNo}`)).result as {
        pageInfoVO: { records: { status: number; remark: string }[] };
      }
    ).pageInfoVO.records[0];
  expect(await stored(first.orderNo)).toMatchObject({ status: 3, remark: "批量驳回测试" });
  expect(await stored(second.orderNo)).toMatchObject({ status: 3, remark: "已在别处处理" });
});

test("a member ID in a finance list opens the member detail drawer", async ({ page }) => {
  await openList(page, "/finance/recharge-orders");
  const link = page.locator(".ant-table-row [data-member-link]").first();
  const id = (await link.getAttribute("data-member-link")) ?? "";
  await link.click();
  const drawer = page.getByTestId("detail-drawer");
  await expect(drawer.locator(".ant-drawer-title")).toContainText(`（${id}）`);
  await expect(drawer.getByTestId("member-links")).toBeVisible();
  await expect(page).toHaveURL(/finance\/recharge-orders/);
});

test.describe("the command palette finds records", () => {
  test("admin finds a member by phone and opens the drawer; a page by its English title in Chinese", async ({
    page,
  }) => {
    await page.goto("/#/home");
    const answer = await api(page, "/member-info/queryAll", { json: { page: 1, pageSize: 1, isTest: 0 } });
    const [member] = (answer.result as { records: { id: number; phone: string; realName: string }[] }).records;
    await openPalette(page);
    const input = page.getByTestId("command-palette").locator("input");
    await input.fill(member.phone);
    const item = page.getByTestId("kbar-item").filter({ hasText: member.phone });
    await expect(item.first()).toContainText(member.realName);
    await item.first().click();
    await expect(page.getByTestId("detail-drawer").locator(".ant-drawer-title")).toContainText(`（${member.id}）`);
    await page.keyboard.press("Escape");
    await openPalette(page);
    await page.getByTestId("command-palette").locator("input").fill("Withdrawal orders");
    await expect(page.getByTestId("kbar-item").filter({ hasText: "提现订单" })).toBeVisible();
  });
});

test.describe("the command palette and the user's menu", () => {
  // This test logs in on its own (its menu answer is altered), not with the worker's saved session.
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a user whose menu lacks the member list finds no member and asks no member call", async ({ page }) => {
    // The operator's menu as the server sends it, without the member list page.
    await page.route(/permission\/getMenuList/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: unknown };
      const strip = (nodes: { component?: string; children?: unknown[] }[]): unknown[] =>
        nodes
          .filter((node) => node.component !== "members/user-list")
          .map((node) => ({ ...node, children: strip((node.children ?? []) as typeof nodes) }));
      await route.fulfill({ response, json: { ...body, result: strip(body.result as never[]) } });
    });
    await loginThroughForm(page, "operator");
    const memberCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/member-info/")) memberCalls.push(request.url());
    });
    const answer = await api(page, "/member-info/queryAll", { json: { page: 1, pageSize: 1, isTest: 0 } });
    const [member] = (answer.result as { records: { phone: string; realName: string }[] }).records;
    await openPalette(page);
    // The order lists are asked (the operator has them); the palette has its answers once their calls are back.
    const ordersAsked = page.waitForResponse(/member-withdraw\/list/);
    // The operator sees phones masked: the digits it shows stand for a typed number.
    await page.getByTestId("command-palette").locator("input").fill(member.phone.replace(/\D/g, ""));
    await ordersAsked;
    await expect(page.getByTestId("kbar-item").filter({ hasText: member.realName })).toHaveCount(0);
    expect(memberCalls).toEqual([]);
  });
});

test("export of all 10,000+ member rows is written by the server as a stream, with progress; the file has every row", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openList(page, "/stats/user-member-summary");
  await expect(page.locator(TABLE_SPINNING)).toHaveCount(0);
  const totalText = (await page.locator(".ant-pagination-total-text").textContent()) ?? "";
  const total = Number(/\d+/.exec(totalText.replace(/,/g, ""))?.[0]);
  expect(total, "the seed's 10,000+ members").toBeGreaterThan(10_000);
  // The rows come from the export route, not from the list call page after page.
  const listPages: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/memberSummary/pageList")) listPages.push(request.postDataJSON());
  });
  await page.getByRole("button", { name: /导\s*出/ }).click();
  const confirm = page.locator(".ant-modal-confirm");
  await expect(confirm).toContainText(`共需导出 ${total} 条数据，确认导出吗？`);
  await expect(confirm).toContainText("将导出符合当前筛选条件的全部数据");
  const downloading = page.waitForEvent("download", { timeout: 100_000 });
  const exported = page.waitForResponse((response) => response.url().endsWith("/admin-api/export/csv"));
  await confirm.getByRole("button", { name: /确\s*定/ }).click();
  expect((await exported).headers()["x-total-count"]).toBe(String(total));
  // The progress says how far the reading has come, out of the total.
  await expect(page.getByText(new RegExp(`正在读取数据：\\d+ / ${total} 条`))).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync(await download.path(), "utf8");
  expect(text.charCodeAt(0), "the BOM").toBe(0xfeff);
  const lines = text.slice(1).trim().split(/\r\n/);
  expect(lines).toHaveLength(total + 1);
  expect(lines[0], "the header of titles").not.toMatch(/^\d/);
  // Every member once: the first column is the member ID.
  expect(new Set(lines.slice(1).map((line) => line.split(",")[0])).size).toBe(total);
  expect(listPages.filter((body) => (body as { page?: number } | null)?.page !== 1)).toEqual([]);
});

test.describe("admin, in English", () => {
  test.use({ as: ["admin", "en-US"] });

  test("export writes every member matching the filters, in English; batch reject asks in English", async ({
    page,
  }) => {
    // The co-founders: a few hundred members, more than the page shown.
    await page.goto(
      "/#/stats/user-member-summary?filters[0][field]=teamLevel&filters[0][operator]=eq&filters[0][value]=6",
    );
    await expect(page.locator(".ant-table-row").first()).toContainText("Co-founder");
    await expect(page.locator(TABLE_SPINNING)).toHaveCount(0);
    const total = Number(/\d+/.exec((await page.locator(".ant-pagination-total-text").textContent()) ?? "")?.[0]);
    expect(total).toBeGreaterThan(await page.locator(".ant-table-row").count());
    await page.getByRole("button", { name: "Export" }).click();
    const confirm = page.locator(".ant-modal-confirm");
    await expect(confirm).toContainText(`Total rows to export: ${total}, confirm export?`);
    await expect(confirm).toContainText("Every row matching the current filters is exported");
    const downloading = page.waitForEvent("download");
    await confirm.getByRole("button", { name: "Confirm" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^member summary_\d{14}\.csv$/);
    const [titles, ...lines] = readFileSync(await download.path(), "utf8")
      .slice(1)
      .trim()
      .split(/\r\n/);
    expect(lines).toHaveLength(total);
    const level = titles.split(",").indexOf("Level");
    expect(level).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => line.split(",")[level]))).toEqual(new Set(["Co-founder"]));

    await openList(page, "/finance/recharge-orders");
    await page.getByRole("tab", { name: "Pending review" }).click();
    await expect(page.locator(TABLE_SPINNING)).toHaveCount(0);
    // The page's last pending order: the recharge tests review the newest ones.
    await page.locator(".ant-table-row .ant-checkbox-input:not([disabled])").last().check();
    await page.locator("[data-action=batch-reject]").click();
    const dialog = page.getByTestId("batch-review-reject");
    await expect(dialog).toContainText("Reject the 1 selected records? One reason is given for all of them.");
    await expect(page.getByTestId("batch-review-total")).toContainText("Total amount:");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("operator, in English", () => {
  test.use({ as: ["operator", "en-US"] });

  test("no batch review (no selection column); a member ID opens the member drawer; the palette finds an order by number and a page by its Chinese title", async ({
    page,
  }) => {
    await openList(page, "/finance/withdraw-orders");
    await expect(page.locator(".ant-table-selection-column")).toHaveCount(0);
    await expect(page.locator("[data-action^=batch-]")).toHaveCount(0);
    const link = page.locator(".ant-table-row [data-member-link]").first();
    const id = (await link.getAttribute("data-member-link")) ?? "";
    await link.click();
    const drawer = page.getByTestId("detail-drawer");
    await expect(drawer.locator(".ant-drawer-title")).toContainText("Member detail: ");
    await expect(drawer.locator(".ant-drawer-title")).toContainText(`(${id})`);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    // An order by its number, from home: it opens its list searched for it.
    const orderNo = (
      await page
        .locator(".ant-table-row td")
        .filter({ hasText: /^W\d{10,}$/ })
        .first()
        .innerText()
    ).trim();
    await page.goto("/#/home");
    await openPalette(page);
    await page.getByTestId("command-palette").locator("input").fill(orderNo);
    const order = page.getByTestId("kbar-item").filter({ hasText: orderNo });
    await expect(order.first()).toContainText("Withdrawal orders");
    await order.first().click();
    await expect(page).toHaveURL(new RegExp(`withdraw-orders\\?.*orderNo=${orderNo}`));
    await expect(page.locator(".ant-table-row")).toHaveCount(1);
    await expect(page.locator(".ant-table-row")).toContainText(orderNo);
    // A page by its Chinese title while the console speaks English.
    await openPalette(page);
    await page.getByTestId("command-palette").locator("input").fill("充值订单");
    await expect(page.getByTestId("kbar-item").filter({ hasText: "Recharge orders" })).toBeVisible();
  });

  test("at 800 px the header is one row; the change-password drawer over a list has ids of its own, and Esc asks before dropping what was typed", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await openList(page, "/finance/withdraw-orders");
    expect((await page.getByTestId("header").boundingBox())?.height).toBe(56);
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Change Password" }).click();
    const drawer = page.locator(".change-password-drawer .ant-drawer-content");
    await drawer.locator("#password").fill("typed");
    expect(await idProblems(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.locator(".ant-modal-confirm")).toContainText("Discard your changes?");
    await page.getByRole("button", { name: "Keep editing" }).click();
    await expect(drawer.locator("#password")).toHaveValue("typed");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Discard" }).click();
    await expect(drawer).toBeHidden();
  });
});
