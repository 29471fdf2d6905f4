/** Issue "The shell": theme settings drawer, dark and weak modes, language switch without reload. */
import { expect, test, type Page } from "./base";
import { login } from "./support";

const field = (page: Page, name: string) => page.locator(".theme-drawer").getByTestId(`theme-field-${name}`);

test("the theme drawer changes persist over a reload, within the bounds", async ({ page }) => {
  await login(page, "admin");
  await page.getByTestId("theme-button").click();
  await field(page, "navType").getByText("图标+面包屑").click();
  await expect(page.getByTestId("top-nav")).toHaveAttribute("data-nav-type", "3");
  const slice = field(page, "sliceNum").locator("input");
  await slice.fill("20");
  await slice.blur();
  await expect(slice).toHaveValue("10");
  const width = field(page, "menuWidth").locator("input");
  await width.fill("600");
  await width.blur();
  await expect(width).toHaveValue("500");
  await expect(page.getByTestId("sider")).toHaveCSS("width", "500px");
  await field(page, "showFooter").getByRole("switch").click();
  await expect(page.getByTestId("footer")).toContainText("版权所有");
  await field(page, "showTags").getByRole("switch").click();
  await expect(page.getByTestId("page-tabs")).toHaveCount(0);
  await field(page, "menuTheme").locator(".ant-select").click();
  await page.locator(".ant-select-item-option").getByText("深蓝").click();
  await expect(page.getByTestId("sider")).toHaveAttribute("data-menu-theme", "darkblue");
  await page.reload();
  await expect(page.getByTestId("top-nav")).toHaveAttribute("data-nav-type", "3");
  await expect(page.getByTestId("footer")).toBeVisible();
  await expect(page.getByTestId("page-tabs")).toHaveCount(0);
  await expect(page.getByTestId("sider")).toHaveAttribute("data-menu-theme", "darkblue");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("theme") ?? "{}"));
  expect(stored).toMatchObject({
    navType: "3",
    sliceNum: 10,
    menuWidth: 500,
    showFooter: true,
    showTags: false,
    menuTheme: "darkblue",
  });
  await page.getByTestId("theme-button").click();
  await page.getByTestId("theme-reset").click();
  await expect(page.getByTestId("top-nav")).toHaveAttribute("data-nav-type", "1");
  await expect(page.getByTestId("sider")).toHaveCSS("width", "220px");
});

test("dark mode uses the dark algorithm and the body class; weak mode its own class; both survive reload", async ({
  page,
}) => {
  await login(page, "admin");
  await page.getByTestId("theme-button").click();
  await field(page, "mainTheme").locator(".ant-select").click();
  await page.locator(".ant-select-item-option").getByText("暗黑").click();
  await expect(page.locator("body")).toHaveClass(/dark-mode/);
  expect(await page.evaluate(() => getComputedStyle(document.body).filter)).toBe("none");
  await field(page, "weakMode").getByRole("switch").click();
  await expect(page.locator("body")).toHaveClass(/weak-mode/);
  // Weak mode is the colour filter the page is drawn through (SPEC §3), not only a class name.
  expect(await page.evaluate(() => getComputedStyle(document.body).filter)).toBe("invert(0.8)");
  await page.reload();
  await expect(page.locator("body")).toHaveClass(/dark-mode/);
  await expect(page.locator("body")).toHaveClass(/weak-mode/);
  const background = await page.getByTestId("home").evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe("rgb(255, 255, 255)");
});

test("the topNav preset hides the side bar and shows the app's menu under the header", async ({ page }) => {
  await login(page, "admin");
  await page.getByTestId("theme-button").click();
  await field(page, "mainTheme").locator(".ant-select").click();
  await page.locator(".ant-select-item-option").getByText("顶部导航").click();
  await expect(page.getByTestId("sider")).toHaveCount(0);
  await expect(page.getByTestId("page-tabs")).toHaveCount(0);
  await expect(page.getByTestId("side-menu")).toContainText("财务管理");
});

test("the menu search and the fold button follow their switches; the fold button collapses to 60 px", async ({
  page,
}) => {
  await login(page, "admin");
  await page.getByTestId("fold-toggle").click();
  await expect(page.getByTestId("sider")).toHaveCSS("width", "60px");
  await page.getByTestId("theme-button").click();
  await field(page, "showSearch").getByRole("switch").click();
  await expect(page.getByTestId("menu-search")).toHaveCount(0);
  await field(page, "showFold").getByRole("switch").click();
  await expect(page.getByTestId("fold-toggle")).toHaveCount(0);
});

test("the language switches without a reload, antd's own texts included", async ({ page }) => {
  await login(page, "admin", "zh-CN", "/finance/withdraw-orders");
  await expect(page.locator(".ant-pagination-options-quick-jumper")).toContainText("跳至");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByTestId("language-switch").getByText("English").click();
  await expect(page.locator(".ant-pagination-options-quick-jumper")).toContainText("Go to");
  await expect(page.getByTestId("tab-home_index")).toHaveText("Home");
  await expect(page.getByTestId("menu-search").getByLabel("Search menu")).toBeVisible();
  await expect(page).toHaveTitle(/management system/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en-US");
});

/**
 * Opens the theme drawer and lists the animation classes (the steps that move: start, active) antd put on anything
 * while it opened. A popup's "prepare" step is left out: it only measures where to show, even with motion off.
 */
async function motionClassesWhileOpening(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { motionSeen: string[] }).motionSeen = seen;
    const note = (element: Element) => {
      for (const name of element.classList) if (/-(appear|enter)-(start|active)$/.test(name)) seen.push(name);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof Element) note(record.target);
        for (const added of record.addedNodes)
          if (added instanceof Element) [added, ...added.querySelectorAll("*")].forEach(note);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
  });
  await page.getByTestId("theme-button").click();
  await expect(page.locator(".theme-drawer")).toBeVisible();
  return page.evaluate(() => (window as unknown as { motionSeen: string[] }).motionSeen);
}

test("a system asking for reduced motion gets no opening animations; others keep them", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await login(page, "admin");
  expect(await motionClassesWhileOpening(page)).toEqual([]);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.reload();
  await expect(page.getByTestId("theme-button")).toBeVisible();
  expect(await motionClassesWhileOpening(page)).not.toEqual([]);
});
