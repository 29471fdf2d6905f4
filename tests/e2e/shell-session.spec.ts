/** The shell's session and pages: error pages, the version check, deep links, 403s, failed page chunks, sign-out. */
import { expect, test, type Page, type Route } from "./base";
import { dialogSettled, login, loginThroughForm, toast } from "./support";

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
    await login(page, "admin", "zh-CN", "/ownspace");
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
