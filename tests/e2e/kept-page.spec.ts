/**
 * The page a worker keeps between tests (kept-page.ts): the next test gets the same page, with nothing of the earlier
 * test's left on it — its stored values, its routes, its listeners. Serial, so both tests run on one worker in order.
 */
import { expect, test } from "./base";

test.describe.configure({ mode: "serial" });

let heard = 0;

test("a test leaves stored values, a route and a listener on its page", async ({ page }) => {
  await page.goto("/version.json");
  await page.evaluate(() => {
    window.name = "kept-page-probe";
    localStorage.setItem("kept-page-probe", "1");
    sessionStorage.setItem("kept-page-probe", "1");
  });
  await page.route("**/version.json", (route) => route.fulfill({ status: 200, body: '{"version":"probe"}' }));
  page.on("request", () => (heard += 1));
});

test("the next test gets that page back with none of them", async ({ page }) => {
  // The same page (a window's name survives its same-origin navigations)…
  expect(await page.evaluate(() => window.name)).toBe("kept-page-probe");
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  const before = heard;
  const answer = await page.goto("/version.json");
  expect(await answer?.text()).not.toContain("probe");
  expect(heard).toBe(before);
});
