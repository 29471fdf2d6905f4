/**
 * The lock screen: locking from the menu and the palette, the server's lock, the idle auto-lock, and other tabs
 * following a lock.
 */
import { expect, test, type Page } from "./base";
import { api, dialogSettled, login, openPalette, toast, openListAs } from "./support";

test("lock: every route lands on locking; a wrong password shows the server message; the right one returns", async ({
  page,
}) => {
  await login(page, "admin", "zh-CN", "/finance/withdraw-orders");
  await expect(page).toHaveURL(/withdraw-orders\?/);
  await page.getByTestId("lock-button").click();
  await expect(page).toHaveURL(/#\/locking$/);
  expect(await page.evaluate(() => localStorage.getItem("locking"))).toBe("1");
  await page.goto("/#/home");
  await expect(page).toHaveURL(/#\/locking$/);
  await page.reload();
  await expect(page.getByTestId("lock-screen")).toBeVisible();
  await page.locator("#password").fill("wrong-password");
  await page.locator("button[type=submit]").click();
  await expect(toast(page)).toContainText("密码不正确");
  await expect(page).toHaveURL(/#\/locking$/);
  await page.locator("#password").fill("123456");
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/#\/finance\/withdraw-orders/);
  expect(await page.evaluate(() => localStorage.getItem("locking"))).toBe("0");
  await page.goto("/#/locking");
  await expect(page).toHaveURL(/#\/finance\/withdraw-orders/);
});

test("locked: typing a page's address renders nothing behind the lock and sends no request for it", async ({
  page,
}) => {
  await login(page, "admin");
  await page.getByTestId("lock-button").click();
  await expect(page.getByTestId("lock-screen")).toBeVisible();
  const listCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/admin-api/wallet/")) listCalls.push(request.url());
  });
  // As typing it in the address bar does: only the hash changes, no reload.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.evaluate(() => (window.location.hash = "#/finance/withdraw-orders"));
    await expect(page).toHaveURL(/#\/locking$/);
    await expect(page.getByTestId("lock-screen")).toBeVisible();
  }
  await page.waitForTimeout(500);
  await expect(page.locator(".ant-table-row")).toHaveCount(0);
  expect(listCalls).toEqual([]);
});

test("lock from the user menu and from the command palette", async ({ page }) => {
  await login(page, "admin");
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "锁屏" }).click();
  await expect(page.getByTestId("lock-screen")).toBeVisible();
  await page.locator("#password").fill("123456");
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/#\/home$/);
  await openPalette(page);
  await page.getByTestId("command-palette").locator("input").fill("锁屏");
  await expect(page.getByTestId("kbar-item").first()).toContainText("锁屏");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("lock-screen")).toBeVisible();
});

test("the lock is the server's too: the token answers nothing but unlock while locked; 'switch account' signs out", async ({
  page,
}) => {
  await login(page, "admin");
  await page.getByTestId("lock-button").click();
  await expect(page.getByTestId("lock-screen")).toBeVisible();
  await expect.poll(async () => (await api(page, "/wallet/member-trc20/usdt?pageSize=1")).code).toBe(423);
  await page.locator("[data-action=switch-user]").click();
  await expect(page.locator("#username")).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("accessToken"))).toBeFalsy();
});

/** The idle auto-lock's input in the theme drawer. */
const lockMinutesInput = (page: Page) =>
  page.locator(".theme-drawer").getByTestId("theme-field-lockMinutes").locator("input");
const lockingFlag = (page: Page) => page.evaluate(() => localStorage.getItem("locking"));

/** Still unlocked after a jump of the clock (a lock sets the flag at once; the short wait lets a navigation show). */
/** The last activity of any tab, as the idle auto-lock shares it (ms; 0 when none). */
const lastActivity = (page: Page): Promise<number> =>
  page.evaluate(() => Number(localStorage.getItem("lastActivity") ?? 0));

