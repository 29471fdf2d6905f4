/** Cache store and monitor: the live monitor, editing the whole value (never the preview), the guards. */
import { expect, test } from "./fixtures";
import { api, toast } from "./support";
import { rowWith, rows } from "./member-screens-support";

test("monitor: live key-count and memory charts gain a sample each poll; the info table explains each figure", async ({
  page,
}) => {
  await page.goto("/#/system/cache-monitor");
  const keys = page.getByTestId("cache-keys-chart");
  const memory = page.getByTestId("cache-memory-chart");
  await expect(keys.locator("figure[data-chart=line] canvas")).toBeVisible();
  await expect(memory.locator("figure[data-chart=line] canvas")).toBeVisible();
  // Each chart's figures are also its (visually hidden) table: one row per sample, a new one every 5 s.
  await expect(keys.locator("tbody tr")).toHaveCount(1);
  const count = Number(await keys.locator("tbody tr td").first().textContent());
  expect(count).toBeGreaterThan(0);
  expect(Number(await memory.locator("tbody tr td").first().textContent())).toBeGreaterThan(0);
  const info = page.getByTestId("cache-info");
  await expect(info.locator("tr", { hasText: "cache_kind" })).toContainText("memory");
  await expect(info.locator("tr", { hasText: "keyspace_hits" })).toContainText("读取命中次数");
  await expect(keys.locator("tbody tr")).toHaveCount(2, { timeout: 12_000 });
});

test("store: edit loads the whole value, saves it with a new expiry; clear all asks first", async ({ page }) => {
  const key = `e2e:long:${Date.now()}`;
  const value = `${"0123456789".repeat(30)}-end`;
  await page.goto("/#/home");
  expect((await api(page, "/xboot/redis/save", { form: { key, value, expireTime: "-1" } })).code).toBe(200);
  await page.goto(`/#/system/cache-store`);
  await page.getByTestId("search-form").locator('[data-search-key="key"] input').fill(key);
  await page.getByTestId("search-form").locator('[data-search-key="key"] input').press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await expect(rowWith(page, key)).toContainText("永不过期");
  await rowWith(page, key).locator("[data-action=edit]").click();
  const dialog = page.locator(".ant-modal:visible");
  await expect(dialog.locator("textarea")).toHaveValue(value);
  await dialog.locator("#expireTime").fill("600");
  await dialog.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await expect(rowWith(page, key)).toContainText(/\d+ 秒后过期/);
  const saved = await api(page, `/xboot/redis/getByKey/${encodeURIComponent(key)}`);
  expect(saved.result).toMatchObject({ value });
  await page.locator("[data-action=clear-all]").click();
  const confirm = page.locator(".ant-modal-confirm");
  await expect(confirm.locator(".ant-modal-confirm-title")).toHaveText("温馨提示");
  await expect(confirm.locator(".ant-modal-confirm-content")).toHaveText(
    "确认清空全部缓存吗？服务器会在用到时重新写入菜单与字典等缓存。",
  );
  // Cancelled: nothing is removed (other tests share this server's cache).
  await confirm.locator(".ant-modal-confirm-btns .ant-btn").first().click();
  await expect(confirm).toBeHidden();
  await expect(rows(page)).toHaveCount(1);
  expect((await api(page, "/xboot/redis/delByKeys", { form: { keys: key } })).code).toBe(200);
});

test.describe("operator", () => {
  test.use({ as: ["operator", "en-US"] });

  test("operator: the monitor is the 403 page and polls nothing", async ({ page }) => {
    const polled: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/xboot/redis/")) polled.push(request.url());
    });
    await page.goto("/#/system/cache-monitor");
    await expect(page.getByTestId("error-403")).toBeVisible();
    expect(polled).toEqual([]);
    expect((await api(page, "/xboot/redis/getKeySize")).code).toBe(403);
  });
});
