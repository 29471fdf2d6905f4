/**
 * The fault suite: a list, a form save and a review action, each under every fault a back end can throw at
 * the console — body code 500, HTTP 500, malformed JSON, a timeout, the network down, 403, a 401 storm. Each must end
 * in one clear message with no spinner left and nothing typed lost, and the user carries on once the fault ends.
 * Faults are injected into the one call under test with Playwright's routing; everything else is the contract server.
 */
import { expect, test, type Page, type Route } from "./base";
import { api, dialogSettled, expectSessionEnded, openListAs, toast, toastsSeen, TABLE_SPINNING } from "./support";

interface Fault {
  name: string;
  inject: (route: Route) => Promise<void>;
  /** The one message the user must see. */
  message: string;
}

const SERVER_TEXT = "注入的故障：数据库暂不可用";

/** The faults shown as a message. 403 and 401 have their own paths (the 403 page, the login page) below. */
const FAULTS: Fault[] = [
  {
    name: "body code 500",
    inject: (route) => route.fulfill({ json: { code: 500, success: false, message: SERVER_TEXT, result: null } }),
    message: SERVER_TEXT,
  },
  {
    name: "HTTP 500 with an HTML body",
    inject: (route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<html><body>Internal Server Error</body></html>" }),
    message: "未知错误",
  },
  {
    name: "malformed JSON",
    inject: (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"code":200,"result":{' }),
    message: "服务器返回了无法识别的数据",
  },
  { name: "timeout", inject: (route) => route.abort("timedout"), message: "请求超时" },
  { name: "network down", inject: (route) => route.abort("internetdisconnected"), message: "请求超时" },
  {
    name: "403 on an action",
    inject: (route) =>
      route.fulfill({ json: { code: 403, success: false, message: "抱歉，您没有该操作权限", result: null } }),
    message: "抱歉，您没有该操作权限",
  },
];

/** Routes one call to a fault; the returned function ends the fault. Counts the calls that met it. */
async function breakCall(page: Page, pattern: RegExp, fault: Fault["inject"]) {
  let hits = 0;
  const handler = async (route: Route) => {
    hits++;
    await fault(route);
  };
  await page.route(pattern, handler);
  return {
    hits: () => hits,
    heal: () => page.unroute(pattern, handler),
  };
}

/** Exactly one message, with this text, and nothing left spinning. */
async function oneMessage(page: Page, text: string) {
  await expect(toast(page)).toHaveCount(1);
  await expect(toast(page)).toHaveText(text);
  // Another one would come from a retry or a second handler: give it the time a retry would take.
  await page.waitForTimeout(600);
  await expect(toast(page)).toHaveCount(1);
  await expect(page.locator(".ant-spin-spinning, .ant-btn-loading")).toHaveCount(0);
}

/**
 * The token is revoked at the user's action: from the first call matching `from` on, every call carrying a token
 * answers 401; public calls (the login page's) go through. The console's background calls (claims every few seconds,
 * the inbox's count, presence) go through until then, so the action, not one of them, meets the revoked token first.
 */
async function revokeSession(page: Page, from: RegExp) {
  let revoked = false;
  let refused = 0;
  const broken = await breakCall(page, /\/admin-api\//, (route) => {
    revoked ||= from.test(route.request().url());
    if (!revoked || !route.request().headers()["accesstoken"]) return route.continue();
    refused++;
    return route.fulfill({ json: { code: 401, success: false, message: "登录已失效，请重新登录", result: null } });
  });
  return { refused: () => refused, heal: broken.heal };
}

async function logInAgain(page: Page) {
  await page.locator("#username").fill("admin");
  await page.locator("#password").fill("123456");
  await page.locator("button[type=submit]").click();
}

const WITHDRAW_LIST = /\/admin-api\/wallet\/member-withdraw\/list\?/;
const REVIEW = /\/admin-api\/wallet\/member-withdraw\/withdraw\/review/;
const REGION_SAVE = /\/admin-api\/phoneRegionCode\/save/;
const rows = (page: Page) => page.locator(".ant-table-tbody .ant-table-row");

interface Order {
  id: number;
  orderNo: string;
  status: number;
  remark: string | null;
}

async function orders(page: Page, query: string): Promise<Order[]> {
  const body = await api(page, `/wallet/member-withdraw/list?${query}`);
  return (body.result as { pageInfoVO: { records: Order[] } }).pageInfoVO.records;
}

/**
 * A pending order of a real account that no other test takes: the `index`-th of the `block`-th 200 pending orders,
 * newest first. The specs that review through the list take the newest rows (and others the oldest), a few dozen
 * in a run: the blocks of the fault suite lie hundreds of orders away from either end, and each of its tests has
 * its own block, so that no two tests running side by side take the same order.
 */
async function pendingOfItsOwn(page: Page, block: 3 | 4, index: number): Promise<Order> {
  const query = `status=1&isTest=0&sortField=createdTime&sortOrder=desc&pageNumber=${block}&pageSize=200`;
  const order = (await orders(page, query))[index];
  if (!order) throw new Error("no pending order left for the fault suite");
  return order;
}

async function searchOrder(page: Page, orderNo: string) {
  await page.locator("#search_orderNo").fill(orderNo);
  await page.locator("#search_orderNo").press("Enter");
  await expect(rows(page)).toHaveCount(1);
}

test.describe("the withdrawal list under a fault", () => {
  test("each fault in turn on one page: one message, the search kept, rows again once it ends; 403 leads to the 403 page", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openListAs(page, "/finance/withdraw-orders");
    const [order] = await orders(page, "pageSize=1");
    for (const fault of FAULTS.filter((f) => !f.name.startsWith("403"))) {
      await test.step(fault.name, async () => {
        await toastsSeen(page, fault.message);
        const broken = await breakCall(page, WITHDRAW_LIST, fault.inject);
        await page.locator("#search_orderNo").fill(order.orderNo);
        await page.locator("#search_orderNo").press("Enter");
        await oneMessage(page, fault.message);
        expect(broken.hits()).toBeGreaterThan(0);
        await expect(page.locator("#search_orderNo")).toHaveValue(order.orderNo);
        await broken.heal();
        await toastsSeen(page);
        // Carrying on: the same search again (Enter) brings the row.
        await page.locator("#search_orderNo").press("Enter");
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first()).toContainText(order.orderNo);
        await expect(toast(page)).toHaveCount(0);
        // The next fault starts from the whole list.
        await page.locator("#search_orderNo").fill("");
        await page.locator("#search_orderNo").press("Enter");
        await expect(rows(page).nth(1)).toBeVisible();
      });
    }
    await test.step("403 on the list leads to the 403 page; back on the list once it ends", async () => {
      const broken = await breakCall(page, WITHDRAW_LIST, FAULTS.find((f) => f.name.startsWith("403"))!.inject);
      await page.getByRole("tab", { name: "审核拒绝" }).click();
      await expect(page).toHaveURL(/#\/403$/);
      await expect(page.getByText("抱歉，您无权访问此页面")).toBeVisible();
      await broken.heal();
      await page.goto("/#/finance/withdraw-orders");
      await expect(rows(page).first()).toBeVisible();
    });
  });

  test("a real 15 s timeout: '请求超时' once, no spinner, and the list works again", async ({ page }) => {
    await openListAs(page, "/finance/withdraw-orders", "admin");
    const broken = await breakCall(page, WITHDRAW_LIST, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 16_000));
      await route.fulfill({ json: { code: 200, success: true, result: null } }).catch(() => undefined);
    });
    await page.locator("#search_orderNo").fill("W-never");
    await page.locator("#search_orderNo").press("Enter");
    await expect(page.locator(TABLE_SPINNING)).toHaveCount(1);
    await expect(toast(page)).toHaveText("请求超时", { timeout: 20_000 });
    await oneMessage(page, "请求超时");
    await expect(page.locator("#search_orderNo")).toHaveValue("W-never");
    await broken.heal();
    await page.locator("#search_orderNo").fill("");
    await page.locator("#search_orderNo").press("Enter");
    await expect(rows(page).first()).toBeVisible();
  });

  test("a 401 storm: one message, the login page, and back on the filtered list after logging in", async ({ page }) => {
    await openListAs(page, "/finance/withdraw-orders", "admin");
    const [order] = await orders(page, "pageSize=1");
    await searchOrder(page, order.orderNo);
    // From the reload's list call on, every call of the console answers 401: the reload fires them all at once.
    const storm = await revokeSession(page, WITHDRAW_LIST);
    await page.getByTestId("refresh").click();
    await expectSessionEnded(page, "登录已失效，请重新登录");
    await storm.heal();
    await logInAgain(page);
    await expect(page).toHaveURL(/#\/finance\/withdraw-orders/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(order.orderNo);
  });
});

