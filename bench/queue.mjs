/**
 * The review queue row (`BENCH_ONLY=queue npm run bench`, docs/review-queue.md): in the withdrawals' queue, the time
 * from a decision (Enter on the approve confirmation) to the next order shown in the panel — the review call, the
 * claim given back, the next claim with its row, and the panel drawn. Beside it, in the same run and alternating, the
 * reference: the list's refresh button to its first row (one list call and the table drawn). Goal: median ≤ 300 ms.
 */
import { until } from "./browser.mjs";

const LIST = "#/finance/withdraw-orders";
const FIRST_ROW = `!!document.querySelector('[data-testid^="list-"] .ant-table-tbody .ant-table-row')?.checkVisibility() && !document.querySelector('[data-testid^="list-"] .ant-spin-spinning')`;
const itemShown = (previous) =>
  `(() => { const item = document.querySelector('[data-testid="queue-item"]'); return !!item && item.dataset.id !== ${JSON.stringify(previous)} && item.checkVisibility(); })()`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function decide(page) {
  const item = page.getByTestId("queue-item");
  const id = await item.getAttribute("data-id");
  await page.keyboard.press("a");
  await page.locator(".ant-modal-confirm .ant-btn-primary:focus").waitFor();
  await page.evaluate(() => (window.__benchT0 = performance.now()));
  await page.keyboard.press("Enter");
  return until(page, itemShown(id), 30_000);
}

async function refresh(page) {
  await page.evaluate(() => (window.__benchT0 = performance.now()));
  await page.getByTestId("refresh").click();
  // The spinner shows for the call, then the rows: wait for it to start, then for the settled table.
  await page.waitForTimeout(0);
  return until(page, FIRST_ROW, 30_000);
}

/** `runs` decisions and as many refreshes, alternating, after 2 warm-ups of each → { decision: ms[], refresh: ms[] }. */
export async function measureQueue(browser, baseUrl, runs = 20) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "zh-CN",
    bypassCSP: true,
  });
  const times = { decision: [], refresh: [] };
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${baseUrl}/#/login`);
    await page.locator("#username").fill("admin");
    await page.locator("#password").fill("123456");
    await page.locator("button[type=submit]").click();
    await page.waitForURL(/#\/home/);
    await page.goto(`${baseUrl}/${LIST}`);
    await page.evaluate(() => (window.__benchT0 = performance.now()));
    await until(page, FIRST_ROW, 60_000);
    for (let i = 0; i < runs + 2; i++) {
      const listed = await refresh(page);
      await page.keyboard.press("s");
      await page.getByTestId("queue-item").waitFor();
      const decided = await decide(page);
      await page.keyboard.press("Escape");
      await page.getByTestId("review-queue").waitFor({ state: "detached" });
      if (i < 2) continue;
      times.decision.push(decided);
      times.refresh.push(listed);
    }
    return times;
  } finally {
    await context.close();
  }
}

export function renderQueue(times) {
  const ms = (value) => `${Math.round(value)} ms`;
  const decision = median(times.decision);
  const refresh = median(times.refresh);
  return [
    "| measure | median | runs | goal |",
    "|---|---|---|---|",
    `| review queue: decision → next item shown | ${ms(decision)} | ${times.decision.map(ms).join(", ")} | ≤ 300 ms: ${decision <= 300 ? "yes" : "**no**"} |`,
    `| reference, same run: the list's refresh → first row | ${ms(refresh)} | ${times.refresh.map(ms).join(", ")} | reference |`,
    "",
    `Decision → next / refresh: ${(decision / refresh).toFixed(2)}×.`,
  ].join("\n");
}
