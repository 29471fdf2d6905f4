/**
 * No critical or serious axe-core violation (WCAG 2.1 A/AA) on login and home in both languages, and on a
 * sample of screens in en-US. The generated conformance spec checks, in zh-CN as admin, every page that is not a
 * list and the first list of each app (all lists are the kit's one ListPage).
 */
import { expect, test, type Page } from "./base";
import { expectNoSeriousA11yViolations, seriousA11yViolations } from "./a11y";
import { login, openList, type DemoUser, openListAs } from "./support";

/** Screens whose English texts are longest (the widest columns and tags), in en-US. */
const SAMPLE = ["/finance/withdraw-orders", "/team/team-list", "/members/exchange-score-records"];
const LANGS = ["zh-CN", "en-US"] as const;

/** Axe once the page is quiet: no spinner, no running antd motion (a half-faded element reads as low contrast). */
async function settle(page: Page): Promise<void> {
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
  await page.waitForTimeout(400);
}

async function checkScreens(page: Page, user: DemoUser, lang: (typeof LANGS)[number], routes: string[]): Promise<void> {
  test.setTimeout(30_000 + routes.length * 20_000);
  await login(page, user, lang);
  await settle(page);
  await expectNoSeriousA11yViolations(page, `${user} ${lang} home`);
  for (const route of routes) {
    await openList(page, route);
    await settle(page);
    await expectNoSeriousA11yViolations(page, `${user} ${lang} ${route}`);
  }
}

for (const lang of LANGS) {
  test(`login page (${lang})`, async ({ page }) => {
    await page.goto("/#/login");
    await page.evaluate((l) => localStorage.setItem("lang", l), lang);
    await page.reload();
    await expect(page.locator("#username")).toBeVisible();
    await settle(page);
    await expectNoSeriousA11yViolations(page, `login ${lang}`);
  });

  test(`home${lang === "en-US" ? " and sample screens" : ""} as admin (${lang})`, async ({ page }) => {
    await checkScreens(page, "admin", lang, lang === "en-US" ? SAMPLE : []);
  });
}

test("a screen as operator (read-only controls)", async ({ page }) => {
  await checkScreens(page, "operator", "zh-CN", ["/system/analytics-accounts"]);
});

test("open add forms: a modal and a drawer", async ({ page }) => {
  await openListAs(page, "/members/usdt-withdraw-addresses", "admin", "en-US");
  await page.locator("[data-action=add]").click();
  await expect(page.locator(".ant-modal-content")).toBeVisible();
  await settle(page);
  await expectNoSeriousA11yViolations(page, "usdt addresses add modal");
  await openList(page, "/team/team-config");
  await page.locator("[data-action=add]").click();
  await expect(page.getByTestId("config-drawer")).toBeVisible();
  await settle(page);
  await expectNoSeriousA11yViolations(page, "team config add drawer");
});

test("the other menu and navigation themes: light, darkblue, primary", async ({ page }) => {
  await login(page, "admin", "zh-CN", "/config/phone-area-codes");
  for (const [menuTheme, navTheme] of [
    ["light", "light"],
    ["darkblue", "darkblue"],
    ["dark", "primary"],
  ]) {
    await page.evaluate((theme) => localStorage.setItem("theme", JSON.stringify(theme)), { menuTheme, navTheme });
    await page.goto("about:blank");
    await openList(page, "/config/phone-area-codes");
    await settle(page);
    // The themes colour the side menu and the header only: axe looks there (the page's own part is home's and the
    // sample screens' above).
    await expectNoSeriousA11yViolations(
      page,
      `menu ${menuTheme}, nav ${navTheme}`,
      "[data-testid=sider], [data-testid=header]",
    );
  }
});

test("the check itself finds what it looks for: a nameless button, an image without a text, inside or outside `include`", async ({
  page,
}) => {
  await page.goto("/version.json");
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><p>ok</p><div id="part"><button></button></div><img src="/favicon.ico"></main></body></html>',
  );
  const rules = async (include?: string) => (await seriousA11yViolations(page, include)).map((f) => f.rule).sort();
  expect(await rules()).toEqual(["button-name", "image-alt"]);
  expect(await rules("#part")).toEqual(["button-name"]);
});
