/**
 * System monitor and actuator: the runtime fed by real calls, the actuator's JSON, the unavailable state of
 * a back end without the calls; and the product name setting shown by the console.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { api, onBareProfile, toast } from "./support";

const statValue = (page: Page, key: string) => page.locator(`[data-stat="${key}"] .ant-statistic-content`);

test("monitor: admin sees the runtime cards, live charts and the endpoint table fed by real calls", async ({
  page,
}) => {
  test.skip(onBareProfile(), "the runtime call is the contract server's: bare shows the unavailable state (below)");
  await page.goto("/#/home");
  expect((await api(page, "/xboot/actuator/info")).code).toBe(200);
  await page.goto("/#/system/monitor");
  await expect(statValue(page, "uptime")).toContainText("小时");
  await expect(statValue(page, "rss")).toContainText("MiB");
  await expect(statValue(page, "database")).toContainText(/KiB|MiB|GiB/);
  await expect(page.locator('[data-stat="database"]')).toContainText("可连接");
  await expect(page.getByTestId("monitor-charts").locator("figure[data-chart=line] canvas")).toHaveCount(4);
  // The table shows the busiest endpoints first, ten a page: in a full test run the two calls made here are further
  // down. Its first row is the server's busiest endpoint, and the server counted the calls made here.
  type Endpoint = { method: string; endpoint: string; total: { count: number } };
  const firstRow = page.getByTestId("monitor-endpoints").locator(".ant-table-row").first();
  await expect(async () => {
    const sample = await api(page, "/xboot/monitor/runtime");
    const counted = (sample.result as { requests: { endpoints: Endpoint[] } }).requests.endpoints;
    expect(counted.find((e) => e.endpoint === "/xboot/actuator/info")?.total.count).toBeGreaterThan(0);
    const busiest = [...counted].sort((a, b) => b.total.count - a.total.count)[0];
    expect(await firstRow.innerText()).toContain(busiest?.endpoint ?? "(none)");
  }).toPass({ timeout: 15_000 });
  // The next sample arrives 5 s later: the charts' points (their figures table) grow.
  const points = page.getByTestId("monitor-charts").locator("figure").first().locator("tbody tr");
  const before = await points.count();
  expect(before).toBeGreaterThan(0);
  await expect.poll(() => points.count(), { timeout: 9000 }).toBeGreaterThan(before);
});

test("actuator: health, info and metrics are shown as the raw JSON", async ({ page }) => {
  await page.goto("/#/system/actuator");
  await expect(page.getByTestId("actuator-health-json")).toContainText('"status": "UP"');
  await page.getByRole("tab", { name: /info/ }).click();
  await expect(page.getByTestId("actuator-info-json")).toContainText('"version"');
  await page.getByRole("tab", { name: /metrics/ }).click();
  await expect(page.getByTestId("actuator-metrics-json")).toContainText('"names"');
  await expect(page.getByTestId("actuator-metric-json")).toContainText('"name": "http.server.requests"');
});

test("monitor: a back end answering 404 for the runtime call gets the clear unavailable state", async ({ page }) => {
  await page.route("**/admin-api/xboot/monitor/runtime*", (route) =>
    route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" }),
  );
  await page.goto("/#/system/monitor");
  await expect(page.getByTestId("monitor-unavailable")).toContainText("此服务器不提供运行监控数据");
  await expect(page.locator(".ant-card-loading")).toHaveCount(0);
  await expect(toast(page)).toHaveCount(0);
});

test("settings: the product name the server gives names the product in the title and the logo", async ({ page }) => {
  // The answer is faked in this tab only: a real save would rename the product for every test running meanwhile.
  // That a saved setting is what /xboot/setting/public answers is the server's test (system-admin.test.ts).
  await page.route("**/admin-api/xboot/setting/public", (route) =>
    route.fulfill({ json: { code: 200, success: true, message: "", result: { productName: "星河测试平台" } } }),
  );
  await page.goto("/#/home");
  await expect(page).toHaveTitle("首页 - 星河测试平台管理系统");
  await expect(page.getByTestId("logo")).toContainText("星河测试平台");
  await page.unroute("**/admin-api/xboot/setting/public");
  await page.route("**/admin-api/xboot/setting/public", (route) =>
    route.fulfill({ json: { code: 200, success: true, message: "", result: { productName: "" } } }),
  );
  await page.reload();
  await expect(page).toHaveTitle("首页 - 会员平台管理系统");
});
