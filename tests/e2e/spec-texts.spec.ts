/**
 * The spec's own words where the user reads them (SPEC §2.8, §2.11, §2.12, §8), in zh-CN and en-US: each
 * confirmation titled '温馨提示' / 'Friendly reminder' with the spec's text, the export count, the subtotal under its
 * column with the reviewer's selection column, and the messages that need no write. Every confirmation is cancelled,
 * so nothing changes (the other specs run beside this one on the same server). One console boot per language.
 */
import { expect, test, type Page } from "./base";
import { openList, openListAs, TABLE_SPINNING, toast } from "./support";
import { rows } from "./member-screens-support";

/** The texts SPEC quotes, per language, exactly as they must show. */
const SPEC = {
  "zh-CN": {
    title: "温馨提示",
    approve: "确认审核通过吗？",
    sendEnergy: "确认发送能量吗？",
    exportRows: (count: number) => `共需导出 ${count} 条数据，确认导出吗？`,
    delete: "删除后无法恢复，请谨慎操作!",
    cancelOrder: "确认取消订单,取消后无法恢复，请谨慎操作!",
    subtotal: "小计",
    noData: "没有可导出的数据",
    reasonRequired: "拒绝原因不能为空",
    reviewPrompt: "审核提示",
  },
  "en-US": {
    title: "Friendly reminder",
    approve: "Confirm approval?",
    sendEnergy: "Confirm sending energy?",
    exportRows: (count: number) => `Total rows to export: ${count}, confirm export?`,
    delete: "After deletion it cannot be recovered, please operate carefully!",
    // The spec quotes this one in Chinese only: the console's English, in the spec's wording for a delete.
    cancelOrder: "Confirm cancelling the order? After cancellation it cannot be recovered, please operate carefully!",
    subtotal: "subtotal",
    noData: "No data to export",
    reasonRequired: "Rejection reason cannot be empty",
    reviewPrompt: "Review prompt",
  },
} as const;

/** What the console adds after a spec text (never in its place), and the labels the steps click or read. */
const CONSOLE = {
  "zh-CN": {
    cancelOrderDetail: null,
    userId: "用户ID",
    withdrawAmount: "提现金额",
    pendingTab: "待审核",
    toShipTab: "待发货",
  },
  "en-US": {
    cancelOrderDetail: "The points are refunded to the member.",
    userId: "User ID",
    withdrawAmount: "Withdrawal amount",
    pendingTab: "Pending review",
    toShipTab: "To ship",
  },
} as const;

type Language = keyof typeof SPEC;

const confirmDialog = (page: Page) => page.locator(".ant-modal-confirm");

/**
 * The open confirmation: its title, its text, and what follows the text — nothing (`detail: null`, the whole body is
 * the text), a detail line, or the facts table.
 */
async function expectConfirmation(
  page: Page,
  expected: { title: string; text: string; detail?: string | null; facts?: boolean },
): Promise<void> {
  const dialog = confirmDialog(page);
  await expect(dialog.locator(".ant-modal-confirm-title")).toHaveText(expected.title);
  await expect(dialog.getByTestId("confirm-text")).toHaveText(expected.text);
  if (expected.detail) await expect(dialog.getByTestId("confirm-detail")).toHaveText(expected.detail);
  else await expect(dialog.getByTestId("confirm-detail")).toHaveCount(0);
  if (expected.facts) await expect(dialog.getByTestId("confirm-facts")).toBeVisible();
  else if (expected.detail === null)
    await expect(dialog.locator(".ant-modal-confirm-content")).toHaveText(expected.text);
}

/** Cancels the open confirmation (a press during its opening animation can be lost: pressed again until it goes). */
async function cancelConfirmation(page: Page): Promise<void> {
  const dialog = confirmDialog(page);
  await expect(async () => {
    const cancel = dialog.locator(".ant-modal-confirm-btns .ant-btn:not(.ant-btn-primary)");
    if (await cancel.isVisible()) await cancel.click({ timeout: 2000 });
    await expect(dialog).toBeHidden({ timeout: 3000 });
  }).toPass({ timeout: 15_000 });
}

/** The column index (selection column included) of a header, of a summary cell and of a body cell. */
async function columnIndexes(page: Page, header: string, summaryText: string | RegExp, bodyCol: string) {
  const headers = await page
    .locator(".ant-table-thead > tr > th:not(.ant-table-cell-scrollbar)")
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()));
  const summary = await page
    .getByTestId("summary-row")
    .locator(":scope > td")
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()));
  const body = await rows(page)
    .first()
    .locator(":scope > td")
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-col")));
  return {
    header: headers.indexOf(header),
    summary: summary.findIndex((text) =>
      typeof summaryText === "string" ? text === summaryText : summaryText.test(text),
    ),
    body: body.indexOf(bodyCol),
  };
}

