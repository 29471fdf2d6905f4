/**
 * History on every record (docs/audit-trail.md): a withdrawal reviewed on its list shows that review in its History —
 * the status old → new in the screen's dictionary, the handler, the remark, who, from where and the reason — opened
 * from the row's History action (the withdrawal list has no detail drawer to hold the tab). In zh-CN and en-US.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { api, dialogSettled, openList, toast } from "./support";

const LIST = "/finance/withdraw-orders";
const rows = (page: Page) => page.locator(".ant-table-row");

interface Order {
  id: number;
  orderNo: string;
}

/**
 * A pending order of a real account from the middle of the pending ones (by id): the other specs take theirs from the
 * oldest and the newest. `index` 0 or 1, one per language.
 */
async function middlePending(page: Page, index: number): Promise<Order> {
  const body = await api(page, "/wallet/member-withdraw/list?status=1&isTest=0&pageSize=200");
  const pending = (body.result as { pageInfoVO: { records: Order[] } }).pageInfoVO.records.sort((a, b) => a.id - b.id);
  const order = pending[Math.floor(pending.length / 2) + index];
  if (!order || pending.length < 20) throw new Error("not enough pending orders seeded");
  return order;
}

/** The list, searched for one pending order of its own (`index`, see middlePending). */
async function openOrder(page: Page, index: number): Promise<Order> {
  await openList(page, LIST);
  const order = await middlePending(page, index);
  await page.locator("#search_orderNo").fill(order.orderNo);
  await page.locator("#search_orderNo").press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(order.orderNo);
  return order;
}

/** The row's History drawer (its order number), and its newest record. */
async function openHistory(page: Page, order: Order) {
  await rows(page).first().getByTestId("history-link").filter({ hasText: order.orderNo }).click();
  const drawer = page.getByTestId("history-drawer");
  await expect(drawer).toBeVisible();
  const newest = drawer.getByTestId("history-record").first();
  await expect(newest).toBeVisible();
  return newest;
}

const change = (record: ReturnType<Page["locator"]>, column: string) =>
  record.locator(`[data-testid=history-change][data-column=${column}]`);

test.describe("in zh-CN", () => {
  test("a rejected withdrawal's History: 待审核 → 审核拒绝, the handler, the remark, who and why", async ({ page }) => {
    const order = await openOrder(page, 0);
    const remark = `历史记录测试 ${order.orderNo.slice(-4)}`;
    await rows(page).first().getByRole("button", { name: "拒绝" }).click();
    const modal = page.getByRole("dialog").filter({ hasText: "审核提示" });
    await dialogSettled(page);
    await modal.locator("textarea").fill(remark);
    await modal.getByRole("button", { name: /确\s*定/ }).click();
    await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
    await expect(rows(page).first()).toContainText("审核拒绝");

    const record = await openHistory(page, order);
    await expect(change(record, "status")).toContainText("状态");
    await expect(change(record, "status").locator("[data-side=before]")).toHaveText("待审核");
    await expect(change(record, "status").locator("[data-side=after]")).toHaveText("审核拒绝");
    await expect(change(record, "handler")).toContainText("审核人");
    await expect(change(record, "handler").locator("[data-side=after]")).toHaveText("admin");
    await expect(change(record, "remark").locator("[data-side=after]")).toHaveText(remark);
    // The time as the screen writes its dates.
    await expect(change(record, "handle_time").locator("[data-side=after]")).toHaveText(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
    await expect(record.getByTestId("history-actor")).toHaveText("操作人：admin");
    await expect(record.getByTestId("history-ip")).toHaveText(/^IP地址：\S+/);
    await expect(record.getByTestId("history-reason")).toHaveText(`原因：${remark}`);
    await expect(record).toContainText("修改");
  });
});

test.describe("in en-US", () => {
  test.use({ as: ["admin", "en-US"] });

  test("an approved withdrawal's History: Pending review → Approved, by admin", async ({ page }) => {
    const order = await openOrder(page, 1);
    await rows(page).first().getByRole("button", { name: "Approve" }).click();
    const confirm = page.locator(".ant-modal-confirm");
    await dialogSettled(page);
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(toast(page).filter({ hasText: "Operation succeeded" })).toBeVisible();
    await expect(rows(page).first()).toContainText("Approved");

    const record = await openHistory(page, order);
    await expect(change(record, "status")).toContainText("Status");
    await expect(change(record, "status").locator("[data-side=before]")).toHaveText("Pending review");
    await expect(change(record, "status").locator("[data-side=after]")).toHaveText("Approved");
    await expect(change(record, "handler").locator("[data-side=after]")).toHaveText("admin");
    await expect(record.getByTestId("history-actor")).toHaveText("By admin");
    await expect(record).toContainText("Update");
  });
});
