/**
 * The bench's reference app (bench/reference/: Refine + antd + kbar with a fake login, home and a 15-row antd table
 * from an in-memory data provider, one chunk): its addresses and the page-side conditions the bench waits for, and
 * the scripts it fetches (the bundle figures' "fetched in Chromium" for the reference).
 */
import { READY, navigate, newPage, submitLogin, track } from "./browser.mjs";

export const REFERENCE_DIST = "bench/reference/dist";

/** The reference as bench/ratios.mjs drives it, beside the console's own addresses and conditions. */
export const REFERENCE_APP = {
  name: "reference",
  list: "#/withdrawals",
  list1000: "#/withdrawals?pageSize=1000&currentPage=1",
  /** Home interactive: its card and Refine's side menu on screen (as the console's READY.home). */
  home: `location.hash.startsWith("#/home") && !!document.querySelector(".ant-layout-sider .ant-menu")?.checkVisibility() && !!document.querySelector('[data-testid="home"]')?.checkVisibility()`,
  /** Nothing more comes after home (the console's dashboard charts do). */
  settled: "true",
  /** The list's container is `[data-testid="list-withdrawals"]`, so the console's READY.firstRow holds for both. */
  firstRow: READY.firstRow,
};

/** The scripts the reference fetches from its login page until its table shows rows and the network is idle. */
export async function measureReference(browser, baseUrl) {
  const { context, page } = await newPage(browser);
  try {
    const net = track(page, baseUrl);
    await page.goto(`${baseUrl}/#/login`);
    await submitLogin(page);
    await page.locator('[data-testid="home"]').waitFor();
    await navigate(page, REFERENCE_APP.list);
    await page.locator(".ant-table-tbody .ant-table-row").first().waitFor();
    await net.idle();
    return { scripts: net.scripts() };
  } finally {
    await context.close();
  }
}
