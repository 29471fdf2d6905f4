/** SPEC §2.8 member USDT addresses: search, ?uid=, unbind/delete, the add form with the TRC20 check, paging; operator read-only. */
import { expect, test, type Page } from "./base";
import { api, login, openList, toast, openListAs } from "./support";
import { confirmWith, expectColumn, randomTrc20, rowWith, rows, search } from "./member-screens-support";

const ROUTE = "/members/usdt-withdraw-addresses";
/** The members whose addresses the tests of this file add and unbind, while other tests run beside them. */
const WRITTEN_UIDS = new Set(["10041", "10042", "10043", "10044"]);

/** Members with seeded addresses that no test here adds or removes: a sample that cannot vanish meanwhile. */
async function steadyUids(page: Page): Promise<string[]> {
  const sample = (await api(page, "/wallet/member-trc20/usdt?pageSize=50")).result as { records: { uid: number }[] };
  return [...new Set(sample.records.map((row) => String(row.uid)))].filter((uid) => !WRITTEN_UIDS.has(uid));
}

test("admin unbinds an address: '温馨提示' confirmation, '删除成功', gone after a reload", async ({ page }) => {
  await login(page, "admin");
  const address = randomTrc20();
  expect(
    (await api(page, "/wallet/member-trc20/save", { json: { uid: 10041, address, realname: "TRC20" } })).code,
  ).toBe(200);
  await openList(page, `${ROUTE}?uid=10041`);
  await page.locator("#search_address").fill(address);
  await page.locator("#search_address").press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await rowWith(page, address).locator("[data-action=unbind]").click();
  await confirmWith(page, "温馨提示", "删除后无法恢复，请谨慎操作!");
  await expect(toast(page)).toContainText("删除成功");
  await page.reload();
  await expect(page.locator(".ant-table-placeholder")).toBeVisible();
  await expect(rowWith(page, address)).toHaveCount(0);
  const left = (await api(page, `/wallet/member-trc20/usdt?address=${address}`)).result as { total: number };
  expect(left.total).toBe(0);
});

test("admin adds an address: the TRC20 format is checked, then the row is listed", async ({ page }) => {
  await openListAs(page, ROUTE, "admin");
  await page.locator("[data-action=add]").click();
  const modal = page.locator(".ant-modal-content");
  await expect(modal.locator(".ant-modal-title")).toHaveText("添加USDT地址");
  await expect(modal.locator(".ant-select-disabled")).toContainText("TRC20");
  await modal.locator("#uid").fill("10042");
  await modal.locator("#address").fill("T0000");
  await modal.locator("[data-action=form-submit]").click();
  await expect(modal).toContainText("USDT地址格式不正确，TRC20地址以T开头，共34位");
  const address = randomTrc20();
  await modal.locator("#address").fill(address);
  await modal.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await page.goto("about:blank");
  await openList(page, `${ROUTE}?uid=10042`);
  await expect(rowWith(page, address)).toContainText("10042");
  await expect(rowWith(page, address)).toContainText("TRC20");
  // The same address again: the server's message, the modal stays with the address typed.
  await page.locator("[data-action=add]").click();
  await modal.locator("#uid").fill("10043");
  await modal.locator("#address").fill(address);
  await modal.locator("[data-action=form-submit]").click();
  await expect(toast(page)).toContainText("该地址已被绑定");
  await expect(modal.locator("#address")).toHaveValue(address);
});

test("?uid= pre-fills the member ID; isTest narrows; reset clears; digits only; paging with sizes and jump", async ({
  page,
}) => {
  await login(page, "admin");
  const [uid] = await steadyUids(page);
  await openList(page, `${ROUTE}?uid=${uid}`);
  await expect(page.locator("#search_userId")).toHaveValue(uid);
  for (const text of await rows(page).locator("td:nth-child(3)").allInnerTexts()) expect(text).toBe(uid);
  await page
    .getByTestId("search-form")
    .getByRole("button", { name: /重\s*置/ })
    .click();
  await expect(page.locator("#search_userId")).toHaveValue("");
  await expect(rows(page)).toHaveCount(10);
  await page.locator("#search_userId").fill("1a2");
  await expect(page.locator("#search_userId")).toHaveValue("1a2");
  await expect(page.getByTestId("search-form")).toContainText("只能输入数字");
  await page.locator("#search_userId").fill("");
  await page.getByTestId("search-form").locator(".ant-select").click();
  await page.locator(".ant-select-dropdown .ant-select-item-option", { hasText: "是" }).click();
  await search(page);
  await expectColumn(page, 4, "是");
  expect(await rows(page).locator(".ant-tag-red").count()).toBe(await rows(page).count());
  await expect(page.locator(".ant-pagination-total-text")).toContainText(/共 \d+ 条/);
  await expect(page.locator(".ant-pagination-options-quick-jumper input")).toBeVisible();
  await page.locator(".ant-pagination-options .ant-select").click();
  await expect(page.locator(".ant-select-item-option")).toHaveText(["10 条/页", "20 条/页", "50 条/页"]);
});

test("operator: no add or unbind, and the server refuses both (403)", async ({ page }) => {
  await openListAs(page, ROUTE, "operator");
  await expect(page.locator("[data-action=add]")).toHaveCount(0);
  await expect(page.locator("[data-action=unbind]")).toHaveCount(0);
  const first = (await api(page, "/wallet/member-trc20/usdt?pageSize=1")).result as { records: { id: number }[] };
  expect(await api(page, "/wallet/member-trc20/delete", { json: { id: first.records[0]?.id } })).toMatchObject({
    code: 403,
  });
  expect(await api(page, "/wallet/member-trc20/save", { json: { uid: 10044, address: randomTrc20() } })).toMatchObject({
    code: 403,
  });
});

test("a ?uid= followed while the list is already open searches again for that member", async ({ page }) => {
  await login(page, "admin");
  const [first, second] = await steadyUids(page);
  await openList(page, `${ROUTE}?uid=${first}`);
  await expect(page.locator("#search_userId")).toHaveValue(String(first));
  // The same screen, another member (as a member link from another tab does): no reload of the page.
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `${ROUTE}?uid=${second}`);
  await expect(page.locator("#search_userId")).toHaveValue(String(second));
  await expect(async () => {
    const uids = await rows(page).locator("td:nth-child(3)").allInnerTexts();
    expect(uids.length).toBeGreaterThan(0);
    expect(new Set(uids)).toEqual(new Set([second]));
  }).toPass();
});
