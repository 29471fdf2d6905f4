/** SPEC §2.5 points exchange records: tabs, search, ?uid=, cells, cancel at status 1, the add form; operator read-only. */
import { expect, test, type Page } from "./base";
import { api, login, openList, toast, openListAs } from "./support";
import {
  confirmWith,
  expectColumn,
  expectEveryRow,
  pickOption,
  rowWith,
  rows,
  search,
  uniqueName,
} from "./member-screens-support";

const ROUTE = "/members/exchange-score-records";
const tab = (page: Page, name: string) =>
  page.getByTestId("list-exchangeScoreRecords").locator(".ant-tabs-tab", { hasText: name });

interface Record {
  id: number;
  orderId: string;
  status: number;
}

/** Adds an order for `uid` through the API (status 1) and returns it as the list shows it. */
async function addOrder(page: Page, uid: number): Promise<Record> {
  const goods = (await api(page, "/score/exchange/goods/options")).result as { goodsId: string; scorePrice: number }[];
  // An exchange takes the goods' points (the ledger): the member gets enough first.
  const points = { uid, type: 3, score: goods[0]?.scorePrice, remark: "e2e" };
  expect((await api(page, "/score/user/update", { json: points })).code).toBe(200);
  const added = await api(page, "/score/exchange/record/add", {
    json: {
      uid,
      goodsId: goods[0]?.goodsId,
      provinceTxt: "浙江省",
      cityTxt: "杭州市",
      districtTxt: "西湖区",
      streetAddress: "文三路1号",
    },
  });
  expect(added.code).toBe(200);
  const list = (await api(page, "/score/exchange/record/list", { json: { uid, pageSize: 100 } })).result as {
    records: Record[];
  };
  const record = list.records.find((r) => r.id === added.result);
  if (!record) throw new Error("added order not listed");
  return record;
}

test("admin cancels an order awaiting shipment: exact confirmation, '取消成功', status 5 after a reload", async ({
  page,
}) => {
  await login(page, "admin");
  const order = await addOrder(page, 10031);
  await openList(page, `${ROUTE}?uid=10031`);
  await page.locator("#search_orderId").fill(order.orderId);
  await search(page);
  const row = rowWith(page, order.orderId);
  await expect(rows(page)).toHaveCount(1);
  await expect(row).toContainText("待发货");
  await row.locator("[data-action=cancel]").click();
  await confirmWith(page, "温馨提示", "确认取消订单,取消后无法恢复，请谨慎操作!");
  await expect(toast(page)).toContainText("取消成功");
  await page.reload();
  await expect(rowWith(page, order.orderId)).toContainText("取消订单");
  await expect(rowWith(page, order.orderId).locator("[data-action=cancel]")).toHaveCount(0);
  const list = (await api(page, "/score/exchange/record/list", { json: { uid: 10031, orderId: order.orderId } }))
    .result as { records: Record[] };
  expect(list.records[0]?.status).toBe(5);
});

test("tabs and filters narrow the rows; cancel is offered only at status 1", async ({ page }) => {
  await openListAs(page, ROUTE, "admin");
  await expect(page.getByTestId("list-exchangeScoreRecords").locator(".ant-tabs-tab")).toHaveText([
    "全部",
    "兑换中",
    "待发货",
    "待收货",
    "兑换成功",
    "兑换关闭",
    "取消订单",
  ]);
  await tab(page, "待收货").click();
  await expectEveryRow(page, "待收货");
  await expect(page.locator("[data-action=cancel]")).toHaveCount(0);
  await tab(page, "待发货").click();
  await expectEveryRow(page, "待发货");
  await expect(rows(page).first().locator("[data-action=cancel]")).toBeVisible();
  await page.getByTestId("search-form").locator(".ant-select").click();
  await page.locator(".ant-select-dropdown .ant-select-item-option", { hasText: "是" }).click();
  await search(page);
  await expectColumn(page, 5, "是");
  await expectEveryRow(page, "待发货");
  // Kept as typed and named, not silently turned into "12".
  await page.locator("#search_orderId").fill("abc12");
  await expect(page.locator("#search_orderId")).toHaveValue("abc12");
  await expect(page.getByTestId("search-form")).toContainText("只能输入数字");
});

