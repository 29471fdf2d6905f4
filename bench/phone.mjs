/**
 * The phone row (`BENCH_ONLY=phone npm run bench`, docs/shell.md "On a phone"): the console at 390 × 844 with touch, its
 * CPU slowed 4× through Chrome DevTools' throttling (CDP `Emulation.setCPUThrottlingRate`), as a mid-range phone runs
 * it: home → the withdrawal list's first card, the same click at 1,440 px without throttling beside it in the same
 * run (the reference), alternating, in fresh contexts. Goal: the phone's median ≤ 1,000 ms.
 */
import { LIST, navigate, submitLogin, until } from "./browser.mjs";

/** Home on a phone: its card on screen (the side menu is a drawer there). */
export const HOME = `location.hash.startsWith("#/home") && !!document.querySelector('[data-testid="home"]')?.checkVisibility()`;
export const FIRST_CARD = `!!document.querySelector('[data-testid="list-card"]')?.checkVisibility() && !document.querySelector('[data-testid^="list-"] .ant-spin-spinning')`;
const FIRST_ROW = `!!document.querySelector('[data-testid^="list-"] .ant-table-tbody .ant-table-row')?.checkVisibility() && !document.querySelector('[data-testid^="list-"] .ant-spin-spinning')`;

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const DESK = { viewport: { width: 1440, height: 900 } };

/** One run in a fresh context: the login form, home, then the clock from the menu click to the list's first item. */
async function run(browser, baseUrl, phone) {
  const context = await browser.newContext({ ...(phone ? PHONE : DESK), locale: "zh-CN", bypassCSP: true });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    if (phone) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    }
    await page.goto(`${baseUrl}/#/login`);
    await submitLogin(page);
    await page.evaluate(() => (window.__benchT0 = performance.now()));
    await until(page, HOME, 60_000);
    // Home settled (its charts and the list machinery's warm-up while idle), as a user reads it before moving on.
    await page.waitForTimeout(1500);
    await navigate(page, LIST);
    return await until(page, phone ? FIRST_CARD : FIRST_ROW, 60_000);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** `runs` counted runs of each, after one warm-up of each → { phone: ms[], desk: ms[] }. */
export async function measurePhone(browser, baseUrl, runs = 5) {
  const times = { phone: [], desk: [] };
  for (let i = 0; i <= runs; i++)
    for (const phone of [true, false]) {
      const ms = await run(browser, baseUrl, phone);
      if (i > 0) times[phone ? "phone" : "desk"].push(ms);
    }
  return times;
}

export function renderPhone(times) {
  const ms = (value) => `${Math.round(value)} ms`;
  const phone = median(times.phone);
  const desk = median(times.desk);
  return [
    "| home → withdrawal list, first item | median | runs | goal |",
    "|---|---|---|---|",
    `| phone: 390 × 844, touch, CPU 4× slower (first card) | ${ms(phone)} | ${times.phone.map(ms).join(", ")} | ≤ 1,000 ms: ${phone <= 1000 ? "yes" : "**no**"} |`,
    `| desk: 1,440 × 900, no throttling (first row), same run | ${ms(desk)} | ${times.desk.map(ms).join(", ")} | reference |`,
    "",
    `Phone / desk: ${(phone / desk).toFixed(1)}×.`,
  ].join("\n");
}
