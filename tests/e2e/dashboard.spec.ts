/** Home's to-do links open the list already filtered; a chart draws the server's figures. */
import { expect, test } from "./fixtures";
import { api } from "./support";

test("the withdrawal to-do shows the pending count and opens the list on its 'pending review' tab", async ({
  page,
}) => {
  await page.goto("/#/home");
  const item = page.locator('[data-todo="withdrawPending"]');
  await expect(item).toBeVisible();
  // The withdrawal list answers its page under `pageInfoVO` (SPEC §7.4).
  const pending = (await api(page, "/wallet/member-withdraw/list?status=1&page=1&pageSize=1")).result as {
    pageInfoVO: { total: number };
  };
  await expect(item.locator(".ant-badge")).toHaveText(String(pending.pageInfoVO.total));
  await item.getByRole("link").click();
  await expect(page).toHaveURL(/#\/finance\/withdraw-orders\?.*filters\[0\]\[value\]=1/);
  await expect(page.getByRole("main").getByRole("tab", { name: "待审核", selected: true })).toBeVisible();
  const statuses = page.locator('.ant-table-tbody .ant-table-row td[data-col="status"]');
  await expect(statuses.first()).toBeVisible();
  for (const text of await statuses.allInnerTexts()) expect(text).toContain("待审核");
});

test("the recharges-and-withdrawals chart draws the server's figure of each day", async ({ page }) => {
  await page.goto("/#/home");
  const chart = page.locator("figure[data-chart=line]").first();
  await expect(chart.locator("canvas")).toBeVisible();
  const today = new Date(Date.now() + 8 * 3_600_000);
  const start = new Date(today.getTime() - 14 * 86_400_000);
  const days = (
    await api(page, "/console/paymentStatistics", {
      json: { startDate: start.toISOString().slice(0, 10), endDate: today.toISOString().slice(0, 10) },
    })
  ).result as { date: string; withdraw?: string }[];
  const day = days.find((point) => Number(point.withdraw) > 0);
  expect(day, "the seed has withdrawals in the last 15 days").toBeTruthy();
  // The chart's figures are also its table for screen readers: the day's row holds the same withdrawal sum.
  const row = chart.locator("tr").filter({ has: page.locator(`th:text-is("${day?.date.slice(5)}")`) });
  await expect(row.locator("td").nth(1)).toHaveText(String(Number(day?.withdraw)));
});

test.describe("operator", () => {
  test.use({ as: ["operator", "en-US"] });

  test("sees the to-do list in English and only for pages in their menu", async ({ page }) => {
    await page.goto("/#/home");
    await expect(page.getByTestId("todo-list")).toContainText("To do");
    await expect(page.locator('[data-todo="withdrawPending"]')).toContainText("Withdrawals to review");
  });
});

test.describe("statistics the back end does not give", () => {
  for (const [lang, notice] of [
    ["zh-CN", "统计数据暂时无法获取"],
    ["en-US", "These figures cannot be loaded right now"],
  ] as const) {
    test.describe(lang, () => {
      test.use({ as: ["admin", lang] });

      test(`an error and an answer of another shape: each part says so in place, no toast, home stays whole (${lang})`, async ({
        page,
      }) => {
        await page.route("**/admin-api/console/statistics", (route) =>
          route.fulfill({ json: { code: 500, success: false, message: "服务器内部错误", result: null } }),
        );
        await page.route("**/admin-api/console/registerStatistics", (route) =>
          route.fulfill({ json: { code: 200, success: true, message: "success", result: "not a list" } }),
        );
        await page.route("**/admin-api/console/paymentStatistics", (route) =>
          route.fulfill({ status: 404, body: "Not Found" }),
        );
        await page.goto("/#/home");
        await expect(page.getByTestId("dashboard").getByTestId("stats-unavailable")).toHaveCount(3);
        await expect(page.getByTestId("todo-list")).toContainText(notice);
        await expect(page.getByTestId("shell")).toBeVisible();
        await page.waitForTimeout(500);
        await expect(page.locator(".ant-message-notice")).toHaveCount(0);
      });
    });
  }
});