async function expectUnlocked(page: Page): Promise<void> {
  await page.waitForTimeout(300);
  expect(await lockingFlag(page)).not.toBe("1");
  await expect(page).not.toHaveURL(/#\/locking/);
  await expect(page.getByTestId("shell")).toBeVisible();
}

test("idle auto-lock: off by default; set to 1 minute in the theme drawer, a minute without activity locks", async ({
  page,
}) => {
  await page.clock.install();
  await login(page, "admin", "zh-CN", "/finance/withdraw-orders");
  await expect(page).toHaveURL(/withdraw-orders\?/);
  // 0 (off): hours without activity change nothing.
  await page.clock.fastForward("03:00:00");
  await expectUnlocked(page);
  await page.getByTestId("theme-button").click();
  await expect(lockMinutesInput(page)).toHaveValue("0");
  await lockMinutesInput(page).fill("1");
  await lockMinutesInput(page).blur();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("theme") ?? "{}").lockMinutes)).toBe(1);
  await page.clock.fastForward(50_000);
  await expectUnlocked(page);
  await page.clock.fastForward(15_000);
  await expect(page).toHaveURL(/#\/locking$/);
  await expect(page.getByTestId("lock-screen")).toBeVisible();
  expect(await lockingFlag(page)).toBe("1");
  // The same lock as the button's: the server's too, and the right password returns to the page.
  await expect.poll(async () => (await api(page, "/wallet/member-trc20/usdt?pageSize=1")).code).toBe(423);
  await page.locator("#password").fill("123456");
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/#\/finance\/withdraw-orders/);
});

