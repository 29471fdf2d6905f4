/**
 * Against a back end whose dictionary types differ from the console's, the withdrawal list keeps its
 * five status tabs and its labelled, coloured status tags from the console's own dictionary, and shows no error.
 */
import { expect, test, type Page } from "./base";
import { login, openList, toast } from "./support";

const DICT_CALLS = "**/admin-api/xboot/dictData/getByType/**";
const STATUSES = [
  { label: "待审核", color: "orange" },
  { label: "审核通过", color: "green" },
  { label: "审核拒绝", color: "red" },
  { label: "已提现", color: "blue" },
];

/** Every toast the page shows, however briefly (a toast lasts 3 s; the test may look later). */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const notices = node.matches(".ant-message-notice")
            ? [node]
            : [...node.querySelectorAll(".ant-message-notice")];
          for (const notice of notices) seen.push(notice.textContent ?? "");
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test("a back end without the console's dictionary types: 5 tabs, labelled coloured statuses, no error toast", async ({
  page,
}) => {
  await recordToasts(page);
  const asked: string[] = [];
  await page.route(DICT_CALLS, (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.fulfill({ json: { code: 500, success: false, message: "字典类型 withdrawStatus 不存在" } });
  });
  await login(page, "admin");
  const answered = page.waitForResponse(DICT_CALLS);
  await openList(page, "/finance/withdraw-orders");
  await answered;

  const list = page.getByTestId("list-withdrawOrders");
  await expect(list.getByRole("tab")).toHaveText(["全部", ...STATUSES.map((status) => status.label)]);
  const statusCells = list.locator(".ant-table-row td.ant-table-cell-fix-right-first");
  for (const { label, color } of STATUSES) {
    await list.getByRole("tab", { name: label }).click();
    await expect(list.getByRole("tab", { name: label, selected: true })).toBeVisible();
    await expect(statusCells.first()).toHaveText(label);
    // Every row of the tab: its status as the label in the dictionary's colour (no raw code, no green stand-in).
    const count = await statusCells.count();
    await expect(statusCells.locator(`.ant-tag.ant-tag-${color}`, { hasText: label })).toHaveCount(count);
  }
  expect(asked.some((path) => path.endsWith("/getByType/withdrawStatus"))).toBe(true);

  // Toasts come in order: once a later failure's toast is on screen, a dictionary toast would have been seen first.
  await page.route("**/admin-api/wallet/member-withdraw/list**", (route) =>
    route.fulfill({ json: { code: 500, success: false, message: "probe" } }),
  );
  await page.getByTestId("refresh").click();
  await expect(toast(page).filter({ hasText: "probe" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen)).toEqual(["probe"]);
});
