/**
 * Lists and layout: the header at every width (SPEC §9), filters that fold, long side-menu titles whole, form ids
 * that belong to one form each, Esc on drawers.
 */
import { expect, test } from "./base";
import { idProblems, openList, openListAs } from "./support";

const WITHDRAWALS = "/finance/withdraw-orders";

test("the header stays one 56 px row from 800 to 1,920 px, with every app visible or in an overflow menu (English; Chinese at 800)", async ({
  page,
}) => {
  await openListAs(page, WITHDRAWALS, "admin", "en-US");
  const apps = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem("menuData") ?? "[]") as { name: string }[]).map((app) => app.name),
  );
  expect(apps.length).toBeGreaterThan(3);
  const header = page.getByTestId("header");
  const popup = page.locator(".ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)");
  // English at every width (its app names are the longest), Chinese at the narrowest too.
  const sizes = [800, 1000, 1100, 1280, 1920].map((width) => [width, "en-US"] as const);
  for (const [width, lang] of [...sizes, [800, "zh-CN"] as const]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate((l) => localStorage.setItem("lang", l), lang);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByTestId("top-nav")).toBeVisible();
    await expect(async () => expect((await header.boundingBox())?.height, `header at ${width}`).toBe(56)).toPass();
    // Shown: on screen inside the header's row (antd keeps the items it folded away in the DOM, out of sight).
    const reachable = new Set(
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("[data-testid=top-nav] [data-testid^=app-]")]
          .filter((node) => {
            const box = node.getBoundingClientRect();
            return node.checkVisibility() && box.width > 0 && box.top >= 0 && box.bottom <= 56;
          })
          .map((node) => node.dataset.testid?.slice(4) ?? ""),
      ),
    );
    // The rest: in 'More', itself in '…' when the row has no room for it.
    for (const opener of ["nav-overflow", "nav-more"]) {
      // The header's own copy, unless antd holds it hidden (aria-hidden) for measuring; else the one in the popup.
      const inHeader = page.locator(`[data-testid=top-nav] > li:not([aria-hidden=true]) [data-testid=${opener}]`);
      const trigger = (await inHeader.count()) > 0 ? inHeader : popup.getByTestId(opener);
      if ((await trigger.count()) === 0) continue;
      await trigger.first().hover();
      await expect(popup.last()).toBeVisible();
    }
    await expect(async () => {
      for (const name of apps) if (await popup.getByTestId(`app-${name}`).count()) reachable.add(name);
      expect([...reachable].sort(), `apps reachable at ${width}`).toEqual([...apps].sort());
    }).toPass({ timeout: 5_000 });
  }
});

test("filters fold behind 'More filters (N)', a hidden filter from the URL counts; long menu titles show whole", async ({
  page,
}) => {
  await openListAs(page, WITHDRAWALS, "admin");
  const fold = page.getByTestId("search-fold");
  await expect(fold).toHaveText("更多筛选");
  await expect(fold).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#search_orderNo")).toBeVisible();
  await expect(page.locator("#search_handler")).toBeHidden();
  // Two rows at most: the search buttons sit on the second.
  const form = await page.getByTestId("search-form").boundingBox();
  expect(form?.height ?? 0).toBeLessThan(100);

  // A hidden filter given by the URL is active: counted, and kept by a search.
  await page.goto(`/#${WITHDRAWALS}?filters[0][field]=handler&filters[0][operator]=eq&filters[0][value]=admin`);
  await page.reload();
  await expect(fold).toHaveText("更多筛选 (1)");
  await fold.click();
  await expect(page.locator("#search_handler")).toBeVisible();
  await expect(page.locator("#search_handler")).toHaveValue("admin");
  await expect(fold).toHaveText("收起筛选");
  // Unfolded stays unfolded on the way back to the list in this session.
  await page.getByTestId("side-menu").getByText("充值订单").click();
  await page.getByTestId("side-menu").getByText("提现订单").click();
  await expect(page.locator("#search_handler")).toBeVisible();

  await page.getByTestId("language-switch").getByText("English").click();
  await expect(fold).toHaveText("Fewer filters");
  // The same count in English, from the address again (the menu's way back need not keep the filter's value).
  await page.goto(`/#${WITHDRAWALS}?filters[0][field]=handler&filters[0][operator]=eq&filters[0][value]=admin`);
  await page.reload();
  await expect(fold).toHaveText("More filters (1)");
  // The side menu's longest English titles: whole, on two lines rather than cut.
  const title = page
    .getByTestId("side-menu")
    .locator(".ant-menu-title-content", { hasText: "Operating points balance" });
  await expect(title).toHaveText("Operating points balance");
  const cut = await title.evaluate((node) => node.scrollWidth > node.clientWidth);
  expect(cut, "the title is not cut").toBe(false);
});

test("an add form over a list: every id is unique and each label points into its own form; Esc closes drawers", async ({
  page,
}) => {
  // The member list: its search row and its add form share field names (real name, phone, level, test account).
  await openListAs(page, "/members/user-list");
  await page.locator("[data-action=add]").click();
  const dialog = page.locator(".ant-modal:visible, .ant-drawer-content:visible").last();
  await expect(dialog.locator("#realName")).toBeVisible();
  await expect(page.locator("#search_realName")).toHaveCount(1);
  expect(await idProblems(page)).toEqual([]);
  // Clicking a label focuses its own field, not the search row's namesake.
  await dialog.locator("label[for=phone]").click();
  await expect(dialog.locator("#phone")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  // A detail drawer (no typing) and the change-password drawer (typing: asks first) close on Esc.
  await openList(page, "/team/team-get-money");
  await page.locator("[data-action=detail]").first().click();
  const detail = page.getByTestId("detail-drawer");
  await expect(detail).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "修改密码" }).click();
  const drawer = page.locator(".change-password-drawer .ant-drawer-content");
  await drawer.locator("#password").fill("typed");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "继续编辑" }).click();
  await expect(drawer.locator("#password")).toHaveValue("typed");
  await page.keyboard.press("Escape");
  await page
    .getByRole("button", { name: "放 弃" })
    .or(page.getByRole("button", { name: "放弃" }))
    .click();
  await expect(drawer).toBeHidden();
});