test("idle auto-lock: activity in this tab or in another tab of the console puts the lock off", async ({
  page,
  context,
}) => {
  await page.clock.install();
  await login(page, "admin");
  await page.evaluate(() =>
    localStorage.setItem(
      "theme",
      JSON.stringify({ ...JSON.parse(localStorage.getItem("theme") ?? "{}"), lockMinutes: 1 }),
    ),
  );
  await page.reload();
  await expect(page.getByTestId("shell")).toBeVisible();
  const other = await context.newPage();
  await other.goto("/#/ownspace");
  await expect(other.getByTestId("ownspace")).toBeVisible();
  await page.bringToFront();

  // The clock flows while the tabs load (seconds on a loaded machine): each jump goes to a point in time counted from
  // the activity it is about, not by a fixed amount, or a slow load alone would pass the minute.
  const now = () => page.evaluate(() => Date.now());
  const jumpTo = async (at: number) => page.clock.fastForward(Math.max(0, at - (await now())));
  const opened = await lastActivity(page); // both tabs record their start; this is the newer one
  await jumpTo(opened + 40_000);
  const movedAt = await now();
  await page.mouse.move(300, 300);
  await page.mouse.move(320, 340);
  // Chromium hands pointer moves to the page with its next frame: under load that came after the next fast-forward,
  // where a move past the deadline rightly locks. Go on once the page has recorded the move.
  await expect.poll(() => lastActivity(page)).toBeGreaterThanOrEqual(movedAt);
  // Tabs in other renderer processes see a localStorage write a moment later: the jump waits until the other tab has
  // it, as a user's next tab switch would (its timer reading the older value would lock it, and this tab with it).
  await expect.poll(() => lastActivity(other)).toBeGreaterThanOrEqual(movedAt);
  await jumpTo((await lastActivity(page)) + 40_000); // 80 s since the tabs opened, 40 s since this tab's activity
  await expectUnlocked(page);
  await expectUnlocked(other);

  await other.bringToFront();
  const pressedAt = await other.evaluate(() => Date.now());
  await other.keyboard.press("Shift");
  await expect.poll(() => lastActivity(other)).toBeGreaterThanOrEqual(pressedAt);
  await expect.poll(() => lastActivity(page)).toBeGreaterThanOrEqual(pressedAt);
  await jumpTo((await lastActivity(other)) + 40_000); // 80 s since this tab's activity, 40 s since the other tab's
  await expectUnlocked(page);

  await page.clock.fastForward(30_000); // a minute and more since any activity: both tabs lock
  await expect(page).toHaveURL(/#\/locking$/);
  await expect(other).toHaveURL(/#\/locking$/);
  await expect(other.getByTestId("lock-screen")).toBeVisible();
});

test("other tabs follow a lock at once (nothing behind it left on screen), then the unlock, a sign-out and a login", async ({
  page,
  context,
}) => {
  await login(page, "admin");
  const other = await context.newPage();
  await other.goto("/#/finance/withdraw-orders");
  const rows = other.locator(".ant-table-row");
  await expect(rows.first()).toBeVisible();
  const listAt = other.url();

  // Lock in the first tab: the other one shows its lock screen without being navigated by the test.
  await page.bringToFront();
  await page.goto("/#/ownspace");
  await page.getByTestId("lock-button").click();
  await expect(page.getByTestId("lock-screen")).toBeVisible();
  await expect(other.getByTestId("lock-screen")).toBeVisible();
  await expect(other).toHaveURL(/#\/locking$/);
  await expect(rows).toHaveCount(0);

  // Unlock in the first tab: the other one is back on its own list (not the first tab's page) and carries on.
  await page.locator("#password").fill("123456");
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/#\/ownspace$/);
  await expect(other).toHaveURL(listAt);
  await expect(rows.first()).toBeVisible();
  const searched = other.waitForResponse("**/admin-api/wallet/member-withdraw/list*");
  await other.getByRole("button", { name: /搜\s*索/ }).click();
  expect(((await (await searched).json()) as { code: number }).code).toBe(200);
  await expect(rows.first()).toBeVisible();

  // Sign out in the first tab: the other one goes to login, keeping its page for after it.
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "退出登录" }).click();
  await expect(page.locator("#username")).toBeVisible();
  await expect(other).toHaveURL(/#\/login\?redirect=%2Ffinance%2Fwithdraw-orders/);
  await expect(other.locator("#username")).toBeVisible();
  await expect(rows).toHaveCount(0);

  // Log in in the first tab: the other one, waiting on login, comes back to its page.
  await page.locator("#username").fill("admin");
  await page.locator("#password").fill("123456");
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/#\/home/);
  await expect(other).toHaveURL(/#\/finance\/withdraw-orders/);
  await expect(rows.first()).toBeVisible();
});

test("unlocking in the tab that followed a lock returns it to its own page, and the tab that locked to its own", async ({
  page,
  context,
}) => {
  await login(page, "admin", "zh-CN", "/ownspace");
  await expect(page.getByTestId("ownspace")).toBeVisible();
  const other = await context.newPage();
  await other.goto("/#/finance/withdraw-orders");
  await expect(other.locator(".ant-table-row").first()).toBeVisible();
  const listAt = other.url();
  await page.bringToFront();
  await page.getByTestId("lock-button").click();
  await expect(other.getByTestId("lock-screen")).toBeVisible();
  await other.bringToFront();
  await other.locator("#password").fill("123456");
  await other.locator("button[type=submit]").click();
  await expect(other).toHaveURL(listAt);
  await expect(other.locator(".ant-table-row").first()).toBeVisible();
  await expect(page).toHaveURL(/#\/ownspace$/);
  await expect(page.getByTestId("ownspace")).toBeVisible();
});

for (const unlockIn of ["the tab that locked", "the tab that followed"] as const) {
  test(`a tab that follows another tab's lock keeps its open form's values: after the unlock in ${unlockIn}, the form is back with them`, async ({
    page,
    context,
  }) => {
    // Tab A: an add form of a list, typed into and not saved.
    await openListAs(page, "/config/phone-area-codes", "admin");
    const name = `跨标签草稿-${Date.now() % 100000}`;
    const code = `+7${String(Date.now() % 1000).padStart(3, "0")}`;
    await page.getByRole("button", { name: "添加" }).click();
    const dialog = page.getByRole("dialog");
    await dialogSettled(page);
    await dialog.locator("#regionName").fill(name);
    await dialog.locator("#regionCode").fill(code);

    // Tab B locks; tab A follows it to its lock screen (the form is gone from the screen).
    const other = await context.newPage();
    await other.goto("/#/ownspace");
    await expect(other.getByTestId("ownspace")).toBeVisible();
    await other.getByTestId("lock-button").click();
    await expect(other.getByTestId("lock-screen")).toBeVisible();
    await expect(page.getByTestId("lock-screen")).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const unlocking = unlockIn === "the tab that locked" ? other : page;
    await unlocking.bringToFront();
    await unlocking.locator("#password").fill("123456");
    await unlocking.locator("button[type=submit]").click();

    // Tab A is back on its list with the same form open, holding what was typed, and says so.
    await expect(page).toHaveURL(/#\/config\/phone-area-codes/);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("#regionName")).toHaveValue(name);
    await expect(dialog.locator("#regionCode")).toHaveValue(code);
    await expect(toast(page).filter({ hasText: "已恢复登录失效前填写的内容" })).toBeVisible();
    await expect(other).toHaveURL(/#\/ownspace$/);
  });
}
