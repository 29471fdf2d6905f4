/**
 * The phone screenshots of docs/shell.md ("On a phone"): home, the withdrawal list and a review confirmation at
 * 390 × 844 with touch, in Debian's headless Chromium. Against a running console (`npm start`, or BASE=…):
 *   node scripts/phone-shots.mjs            # writes docs/images/phone-{home,withdraw-list,review}.png
 */
import { chromium } from "playwright-core";

const BASE = process.env.BASE ?? "http://127.0.0.1:8080";
const OUT = "docs/images";
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: ["--no-sandbox"],
});
const context = await browser.newContext({
  baseURL: BASE,
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: "zh-CN",
  timezoneId: "Asia/Shanghai",
  reducedMotion: "reduce",
});
const page = await context.newPage();
// Signed in as the console's own login leaves it (src/lib/storage.ts): token, user, menu, language.
const token = (
  await (await page.request.post("/admin-api/xboot/login", { form: { username: "admin", password: "123456" } })).json()
).result;
const read = async (path) =>
  (await (await page.request.get(`/admin-api${path}`, { headers: { accessToken: token } })).json()).result;
const [user, menu] = await Promise.all([read("/xboot/user/info"), read("/xboot/permission/getMenuList")]);
await page.addInitScript(
  ({ token, user, menu }) => {
    if (sessionStorage.getItem("shots")) return;
    sessionStorage.setItem("shots", "1");
    localStorage.setItem("accessToken", token);
    localStorage.setItem("userInfo", JSON.stringify(user));
    localStorage.setItem("menuData", JSON.stringify(menu));
    localStorage.setItem("lang", "zh-CN");
  },
  { token, user, menu },
);
const shot = (name) => page.screenshot({ path: `${OUT}/phone-${name}.png`, type: "png" });

await page.goto("/#/home");
await page.getByTestId("stat-cards").or(page.locator(".home-panel")).first().waitFor();
await page.waitForTimeout(2000);
await shot("home");

await page.goto("/#/finance/withdraw-orders");
await page.getByTestId("list-card").first().waitFor();
// The orders waiting for review: the status in the Filter sheet.
await page.getByTestId("filter-button").click();
await page.locator(".filter-sheet").getByText("待审核", { exact: true }).click();
await page.locator(".filter-sheet .ant-drawer-close").click();
await page.locator(".filter-sheet .ant-drawer-content").waitFor({ state: "hidden" });
await page.locator("[data-testid=list-card] [data-action=approve]").first().waitFor();
await page.waitForTimeout(800);
await shot("withdraw-list");

await page.locator("[data-testid=list-card] [data-action=approve]").first().click();
await page.locator(".ant-modal-confirm").waitFor();
await page.waitForTimeout(800);
await shot("review");
await browser.close();
