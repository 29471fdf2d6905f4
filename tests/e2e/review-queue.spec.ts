/**
 * Review queues (docs/review-queue.md): two reviewers in two browser contexts work one queue of ten withdrawals to
 * empty with keys alone (no mouse button is pressed: checked by counting trusted mousedown events), without a
 * conflict; the list shows each pending order's waiting time and who holds it. In zh-CN and en-US.
 *
 * Each test's queue is ten pending orders of its own: test accounts' (the specs that review real accounts' orders
 * leave them), the oldest ten left (zh-CN) or the next ten (en-US), as filters of the list (the queue hands out what
 * the list is filtered to); the live specs review the newest test accounts' orders.
 */
import type { Page } from "@playwright/test";
import { filteredRoute } from "../../src/providers/live/todo-links";
import { expect, test } from "./base";
import { api, login, secondAdmin } from "./support";

const LABELS = {
  "zh-CN": { waiting: /已等待 \d+ 天/, reason: "审核队列测试", keys: "键盘快捷键", approveKey: "通过（先确认）" },
  "en-US": {
    waiting: /waiting \d+ d/,
    reason: "queue test",
    keys: "Keyboard shortcuts",
    approveKey: "Approve (after a confirmation)",
  },
} as const;

interface Order {
  id: string;
  createdTime: string;
}

/** Ten pending orders, oldest first, from the `skip`-th ten: their ids and the date range that holds just them. */
async function tenPending(page: Page, pageNumber: number): Promise<{ ids: string[]; from: string; to: string }> {
  const query = `status=1&isTest=1&sortField=createdTime&sortOrder=asc&pageNumber=${pageNumber}&pageSize=10`;
  const body = await api(page, `/wallet/member-withdraw/list?${query}`);
  const orders = (body.result as { pageInfoVO: { records: Order[] } }).pageInfoVO.records;
  expect(orders).toHaveLength(10);
  return { ids: orders.map((order) => String(order.id)), from: orders[0]!.createdTime, to: orders[9]!.createdTime };
}

/**
 * Counts mouse buttons pressed on the page from now on (a key's click on a focused button fires no mousedown). The
 * test's navigations after it change the hash only: the same document keeps counting.
 */
async function countMouse(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.addEventListener(
      "mousedown",
      (event) => {
        if (event.isTrusted)
          (window as { mouseDowns?: number }).mouseDowns = ((window as { mouseDowns?: number }).mouseDowns ?? 0) + 1;
      },
      true,
    );
  });
}

const mouseDowns = (page: Page) => page.evaluate(() => (window as { mouseDowns?: number }).mouseDowns ?? 0);

/** Works the queue to empty by keys: approves two of three, rejects the third with a reason. → the decided ids. */
async function work(page: Page, reason: string): Promise<string[]> {
  const decided: string[] = [];
  const queue = page.getByTestId("review-queue");
  for (let round = 0; round < 12; round += 1) {
    await expect(queue).not.toHaveAttribute("data-state", "loading");
    if ((await queue.getAttribute("data-state")) === "empty") return decided;
    const item = page.getByTestId("queue-item");
    const id = (await item.getAttribute("data-id")) ?? "";
    if (round % 3 === 2) {
      await page.keyboard.press("r");
      await expect(page.locator(".ant-modal textarea")).toBeFocused();
      await page.keyboard.type(reason);
      await page.keyboard.press("Control+Enter");
    } else {
      await page.keyboard.press("a");
      // The confirmation's OK button takes the focus: Enter confirms.
      await expect(page.locator(".ant-modal-confirm .ant-btn-primary")).toBeFocused();
      await page.keyboard.press("Enter");
    }
    decided.push(id);
    await expect(page.locator(`[data-testid='queue-item'][data-id='${id}']`)).toHaveCount(0);
  }
  throw new Error("the queue did not empty");
}

