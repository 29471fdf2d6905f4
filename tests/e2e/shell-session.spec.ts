/** Issue "The shell": change password, lock screen, error pages, version check, guard. */
import { expect, test, type Page, type Route } from "./base";
import { api, dialogSettled, login, loginThroughForm, openList, openPalette, toast } from "./support";

const drawer = (page: Page) => page.locator(".change-password-drawer .ant-drawer-content");
const fieldErrors = (page: Page) => drawer(page).locator(".ant-form-item-explain-error");
const passwordField = (page: Page, id: string) => drawer(page).locator(`#${id}`);

async function openPasswordDrawer(page: Page): Promise<void> {
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "修改密码" }).click();
  await expect(drawer(page)).toBeVisible();
}

test("change password: the drawer's validation messages", async ({ page }) => {
  await login(page, "admin");
  await openPasswordDrawer(page);
  await expect(page.locator(".change-password-drawer .ant-drawer-content-wrapper")).toHaveCSS("width", "450px");
  await page.getByTestId("change-password-submit").click();
  await expect(fieldErrors(page)).toHaveText(["请输入原密码", "请输入新密码", "请再次输入新密码"]);
  await passwordField(page, "newPass").fill("abc");
  await expect(fieldErrors(page)).toHaveText(["请输入原密码", "请再次输入新密码"]);
  await passwordField(page, "newPass").blur();
  await expect(fieldErrors(page)).toHaveText(["请输入原密码", "请至少输入6个字符", "请再次输入新密码"]);
  await expect(drawer(page).locator(".ant-progress")).toContainText("弱");
  await passwordField(page, "newPass").fill("a".repeat(33));
  await expect(fieldErrors(page)).toContainText(["最多输入32个字符"]);
  await passwordField(page, "newPass").fill("Abcdef12345!");
  await expect(drawer(page).locator(".ant-progress")).toContainText("强");
  await passwordField(page, "confirm").fill("Abcdef12345?");
  await expect(fieldErrors(page)).toContainText(["两次输入密码不一致"]);
  // The mask does not close it, nor does Esc: what was typed stays.
  await page.locator(".change-password-drawer .ant-drawer-mask").click({ position: { x: 10, y: 10 } });
  await expect(drawer(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeVisible();
  await expect(passwordField(page, "newPass")).toHaveValue("Abcdef12345!");
});

test("change password: a wrong original password shows the server's message and keeps what was typed", async ({
  page,
}) => {
  await login(page, "admin");
  await openPasswordDrawer(page);
  await passwordField(page, "password").fill("not-my-password");
  await passwordField(page, "newPass").fill("NewPass123");
  await passwordField(page, "confirm").fill("NewPass123");
  await page.getByTestId("change-password-submit").click();
  await expect(toast(page)).toContainText("旧密码不正确");
  await expect(passwordField(page, "newPass")).toHaveValue("NewPass123");
  await expect(drawer(page)).toBeVisible();
});

test("change password: success posts password, newPass and passStrength as a form and shows the modal", async ({
  page,
}) => {
  // The shared demo users must keep their password for parallel tests: the server's answer is stubbed here.
  let body = "";
  await page.route("**/admin-api/xboot/user/modifyPass", async (route) => {
    body = route.request().postData() ?? "";
    await route.fulfill({ json: { code: 200, success: true, message: "success", result: null } });
  });
  await login(page, "admin");
  await page.goto("/#/change-pass");
  await expect(drawer(page)).toBeVisible();
  await expect(page.getByTestId("security")).toBeVisible();
  await passwordField(page, "password").fill("123456");
  await passwordField(page, "newPass").fill("Abcdef12345!");
  await passwordField(page, "confirm").fill("Abcdef12345!");
  await page.getByTestId("change-password-submit").click();
  await expect(page.locator(".ant-modal-confirm-title")).toHaveText("修改密码成功");
  expect(new URLSearchParams(body).get("password")).toBe("123456");
  expect(new URLSearchParams(body).get("newPass")).toBe("Abcdef12345!");
  expect(new URLSearchParams(body).get("passStrength")).toBe("5");
  await expect(drawer(page)).toBeHidden();
});

test("lock: every route lands on locking; a wrong password shows the server message; the right one returns", async ({
  page,
}) => {
  await login(page, "admin");
  await page.goto("/#/finance/withdraw-orders");
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

test("error pages 403, 404 and 500 each lead home", async ({ page }) => {
  await login(page, "admin");
  for (const code of [403, 500]) {
    await page.goto(`/#/${code}`);
    await expect(page.getByTestId(`error-${code}`)).toBeVisible();
    await page.getByRole("button", { name: "返回首页" }).click();
    await expect(page).toHaveURL(/#\/home$/);
  }
  await page.goto("/#/no/such/page");
  await expect(page.getByTestId("error-404")).toBeVisible();
  await expect(page.getByTestId("shell")).toBeVisible();
  await page.getByRole("button", { name: "返回首页" }).click();
  await expect(page).toHaveURL(/#\/home$/);
});

test("a logged-in user going to login goes home; a parent route forwards to its first child", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/#/login");
  await expect(page).toHaveURL(/#\/home$/);
  await page.goto("/#/finance");
  await expect(page).toHaveURL(/#\/finance\/withdraw-orders/);
});

test("version check: a new version shows the modal and 'refresh now' reloads", async ({ page }) => {
  let served = "1.0.0";
  await page.route(/\/version\.json/, (route) =>
    route.fulfill({ json: { version: served }, headers: { "Cache-Control": "no-cache" } }),
  );
  await login(page, "admin");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("version"))).toBe("1.0.0");
  served = "9.9.9";
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.goto("/#/ownspace");
  await expect(page.getByTestId("ownspace")).toBeVisible();
  await expect(page.locator(".ant-modal-confirm-title")).toHaveText("检测到新的版本:9.9.9，请刷新页面以更新内容！");
  await page.getByRole("button", { name: "立即刷新" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem("version"))).toBe("9.9.9");
});

test("version check: cancelling the new-version modal reloads too (SPEC §8: OK or cancel)", async ({ page }) => {
  let served = "1.0.0";
  await page.route(/\/version\.json/, (route) =>
    route.fulfill({ json: { version: served }, headers: { "Cache-Control": "no-cache" } }),
  );
  await login(page, "admin");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("version"))).toBe("1.0.0");
  served = "9.9.10";
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.goto("/#/ownspace");
  const modal = page.locator(".ant-modal-confirm");
  await expect(modal).toContainText("检测到新的版本:9.9.10");
  await dialogSettled(page);
  await modal.getByRole("button", { name: /取\s*消/ }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem("version"))).toBe("9.9.10");
});

test("version check: a failure warns and the navigation continues", async ({ page }) => {
  await login(page, "admin");
  await page.route(/\/version\.json/, (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/#/ownspace");
  await expect(page.getByTestId("ownspace")).toBeVisible();
  await expect(toast(page)).toContainText("版本检测失败，请重试");
});

test("a deep link survives the login; an external redirect is refused", async ({ page }) => {
  await page.goto("/#/members/usdt-withdraw-addresses?uid=10010");
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await page.locator("#username").fill("admin");
  await page.locator("#password").fill("123456");
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/#\/members\/usdt-withdraw-addresses\?/);
  await expect(page.locator("#search_userId")).toHaveValue("10010");

  await page.evaluate(() => localStorage.clear());
  await page.goto("/#/login?redirect=https%3A%2F%2Fevil.example%2F");
  await page.locator("#username").fill("admin");
  await page.locator("#password").fill("123456");
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/#\/home/);
});

test("a list the server refuses with 403 leads to the 403 page (SPEC §6)", async ({ page }) => {
  await login(page, "admin");
  await page.route("**/admin-api/wallet/member-trc20/usdt*", (route) =>
    route.fulfill({ json: { code: 403, success: false, message: "抱歉，您没有该操作权限", result: null } }),
  );
  await page.goto("/#/members/usdt-withdraw-addresses");
  await expect(page).toHaveURL(/#\/403$/);
  await expect(page.getByText("抱歉，您无权访问此页面")).toBeVisible();
});

for (const [what, address, call] of [
  ["a settings page", "/#/config/system-config", "**/admin-api/sys/config*"],
  ["the monitor", "/#/system/monitor", "**/admin-api/xboot/monitor/runtime*"],
  ["an actuator panel", "/#/system/actuator", "**/admin-api/xboot/actuator/**"],
] as const) {
  test(`${what} whose own data the server refuses with 403 leads to the 403 page`, async ({ page }) => {
    await login(page, "admin");
    await page.route(call, (route) =>
      route.fulfill({ json: { code: 403, success: false, message: "抱歉，您没有该操作权限", result: null } }),
    );
    await page.goto(address);
    await expect(page).toHaveURL(/#\/403$/);
    await expect(page.getByText("抱歉，您无权访问此页面")).toBeVisible();
    // At most the server's message once over it, however many of the page's calls were refused.
    await page.waitForTimeout(600);
    expect(await toast(page).count()).toBeLessThanOrEqual(1);
  });
}

test("a page whose code cannot be loaded offers a reload inside the shell instead of a white page", async ({
  page,
}) => {
  await login(page, "admin");
  await page.route(/\/assets\/usdt-withdraw-addresses\.screen-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/#/members/usdt-withdraw-addresses");
  await expect(page.getByTestId("chunk-failed")).toBeVisible();
  await expect(page.getByTestId("shell")).toBeVisible();
  await page.unroute(/\/assets\/usdt-withdraw-addresses\.screen-[^/]+\.js$/);
  await page.getByTestId("chunk-failed").locator("[data-action=reload]").click();
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
});

test("a page chunk that hangs gives up after 120 s (SPEC §9) into the reload offer, saying a new version is out", async ({
  page,
}) => {
  let served = "1.0.0";
  await page.route(/\/version\.json/, (route) =>
    route.fulfill({ json: { version: served }, headers: { "Cache-Control": "no-cache" } }),
  );
  await page.clock.install();
  await login(page, "admin");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("version"))).toBe("1.0.0");
  // The screen's chunk request is held: never answered, never failed (a proxy or a dead connection).
  const chunk = /\/assets\/usdt-withdraw-addresses\.screen-[^/]+\.js$/;
  const held: Route[] = [];
  await page.route(chunk, (route) => void held.push(route));
  await page.goto("/#/members/usdt-withdraw-addresses");
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator(".page-loading")).toBeVisible();
  await page.clock.fastForward(100_000);
  await expect(page.locator(".page-loading")).toBeVisible();
  await expect(page.getByTestId("chunk-failed")).toHaveCount(0);
  // Published meanwhile: the reload offer says so (SPEC §8's new-version wording).
  served = "9.9.9";
  await page.clock.fastForward(20_000);
  const failed = page.getByTestId("chunk-failed");
  await expect(failed).toBeVisible();
  await expect(failed).toContainText("页面加载失败");
  await expect(failed).toContainText("检测到新的版本:9.9.9，请刷新页面以更新内容！");
  await expect(page.locator(".page-loading")).toHaveCount(0);
  await expect(page.getByTestId("shell")).toBeVisible();
  await page.unroute(chunk);
  for (const route of held) await route.abort().catch(() => undefined);
  await failed.getByRole("button", { name: "重新加载" }).click();
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
});

test("the theme drawer's chunk that hangs gives up after 120 s into a reload offer over the console, which keeps working", async ({
  page,
}) => {
  await page.clock.install();
  await login(page, "admin");
  // Home's own lazy chunks first (the dashboard, its charts): moving the clock past 120 s would time them out too.
  await expect(page.locator("[data-chart] canvas").first()).toBeVisible();
  // The drawer's chunk request is held (the shell's own lazy pieces have SPEC §9's timeout too, not only the pages).
  const chunk = /\/assets\/theme-drawer-[^/]+\.js$/;
  const held: Route[] = [];
  await page.route(chunk, (route) => void held.push(route));
  await page.getByTestId("theme-button").click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.clock.fastForward(100_000);
  await expect(page.getByTestId("piece-failed")).toHaveCount(0);
  await page.clock.fastForward(20_000);
  const failed = page.getByTestId("piece-failed");
  await expect(failed).toBeVisible();
  await expect(failed).toContainText("控制台的这一部分加载失败");
  await expect(failed).toContainText("网络中断或已发布新版本，请重新加载页面");
  // Not the whole console replaced by the offer (the root boundary's, as before): the shell and home stay, usable.
  await expect(page.getByTestId("chunk-failed")).toHaveCount(0);
  await expect(page.getByTestId("shell")).toBeVisible();
  await failed.getByRole("button", { name: "关闭" }).click();
  await expect(failed).toHaveCount(0);
  await page.goto("/#/members/usdt-withdraw-addresses");
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  // The gear again: the same offer (this load has failed); its Reload brings the drawer.
  await page.unroute(chunk);
  for (const route of held) await route.abort().catch(() => undefined);
  await page.getByTestId("theme-button").click();
  await expect(failed).toBeVisible();
  await failed.getByRole("button", { name: "重新加载" }).click();
  await expect(page.getByTestId("shell")).toBeVisible();
  await page.getByTestId("theme-button").click();
  await expect(page.locator(".theme-drawer")).toBeVisible();
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

test("a screen outside the user's menu shows the 403 page; an unknown address the 404 page", async ({ page }) => {
  // A user whose menu lacks the withdrawal list (the server delivers the menu per user).
  await page.route("**/admin-api/xboot/permission/getMenuList*", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const strip = (nodes: { component?: string; children?: unknown[] }[]): unknown[] =>
      nodes
        .filter((node) => node.component !== "finance/withdraw-orders")
        .map((node) => ({ ...node, children: strip((node.children ?? []) as { component?: string }[]) }));
    body.result = strip(body.result);
    await route.fulfill({ response, json: body });
  });
  await loginThroughForm(page, "admin");
  await page.goto("/#/finance/withdraw-orders");
  await expect(page.getByText("抱歉，您无权访问此页面")).toBeVisible();
  await page.goto("/#/no/such-page");
  await expect(page.getByText("抱歉，您无权访问此页面")).toHaveCount(0);
  await expect(page.locator("body")).toContainText("404");
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
  await login(page, "admin");
  await page.goto("/#/finance/withdraw-orders");
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

/**
 * Every toast the page shows, across reloads (sign-out reloads the page, which would hide one that only flashed):
 * an observer in each document reports each message notice's text to the test.
 */
async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding("__toastSeen", (_source, text: string) => void seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __toastSeen: (text: string) => void }).__toastSeen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            for (const notice of [node, ...node.querySelectorAll(".ant-message-notice")])
              if (notice.matches(".ant-message-notice")) report(notice.textContent ?? "");
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}

for (const [label, answer] of [
  ["404 (a back end without the call)", { status: 404, body: "Not Found" }],
  ["a refusal in the body", { json: { code: 500, success: false, message: "退出失败", result: null } }],
  ["code 200 and success false", { json: { code: 200, success: false, message: "退出失败", result: null } }],
  ["401", { json: { code: 401, success: false, message: "登录已失效", result: null } }],
] as const) {
  test(`sign-out against a back end answering /xboot/logout with ${label}: the login page and no error toast`, async ({
    page,
  }) => {
    const toasts = await recordToasts(page);
    await page.route("**/admin-api/xboot/logout*", (route) => route.fulfill(answer));
    await login(page, "admin");
    await page.goto("/#/ownspace");
    await expect(page.getByTestId("ownspace")).toBeVisible();
    const signOut = page.waitForRequest("**/admin-api/xboot/logout*");
    // The reload after sign-out answered as over a real network, not in a millisecond: a toast raised before it
    // would be on screen meanwhile.
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      },
    );
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await signOut;
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.locator("#username")).toBeVisible();
    expect(toasts).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeFalsy();
  });
}

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
  await login(page, "admin");
  await page.goto("/#/ownspace");
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
    await login(page, "admin");
    await openList(page, "/config/phone-area-codes");
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