test("a form save under each fault in turn (phone area codes, add): one message, the dialog open with what was typed, saved once it ends", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openListAs(page, "/config/phone-area-codes");
  for (const [index, fault] of FAULTS.entries()) {
    await test.step(fault.name, async () => {
      const name = `故障测试${index}-${Date.now() % 100000}`;
      const code = `+9${String((Date.now() + index * 37) % 1000).padStart(3, "0")}`;
      await page.getByRole("button", { name: "添加" }).click();
      const dialog = page.getByRole("dialog");
      await dialogSettled(page);
      await dialog.locator("#regionName").fill(name);
      await dialog.locator("#regionCode").fill(code);
      await toastsSeen(page, fault.message);
      const broken = await breakCall(page, REGION_SAVE, fault.inject);
      await dialog.getByRole("button", { name: /确\s*定|保\s*存|提\s*交/ }).click();
      await oneMessage(page, fault.message);
      expect(broken.hits()).toBe(1);
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("#regionName")).toHaveValue(name);
      await expect(dialog.locator("#regionCode")).toHaveValue(code);
      await broken.heal();
      await toastsSeen(page, "操作成功");
      await dialog.getByRole("button", { name: /确\s*定|保\s*存|提\s*交/ }).click();
      await expect(toast(page)).toHaveText("操作成功");
      await expect(dialog).toBeHidden();
      const saved = await api(page, "/phoneRegionCode/pageList", { json: { regionName: name } });
      const records = (saved.result as { records: { regionName: string; regionCode: string }[] }).records;
      expect(records.map((r) => [r.regionName, r.regionCode])).toEqual([[name, code]]);
    });
  }
});