for (const lang of ["zh-CN", "en-US"] as const) {
  const L = LABELS[lang];
  test(`${lang}: two reviewers work a queue of ten to empty with keys alone; waiting times and holders show`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000); // three sessions, two reviewers deciding ten orders: longer than a usual walk
    await login(page, "admin", lang);
    const ten = await tenPending(page, lang === "zh-CN" ? 1 : 2);
    const route = filteredRoute("/finance/withdraw-orders", {
      status: 1,
      isTest: 1,
      startTime: ten.from,
      endTime: ten.to,
    });
    // Two reviewers of their own (a reviewer holds one claim per queue: the demo admin is every other test's too).
    const suffix = Date.now().toString(36).slice(-5);
    const first = await secondAdmin(browser, page, `qa${suffix}`, lang);
    const other = await secondAdmin(browser, page, `qb${suffix}`, lang);
    await countMouse(first);
    await countMouse(other);
    await first.goto(`/#${route}`);
    await expect(first.locator("tr.ant-table-row")).toHaveCount(10);
    // Every order of the ten waits since weeks: its waiting time, past the threshold (24 h), in red.
    await expect(first.getByTestId("queue-waiting").first()).toHaveText(L.waiting);
    await expect(first.locator("[data-testid='queue-waiting'][data-overdue='true']")).toHaveCount(10);

    // "?" lists the page's keys, generated from its actions; ↓ and Enter run the focus row's first action.
    await first.keyboard.press("?");
    const help = first.getByTestId("keys-help");
    await expect(first.locator(".ant-modal-title").filter({ hasText: L.keys })).toBeVisible();
    await expect(help).toContainText(L.approveKey);
    // As for the confirmation below: Escape closes the dialog once the focus is in it (a press before goes to the page).
    const focusInHelp = () =>
      first.evaluate(() =>
        Boolean(document.activeElement?.closest(".ant-modal-wrap")?.querySelector("[data-testid=keys-help]")),
      );
    await expect.poll(focusInHelp).toBe(true);
    await first.keyboard.press("Escape");
    await expect(help).toBeHidden();
    await first.keyboard.press("ArrowDown");
    await first.keyboard.press("ArrowDown");
    await expect(first.locator("tr.ant-table-row").nth(1)).toHaveAttribute("data-focused", "true");
    await first.keyboard.press("Enter");
    await expect(first.locator(".ant-modal-confirm [data-fact='orderNo']")).toBeVisible();
    // As a reviewer sees it: the confirmation holds the focus (its OK button), then Escape closes it. A press before
    // the focus arrives goes to the page, which leaves an open dialog alone.
    await expect(first.locator(".ant-modal-confirm .ant-btn-primary")).toBeFocused();
    await first.keyboard.press("Escape");
    await expect(first.locator(".ant-modal-confirm")).toBeHidden();

    await expect(first.getByTestId("queue-start")).toBeVisible();
    await first.keyboard.press("s");
    const mine = (await first.getByTestId("queue-item").getAttribute("data-id")) ?? "";
    expect(mine).toBe(ten.ids[0]);
    await other.goto(`/#${route}`);
    // The other reviewer's list names who holds the first order.
    await expect(other.locator(`tr[data-row-key='${mine}'] [data-testid='queue-holder']`)).toHaveText(`qa${suffix}`);
    await expect(other.getByTestId("queue-start")).toBeVisible();
    await other.keyboard.press("s");
    await expect(other.getByTestId("queue-item")).not.toHaveAttribute("data-id", mine);

    const [a, b] = await Promise.all([work(first, L.reason), work(other, L.reason)]);
    const all = [...a, ...b];
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all)).toEqual(new Set(ten.ids));
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    await first.keyboard.press("Escape");
    await expect(first.getByTestId("review-queue")).toHaveCount(0);
    expect(await mouseDowns(first)).toBe(0);
    expect(await mouseDowns(other)).toBe(0);
    await first.context().close();
    await other.context().close();
  });
}

test("zh-CN: a recharge's queue — A opens its review dialog at Approve, with its History tab; Enter approves", async ({
  page,
}) => {
  await login(page, "admin");
  // The oldest pending recharge (the finance spec reviews the newest): the last page of one row each.
  const list = async (query: string) =>
    (await api(page, `/wallet/member-recharge/list?status=1&${query}`)).result as {
      total: number;
      records: { id: number; orderNo: string }[];
    };
  const oldest = (await list(`pageSize=1&pageNumber=${(await list("pageSize=1")).total}`)).records[0];
  if (!oldest) throw new Error("no pending recharge seeded");
  await page.goto(`/#${filteredRoute("/finance/recharge-orders", { status: 1, orderNo: oldest.orderNo })}`);
  await expect(page.locator("tr.ant-table-row")).toHaveCount(1);
  await expect(page.getByTestId("queue-start")).toBeVisible();
  await page.keyboard.press("s");
  await expect(page.getByTestId("queue-item")).toHaveAttribute("data-id", String(oldest.id));
  await page.keyboard.press("a");
  const dialog = page.locator(".ant-modal").filter({ hasText: "充值审核" });
  await expect(dialog.getByTestId("history-tab")).toBeVisible();
  await expect(dialog.locator("[data-action=approve]")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("queue-empty")).toBeVisible();
});

test("zh-CN: a shop application's queue — A opens its review form at Approve, Enter submits it", async ({ page }) => {
  await login(page, "admin");
  // The second-application pending opening application: the shops spec reviews the newest and adds one for the member of
  // the application (pages of one row each).
  const list = async (page_: number) =>
    (await api(page, "/memberShop/applyList", { json: { status: 1, page: page_, pageSize: 1 } })).result as {
      total: number;
      records: { id: number; applyNo: string }[];
    };
  const total = (await list(1)).total;
  const application = total >= 3 ? (await list(total - 1)).records[0] : undefined;
  if (!application) throw new Error("not enough pending shop applications seeded");
  await page.goto(`/#${filteredRoute("/shops/shop-open-list", { status: 1, applyNo: application.applyNo })}`);
  await expect(page.locator("tr.ant-table-row")).toHaveCount(1);
  await expect(page.getByTestId("queue-start")).toBeVisible();
  await page.keyboard.press("s");
  await expect(page.getByTestId("queue-item")).toHaveAttribute("data-id", String(application.id));
  await page.keyboard.press("a");
  await expect(page.locator(".ant-modal:visible [data-action=form-submit]")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("queue-empty")).toBeVisible();
});
