/** Goods (SPEC §2.3): selecting catalogue goods in bulk, and shelf on/off for selected platform goods. */
import { expect, test, type Page } from "./base";
import { api, login, openList, toast, TABLE_SPINNING } from "./support";
import { confirmWith, rowWith, rows } from "./member-screens-support";

/** Ticks a row's checkbox once the table has settled (a loading table lies under its spinner). */
async function select(page: Page, goodsNo: string): Promise<void> {
  await expect(page.locator(TABLE_SPINNING)).toHaveCount(0);
  await rowWith(page, goodsNo).locator(".ant-checkbox-input").check();
}

async function platformGoods(page: Page, goodsNo: string) {
  const answer = await api(page, "/goodsInfo/pageList", { json: { goodsNo, pageSize: 10 } });
  return answer.result as { total: number; records: { status: number }[] };
}

test.beforeEach(async ({ page }) => {
  await login(page, "admin");
});

test("selected catalogue goods join the platform's goods once, however often they are selected", async ({ page }) => {
  const goodsNo = "SP600199"; // catalogue goods 33: not selected by the seed
  await openList(page, "/goods/select-products");
  await page.locator("#search_goodsNo").fill(goodsNo);
  await page.locator("#search_goodsNo").press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await expect(rowWith(page, goodsNo).locator('td[data-col="selected"]')).toHaveText("否");
  for (const round of [1, 2]) {
    await select(page, goodsNo);
    await page.locator("[data-action=batchAdd]").click();
    await confirmWith(page, "温馨提示", "确定将选中的 1 个商品选入平台商品库？已选入的商品会跳过。");
    await expect(toast(page).filter({ hasText: "操作成功" }).first()).toBeVisible();
    await expect(rowWith(page, goodsNo).locator('td[data-col="selected"]')).toHaveText("是");
    expect((await platformGoods(page, goodsNo)).total, `after round ${round}`).toBe(1);
  }
});

test("selected goods go on shelf and off shelf together; a goods without a category is refused", async ({ page }) => {
  const [first, second, uncategorised] = ["SP600109", "SP600127", "SP600118"]; // seed goods 3, 9 (off shelf), 6
  await openList(page, "/goods/goods-products");
  await page.getByRole("tab", { name: "已下架" }).click();
  await expect(rowWith(page, first)).toHaveCount(1);
  await select(page, first);
  await select(page, second);
  await page.locator("[data-action=shelfOn]").click();
  await confirmWith(page, "温馨提示", "确定上架选中的 2 个商品？");
  await expect(toast(page).filter({ hasText: "操作成功" }).first()).toBeVisible();
  await expect(rowWith(page, first)).toHaveCount(0);
  expect((await platformGoods(page, first)).records[0]?.status).toBe(1);
  expect((await platformGoods(page, second)).records[0]?.status).toBe(1);

  await select(page, uncategorised);
  await page.locator("[data-action=shelfOn]").click();
  await confirmWith(page, "温馨提示", "确定上架选中的 1 个商品？");
  await expect(toast(page).filter({ hasText: "请先设置商品分类和售价" }).first()).toBeVisible();

  await page.getByRole("tab", { name: "已上架" }).click();
  await page.locator("#search_goodsNo").fill(first);
  await page.locator("#search_goodsNo").press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await select(page, first);
  await page.locator("[data-action=shelfOff]").click();
  await confirmWith(page, "温馨提示", "确定下架选中的 1 个商品？");
  await expect(toast(page).filter({ hasText: "操作成功" }).first()).toBeVisible();
  expect((await platformGoods(page, first)).records[0]?.status).toBe(0);
});