test("?uid= pre-fills the user ID and searches; cells show points, the address, '--' and an image preview", async ({
  page,
}) => {
  await login(page, "admin");
  const order = await addOrder(page, 10032);
  await openList(page, `${ROUTE}?uid=10032`);
  await expect(page.locator("#search_uid")).toHaveValue("10032");
  for (const text of await rows(page).allInnerTexts()) expect(text).toContain("10032");
  const row = rowWith(page, order.orderId);
  await expect(row).toContainText(/\d+ 积分/);
  await expect(row).toContainText("浙江省杭州市西湖区文三路1号");
  await expect(row.locator("td").nth(6)).toHaveText("--");
  await row.locator(".ant-image").click();
  await expect(page.locator(".ant-image-preview-img")).toBeVisible();
});

test("admin adds an order through the drawer; a refused save keeps everything typed", async ({ page }) => {
  await openListAs(page, ROUTE, "admin");
  await page.locator("[data-action=add]").click();
  const drawer = page.locator(".ant-drawer-content");
  await expect(drawer.locator(".ant-drawer-title")).toHaveText("添加兑换订单");
  await drawer.locator("[data-action=form-submit]").click();
  await expect(drawer).toContainText("请输入用户ID");
  await expect(drawer).toContainText("请选择积分商品");
  await drawer.locator("#uid").fill("99999999");
  await pickOption(page, drawer.locator("#goodsId"));
  const sku = uniqueName("E2E款");
  await drawer.locator("#skuName").fill(sku);
  await drawer.locator(".ant-cascader").click();
  // Province, city, district: each click must open the next column (retried: a click during the popup's opening
  // animation can miss on a loaded machine).
  for (let level = 0; level < 3; level += 1) {
    const item = page.locator(".ant-cascader-menu").nth(level).locator(".ant-cascader-menu-item").first();
    if (level === 2) await item.click();
    else
      await expect(async () => {
        await item.click();
        await expect(page.locator(".ant-cascader-menu").nth(level + 1)).toBeVisible({ timeout: 2000 });
      }).toPass();
  }
  await drawer.locator(".ant-drawer-title").click();
  await drawer.locator("#streetAddress").fill("E2E路8号");
  await drawer.locator("[data-action=form-submit]").click();
  await expect(toast(page)).toContainText("会员不存在");
  await expect(drawer).toBeVisible();
  await expect(drawer.locator("#skuName")).toHaveValue(sku);
  // An exchange takes the goods' points (the ledger): the member gets enough first.
  const credit = { uid: 10033, type: 3, score: 1_000_000, remark: "e2e" };
  expect((await api(page, "/score/user/update", { json: credit })).code).toBe(200);
  await drawer.locator("#uid").fill("10033");
  await drawer.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await expect(drawer).toBeHidden();
  await page.goto("about:blank");
  await openList(page, `${ROUTE}?uid=10033`);
  const row = rowWith(page, sku);
  await expect(row).toContainText("待发货");
  await expect(row).toContainText("E2E路8号");
});

test("operator: no add; cancel is offered (SPEC §6 guards it with no permType) and the server refuses it (403)", async ({
  page,
}) => {
  await openListAs(page, ROUTE, "operator");
  await tab(page, "待发货").click();
  await expect(rows(page).first()).toContainText("待发货");
  await expect(page.locator("[data-action=add]")).toHaveCount(0);
  await rows(page).first().locator("[data-action=cancel]").click();
  // A click during the confirmation's opening animation can be lost: press again until the refusal shows.
  const refused = toast(page).filter({ hasText: "抱歉，您没有该操作权限" });
  await expect(async () => {
    if (await refused.isVisible()) return;
    await page
      .locator(".ant-modal-confirm")
      .getByRole("button", { name: /确\s*定/ })
      .click({ timeout: 2000 });
    await expect(refused).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 15_000 });
  await expect(rows(page).first()).toContainText("待发货");
  const list = (await api(page, "/score/exchange/record/list", { json: { status: 1, pageSize: 1 } })).result as {
    records: Record[];
  };
  const cancel = await api(page, "/score/cancel/exchange/record", { json: { id: list.records[0]?.id } });
  expect(cancel).toMatchObject({ code: 403, message: "抱歉，您没有该操作权限" });
  const add = await api(page, "/score/exchange/record/add", {
    json: { uid: 10034, goodsId: "x", provinceTxt: "a", cityTxt: "b", streetAddress: "c" },
  });
  expect(add.code).toBe(403);
});
