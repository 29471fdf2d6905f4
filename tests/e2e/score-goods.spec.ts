/** SPEC §2.6 points-mall goods: the list, the detail/edit drawer end to end, its four checks, and the guards. */
import { expect, test, type Page } from "./base";
import { api, toast, openListAs } from "./support";

const LIST = "/goods/score-goods";
const rows = (page: Page) => page.locator(".ant-table-row");
const drawer = (page: Page) => page.getByTestId("goods-drawer");

interface Sku {
  id: number;
  scorePrice: number;
  goodsName: string;
}
interface Detail {
  scoreGoods: { id: number; goodsId: string; goodsName: string; categoryId: number; scorePrice: number; sort: number };
  scoreGoodsStockList: Sku[];
}

/** Each test takes its own goods (by id) so parallel tests never touch the same row. */
async function detail(page: Page, id: number): Promise<Detail> {
  return (await api(page, "/score/goods/info", { json: { id } })).result as Detail;
}

async function openGoods(page: Page, id: number, action: "edit" | "view" = "edit") {
  const { scoreGoods } = await detail(page, id);
  await page.locator("#search_goodsName").fill(scoreGoods.goodsName);
  await page.locator("#search_goodsName").press("Enter");
  const row = rows(page).filter({ hasText: scoreGoods.goodsId });
  await expect(row).toHaveCount(1);
  await row.locator(`[data-action=${action}]`).click();
  await expect(drawer(page).locator("#drawer-goodsName")).toHaveValue(scoreGoods.goodsName);
  return scoreGoods;
}

async function submitAndExpect(page: Page, message: string) {
  await drawer(page).locator("[data-action=drawer-submit]").click();
  await expect(toast(page).filter({ hasText: message }).last()).toBeVisible();
}

test.describe("as admin", () => {
  test.beforeEach(async ({ page }) => {
    await openListAs(page, LIST, "admin");
  });

  test("columns, points price, shelf tabs and search by name and category", async ({ page }) => {
    const headers = page.locator(".ant-table-thead th");
    for (const title of [
      "商品ID",
      "商品图片",
      "商品名称",
      "商品分类",
      "积分价格",
      "原价",
      "建议售价",
      "排序",
      "上架状态",
      "创建时间",
      "操作",
    ]) {
      await expect(headers.filter({ hasText: new RegExp(`^${title}$`) })).toHaveCount(1);
    }
    await expect(rows(page).first()).toContainText(/\d+ 积分/);
    await expect(rows(page).first()).toContainText(/[\d,]+\.\d{2}/);
    await page.getByRole("tab", { name: "已下架" }).click();
    await expect(rows(page).first().getByText("已下架")).toBeVisible();
    await page.getByRole("tab", { name: "全部" }).click();
    await page.locator("#search_categoryName").fill("数码");
    await page.locator("#search_categoryName").press("Enter");
    await expect(rows(page).first()).toContainText("数码配件");
    const categories = await rows(page).locator("td:nth-child(4)").allInnerTexts();
    expect(categories.every((text) => text.includes("数码"))).toBe(true);
  });

  test("the drawer shows the goods, its price card and one card per SKU; edits are saved and shown on reopening", async ({
    page,
  }) => {
    const before = await detail(page, 2);
    expect(before.scoreGoodsStockList.length).toBeGreaterThan(0);
    await openGoods(page, 2);
    const box = await drawer(page).boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(1100);
    await expect(drawer(page).locator(".ant-drawer-title")).toHaveText("查看详情/编辑");
    await expect(drawer(page).getByTestId("goods-id")).toHaveText(before.scoreGoods.goodsId);
    await expect(drawer(page).locator("#drawer-goodsName")).toHaveAttribute("placeholder", "请输入自定义商品名称");
    await expect(drawer(page).getByTestId("price-card")).toContainText("进货价");
    await expect(drawer(page).getByText("商品SKU信息")).toBeVisible();
    await expect(drawer(page).getByTestId("sku-card")).toHaveCount(before.scoreGoodsStockList.length);
    for (const label of ["规格商品名称", "属性/规格", "原有库存", "现有库存"])
      await expect(drawer(page).getByTestId("sku-card").first()).toContainText(label);
    await drawer(page).getByTestId("price-card").locator(".ant-image").click();
    await expect(page.locator(".ant-image-preview-img")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator(".ant-image-preview-img")).toBeHidden();
    await expect(drawer(page)).toBeVisible();

    await drawer(page).locator("#drawer-scorePrice").fill("12345");
    await drawer(page).locator("#sku-scorePrice-0").fill("678");
    await drawer(page).locator("#drawer-sort").fill("9");
    await submitAndExpect(page, "操作成功");
    await expect(drawer(page)).toHaveCount(0);
    const after = await detail(page, 2);
    expect(after.scoreGoods).toMatchObject({ scorePrice: 12345, sort: 9 });
    expect(after.scoreGoodsStockList[0]?.scorePrice).toBe(678);

    await page.reload();
    await openGoods(page, 2);
    await expect(drawer(page).locator("#drawer-scorePrice")).toHaveValue("12345");
    await expect(drawer(page).locator("#sku-scorePrice-0")).toHaveValue("678");
    await expect(rows(page).filter({ hasText: before.scoreGoods.goodsId })).toContainText("12345 积分");
  });

  test("submit checks name, category, points price and SKU points price in that order", async ({ page }) => {
    const before = await detail(page, 3);
    expect(before.scoreGoodsStockList.length).toBeGreaterThan(0);
    await openGoods(page, 3);
    const d = drawer(page);
    await d.locator("#drawer-goodsName").fill("");
    await d.locator("#drawer-scorePrice").fill("");
    await d.locator("#sku-scorePrice-0").fill("0");
    const category = d.locator(".ant-select").filter({ has: page.locator("#drawer-categoryId") });
    await category.hover();
    await d.locator(".ant-select-clear").click();
    await submitAndExpect(page, "商品名称不能为空");
    await expect(toast(page).filter({ hasText: "商品分类不能为空" })).toHaveCount(0);
    await d.locator("#drawer-goodsName").fill(before.scoreGoods.goodsName);
    await submitAndExpect(page, "商品分类不能为空");
    await category.click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
    await submitAndExpect(page, "积分价格不能为空");
    await d.locator("#drawer-scorePrice").fill("0");
    await page.waitForTimeout(100);
    await expect(toast(page).filter({ hasText: "SKU 积分价格不能为空" })).toHaveCount(0);
    await submitAndExpect(page, "积分价格不能为空");
    await d.locator("#drawer-scorePrice").fill("88");
    await submitAndExpect(page, "SKU 积分价格不能为空");
    await d.locator("[data-action=drawer-cancel]").click();
    expect(await detail(page, 3)).toEqual(before);
  });

  test("a failed save keeps the drawer open with what was typed", async ({ page }) => {
    await openGoods(page, 4);
    await page.route("**/admin-api/score/goods/update", (route) =>
      route.fulfill({ json: { code: 500, success: false, message: "保存失败（测试）", result: null } }),
    );
    await drawer(page).locator("#drawer-goodsName").fill("改过的名字");
    await drawer(page).locator("#drawer-scorePrice").fill("4321");
    await submitAndExpect(page, "保存失败（测试）");
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).locator("#drawer-goodsName")).toHaveValue("改过的名字");
    await expect(drawer(page).locator("#drawer-scorePrice")).toHaveValue("4321");
  });
});