test("a 401 storm on a form's save: one message; after logging in again, the same form is open with what was typed, and saves", async ({
  page,
}) => {
  await openListAs(page, "/config/phone-area-codes", "admin");
  const name = `会话测试-${Date.now() % 100000}`;
  const code = `+8${String(Date.now() % 1000).padStart(3, "0")}`;
  await page.getByRole("button", { name: "添加" }).click();
  const dialog = page.getByRole("dialog");
  await dialogSettled(page);
  await dialog.locator("#regionName").fill(name);
  await dialog.locator("#regionCode").fill(code);
  const expired = await revokeSession(page, REGION_SAVE);
  await dialog.getByRole("button", { name: /确\s*定|保\s*存|提\s*交/ }).click();
  await expectSessionEnded(page, "登录已失效，请重新登录");
  await expired.heal();
  await logInAgain(page);
  await expect(page).toHaveURL(/#\/config\/phone-area-codes/);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("#regionName")).toHaveValue(name);
  await expect(dialog.locator("#regionCode")).toHaveValue(code);
  await expect(toast(page).filter({ hasText: "已恢复登录失效前填写的内容" })).toBeVisible();
  await dialog.getByRole("button", { name: /确\s*定|保\s*存|提\s*交/ }).click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = await api(page, "/phoneRegionCode/pageList", { json: { regionName: name } });
  const records = (saved.result as { records: { regionName: string; regionCode: string }[] }).records;
  expect(records.map((r) => [r.regionName, r.regionCode])).toEqual([[name, code]]);
  // Taken once: opening the page again shows no form.
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("a review action under each fault in turn (withdrawal, reject with a reason): one message, the reason kept, rejected once it ends", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openListAs(page, "/finance/withdraw-orders");
  for (const [index, fault] of FAULTS.entries()) {
    await test.step(fault.name, async () => {
      const order = await pendingOfItsOwn(page, 3, index);
      await searchOrder(page, order.orderNo);
      await rows(page).first().getByRole("button", { name: "拒绝" }).click();
      const dialog = page.getByRole("dialog").filter({ hasText: "审核提示" });
      await dialogSettled(page);
      const reason = `故障测试 ${fault.name}`;
      await dialog.locator("textarea").fill(reason);
      await toastsSeen(page, fault.message);
      const broken = await breakCall(page, REVIEW, fault.inject);
      await dialog.getByRole("button", { name: /确\s*定/ }).click();
      await oneMessage(page, fault.message);
      expect(broken.hits()).toBe(1);
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("textarea")).toHaveValue(reason);
      expect((await orders(page, `orderNo=${order.orderNo}`))[0].status).toBe(1);
      await broken.heal();
      await toastsSeen(page, "操作成功");
      await dialog.getByRole("button", { name: /确\s*定/ }).click();
      await expect(toast(page)).toHaveText("操作成功");
      const [saved] = await orders(page, `orderNo=${order.orderNo}`);
      expect([saved.status, saved.remark]).toEqual([3, reason]);
      await expect(rows(page).first()).toContainText("审核拒绝");
      await expect(dialog).toBeHidden();
    });
  }
});

test("a 401 storm on a review: one message; after logging in again, the same row's dialog is open with the reason, and rejects", async ({
  page,
}) => {
  await openListAs(page, "/finance/withdraw-orders", "admin");
  const order = await pendingOfItsOwn(page, 4, 0);
  await searchOrder(page, order.orderNo);
  await rows(page).first().getByRole("button", { name: "拒绝" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "审核提示" });
  await dialogSettled(page);
  const reason = "会话失效测试：地址不符";
  await dialog.locator("textarea").fill(reason);
  const expired = await revokeSession(page, REVIEW);
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expectSessionEnded(page, "登录已失效，请重新登录");
  expect(expired.refused()).toBeGreaterThan(0);
  await expired.heal();
  await logInAgain(page);
  await expect(page).toHaveURL(/#\/finance\/withdraw-orders/);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("textarea")).toHaveValue(reason);
  await expect(toast(page).filter({ hasText: "已恢复登录失效前填写的内容" })).toBeVisible();
  expect((await orders(page, `orderNo=${order.orderNo}`))[0].status).toBe(1);
  await dialogSettled(page);
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  const [saved] = await orders(page, `orderNo=${order.orderNo}`);
  expect([saved.status, saved.remark]).toEqual([3, reason]);
  // Taken once: the list again shows no dialog.
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(dialog).toBeHidden();
});