for (const language of ["zh-CN", "en-US"] as const satisfies readonly Language[]) {
  test(`the spec's texts in ${language}`, async ({ page }) => {
    const spec = SPEC[language];
    const own = CONSOLE[language];
    await openListAs(page, "/finance/withdraw-orders", "admin", language);

    await test.step("withdrawals: the subtotal row lines up with the reviewer's selection column", async () => {
      await expect(page.locator(".ant-table-thead .ant-table-selection-column")).toHaveCount(1);
      const label = await columnIndexes(page, own.userId, spec.subtotal, "userId");
      expect(label.header).toBeGreaterThan(0);
      expect(label).toEqual({ header: label.header, summary: label.header, body: label.header });
      const sum = await columnIndexes(page, own.withdrawAmount, /^-?[\d,]+\.\d{2}$/, "withdrawAmount");
      expect(sum.header).toBeGreaterThan(0);
      expect(sum).toEqual({ header: sum.header, summary: sum.header, body: sum.header });
    });

    await test.step("withdrawals: the export confirmation with the page's row count", async () => {
      await expect(rows(page)).toHaveCount(15);
      await page.locator("[data-action=export]").click();
      await expectConfirmation(page, { title: spec.title, text: spec.exportRows(15), detail: null });
      await cancelConfirmation(page);
    });

    await test.step("withdrawals: approve, reject without a reason, send energy", async () => {
      // The tab's rows must have come: a click aimed at a row of the page before lands on the one replacing it, or on
      // the loading mask, and opens nothing (CI, 2026-12-01).
      const answered = page.waitForResponse((answer) => /member-withdraw\/list\?.*status=1/.test(answer.url()));
      await page.getByRole("tab", { name: own.pendingTab }).click();
      await expect(page).toHaveURL(/status/);
      await answered;
      await expect(page.locator(TABLE_SPINNING)).toHaveCount(0);
      const approvable = rows(page).filter({ has: page.locator("[data-action=approve]") });
      await expect(approvable.first()).toBeVisible();
      await approvable.last().locator("[data-action=approve]").click();
      await expectConfirmation(page, { title: spec.title, text: spec.approve, facts: true });
      await cancelConfirmation(page);

      await approvable.last().locator("[data-action=reject]").click();
      const review = page.locator(".ant-modal", { hasText: spec.reviewPrompt });
      await expect(review.locator(".ant-modal-title")).toHaveText(spec.reviewPrompt);
      await expect(async () => {
        await review.locator(".ant-btn-primary").click({ timeout: 2000 });
        await expect(toast(page).filter({ hasText: spec.reasonRequired })).toBeVisible({ timeout: 3000 });
      }).toPass({ timeout: 15_000 });
      await review.locator(".ant-modal-footer .ant-btn:not(.ant-btn-primary)").click();
      await expect(review).toBeHidden();

      await rows(page).locator("[data-action=sendEnergy]").last().click();
      await expectConfirmation(page, { title: spec.title, text: spec.sendEnergy, detail: null });
      await cancelConfirmation(page);
    });

    await test.step("withdrawals: an empty list has no data to export", async () => {
      await page.locator("#search_orderNo").fill("NO-SUCH-ORDER");
      await page.locator("#search_orderNo").press("Enter");
      await expect(page.locator(".ant-table-placeholder .ant-empty")).toBeVisible();
      await page.locator("[data-action=export]").click();
      await expect(toast(page).filter({ hasText: spec.noData })).toBeVisible();
      await expect(confirmDialog(page)).toHaveCount(0);
    });

    await test.step("USDT addresses: the unbind/delete confirmation", async () => {
      await openList(page, "/members/usdt-withdraw-addresses");
      await rows(page).last().locator("[data-action=unbind]").click();
      await expectConfirmation(page, { title: spec.title, text: spec.delete, detail: null });
      await cancelConfirmation(page);
    });

    await test.step("analytics accounts: the delete confirmation", async () => {
      await openList(page, "/system/analytics-accounts");
      await rows(page).first().locator("[data-action=delete]").click();
      await expectConfirmation(page, { title: spec.title, text: spec.delete, detail: null });
      await cancelConfirmation(page);
    });

    await test.step("points exchange records: the cancel-order confirmation", async () => {
      await openList(page, "/members/exchange-score-records");
      await page.getByTestId("list-exchangeScoreRecords").locator(".ant-tabs-tab", { hasText: own.toShipTab }).click();
      // The oldest order on the page: the ones other specs add and cancel are the newest.
      const cancellable = rows(page).filter({ has: page.locator("[data-action=cancel]") });
      await expect(cancellable.first()).toBeVisible();
      await cancellable.last().locator("[data-action=cancel]").click();
      await expectConfirmation(page, { title: spec.title, text: spec.cancelOrder, detail: own.cancelOrderDetail });
      await cancelConfirmation(page);
    });
  });
}