test("in English the drawer and its checks speak English", async ({ page }) => {
  await openListAs(page, LIST, "admin", "en-US");
  await openGoods(page, 5);
  await expect(drawer(page).locator(".ant-drawer-title")).toHaveText("View details/edit");
  await expect(drawer(page).locator("#drawer-goodsName")).toHaveAttribute("placeholder", "Enter a custom goods name");
  await drawer(page).locator("#drawer-goodsName").fill("");
  await drawer(page).locator("[data-action=drawer-submit]").click();
  await expect(toast(page).filter({ hasText: "Goods name cannot be empty" })).toBeVisible();
});

test.describe("as operator", () => {
  test("opens the drawer in edit mode (SPEC §2.6, §6 guards none of it); the server refuses the save, in Chinese then in English, and the drawer keeps it", async ({
    page,
  }) => {
    await openListAs(page, LIST, "operator");
    await openGoods(page, 6, "edit");
    await drawer(page).locator("#drawer-goodsName").fill("operator typed this");
    await drawer(page).locator("[data-action=drawer-submit]").click();
    await expect(toast(page).filter({ hasText: "抱歉，您没有该操作权限" })).toBeVisible();
    await expect(drawer(page).locator("#drawer-goodsName")).toHaveValue("operator typed this");
    const current = await detail(page, 6);
    expect(current.scoreGoods.goodsName).not.toBe("operator typed this");
    const answer = await api(page, "/score/goods/update", { json: current });
    expect(answer.code).toBe(403);

    // The same refusal in English once the console speaks English (the server answers in its language).
    await page.keyboard.press("Escape");
    await page
      .getByRole("button", { name: "放 弃" })
      .or(page.getByRole("button", { name: "放弃" }))
      .click();
    await expect(drawer(page)).toBeHidden();
    await page.getByTestId("language-switch").getByText("English").click();
    await openGoods(page, 6, "edit");
    await drawer(page).locator("#drawer-goodsName").fill("operator typed this");
    await submitAndExpect(page, "Sorry, you do not have permission for this action.");
  });
});
