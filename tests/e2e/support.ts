/** Shared steps for browser tests: log in as a demo user, open a menu page, read toasts. */
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { StorageKey, tokenEntries, userEntries, type KeptUser } from "../../src/lib/storage";

export const USERS = {
  admin: { username: "admin", password: "123456" },
  operator: { username: "operator", password: "123456" },
  /** Customer service: the operator's pages and `reveal` (personal data shown whole one record at a time). */
  service: { username: "service", password: "123456" },
} as const;
export type DemoUser = keyof typeof USERS;

/**
 * Logs a demo user in with a session of its own (its own token: a test may lock, sign out or revoke it) and opens
 * home, or the page `at` names (the console then boots there, without drawing home first). The console's login
 * calls (login, user info, menu) are made over HTTP and the console boots once with what its login keeps (the
 * entries of src/lib/storage.ts, as the auth provider's `loadSession` writes them). A test that changes what those
 * calls answer, or tests the login page itself, uses `loginThroughForm`.
 */
export async function login(
  page: Page,
  user: DemoUser = "admin",
  lang: "zh-CN" | "en-US" = "zh-CN",
  at = "/home",
): Promise<void> {
  const answer = await page.request.post("/admin-api/xboot/login", { form: { ...USERS[user], saveLogin: "true" } });
  const token = ((await answer.json()) as { result: string }).result;
  const read = async <T>(path: string): Promise<T> =>
    ((await (await page.request.get(`/admin-api${path}`, { headers: { accessToken: token } })).json()) as { result: T })
      .result;
  const [userInfo, menu] = await Promise.all([
    read<KeptUser>("/xboot/user/info"),
    read<unknown[]>("/xboot/permission/getMenuList"),
  ]);
  // The entries the console's own login keeps (src/lib/storage.ts), the menu and the language.
  const kept = {
    ...tokenEntries(token),
    ...userEntries(userInfo),
    [StorageKey.menuData]: JSON.stringify(menu),
    [StorageKey.lang]: lang,
  };
  // Written once, before the console's first script, on a page of its origin that runs none (later reloads keep
  // what the test did since; a second login on the same page writes over the first's). No init script: the page can be
  // kept for the next test (kept-page.ts).
  await page.goto("/version.json");
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, kept);
  await page.goto(`/#${at}`);
  await page.waitForURL((url) => url.hash.startsWith(`#${at}`));
}

/** Logs in through the login page, so that the page's own calls go through the test's routes. */
export async function loginThroughForm(
  page: Page,
  user: DemoUser = "admin",
  lang: "zh-CN" | "en-US" = "zh-CN",
): Promise<void> {
  await page.goto("/#/login");
  await page.evaluate((l) => localStorage.setItem("lang", l), lang);
  await page.reload();
  await page.locator("#username").fill(USERS[user].username);
  await page.locator("#password").fill(USERS[user].password);
  await page.locator("button[type=submit]").click();
  await page.waitForURL(/#\/home/);
}

/** Opens a page by its route and waits for the list's first data row. */
/**
 * A table still loading: antd's own spinner inside a table, or the generic list page's, which wraps its table
 * (`list-table-loading`) so that loading alone does not re-render a 1,000-row table.
 */
export const TABLE_SPINNING =
  ".ant-table-wrapper .ant-spin-spinning, .list-table-loading > .ant-spin-spinning, .list-table-loading > div > .ant-spin-spinning";

export async function openList(page: Page, route: string): Promise<void> {
  await page.goto(`/#${route}`);
  await expect(page.locator(".ant-table-tbody .ant-table-row").first()).toBeVisible();
}

/** `login` straight onto a list, waiting for its first data row: one boot, and home is never drawn. */
export async function openListAs(
  page: Page,
  route: string,
  user: DemoUser = "admin",
  lang: "zh-CN" | "en-US" = "zh-CN",
): Promise<void> {
  await login(page, user, lang, route);
  await expect(page.locator(".ant-table-tbody .ant-table-row").first()).toBeVisible();
}

/** The messages on screen, but for those `toastsSeen` marked. */
export function toast(page: Page) {
  return page.locator(".ant-message-notice:not([data-e2e-seen])");
}

/**
 * Before an action that shows a message: the messages on screen are marked seen, so that `toast(page)` counts only
 * the ones shown after this, without waiting out the seconds each stays on screen. One with a text the action may
 * show (`texts`) is waited out first: the console shows the same message again in its place (src/lib/notify.ts),
 * which would then stay marked.
 */
export async function toastsSeen(page: Page, ...texts: string[]): Promise<void> {
  for (const text of texts) {
    await expect(page.locator(".ant-message-notice").filter({ hasText: text })).toHaveCount(0, { timeout: 10_000 });
  }
  await page
    .locator(".ant-message-notice")
    .evaluateAll((notices) => notices.forEach((notice) => notice.setAttribute("data-e2e-seen", "")));
}

/** The API token of the logged-in page, for calls a test makes on purpose (e.g. proving the server's 403). */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem("accessToken") ?? "");
}

export async function api(
  page: Page,
  path: string,
  init: { method?: string; json?: unknown; form?: Record<string, string> } = {},
) {
  const token = await tokenOf(page);
  const response = await page.request.fetch(`/admin-api${path}`, {
    method: init.method ?? (init.json || init.form ? "POST" : "GET"),
    headers: { accessToken: token, ...(init.json ? { "Content-Type": "application/json" } : {}) },
    data: init.json ?? undefined,
    form: init.form,
  });
  return (await response.json()) as { code: number; message: string; success: boolean; result: unknown };
}

/**
 * Ctrl+K once the shell is on screen, until the palette is open: the shortcut's listener is attached by an effect
 * just after the shell paints, so a press in that instant is pressed again (only while the palette is not showing).
 */
export async function openPalette(page: Page): Promise<void> {
  const palette = page.getByTestId("command-palette");
  await expect(page.getByTestId("shell")).toBeVisible();
  await expect(async () => {
    if (!(await palette.isVisible())) await page.keyboard.press("Control+k");
    await expect(palette).toBeVisible({ timeout: 5000 });
  }).toPass();
}

/**
 * Waits until no modal or drawer is still moving in. A click computed during antd's zoom-in lands where the button
 * was a frame before — on the modal's wrap, which does nothing (a submit that "did nothing", seen under load).
 */
export async function dialogSettled(page: Page): Promise<void> {
  await expect(
    page.locator('.ant-modal[class*="ant-zoom-"], .ant-drawer-content-wrapper[class*="-motion-"]'),
  ).toHaveCount(0);
}

/**
 * Presses Esc in the open modal or drawer once it holds the focus, as a user's Esc comes after they see it: antd hears
 * the key on the dialog's own wrap, which takes the focus a moment after it shows (long enough, under load, for an
 * immediate press to reach the page instead).
 */
export async function escapeDialog(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest(".ant-modal-wrap, .ant-drawer"))))
    .toBe(true);
  await page.keyboard.press("Escape");
}

/** A session ended by a 401: the login page, exactly one message (this one), userInfo and the token cleared. */
export async function expectSessionEnded(page: Page, message: string): Promise<void> {
  await expect(page).toHaveURL(/#\/login/);
  await expect(toast(page)).toHaveCount(1);
  await expect(toast(page)).toHaveText(message);
  expect(await page.evaluate(() => [localStorage.getItem("accessToken"), localStorage.getItem("userInfo")])).toEqual([
    "",
    null,
  ]);
}

/** Shows a list's folded filters ('More filters'), when it has any. */
export async function unfoldFilters(page: Page): Promise<void> {
  const fold = page.getByTestId("search-fold");
  if ((await fold.count()) > 0 && (await fold.getAttribute("aria-expanded")) === "false") await fold.click();
}

/**
 * What is wrong with the page's ids while a form is open over it: an id two elements share, a label pointing at
 * nothing or into another form (a click on it would focus the other form's field).
 */
export async function idProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const seen = new Set<string>();
    for (const node of document.querySelectorAll("[id]")) {
      if (seen.has(node.id)) found.push(`duplicate id ${node.id}`);
      seen.add(node.id);
    }
    for (const label of document.querySelectorAll<HTMLLabelElement>("form label[for]")) {
      const target = document.getElementById(label.htmlFor);
      if (!target) found.push(`label for ${label.htmlFor} points at nothing`);
      else if (target.closest("form") !== label.closest("form"))
        found.push(`label for ${label.htmlFor} leaves its form`);
    }
    return found;
  });
}

interface MenuNode {
  path?: string;
  component?: string;
  children?: MenuNode[];
}

/** The hash route of each page in a user's menu, by its component key (group path + page path, as the shell mounts them). */
export async function routesByKey(request: APIRequestContext, user: DemoUser): Promise<Map<string, string>> {
  const login = await request.post("/admin-api/xboot/login", { form: { ...USERS[user] } });
  const token = ((await login.json()) as { result: string }).result;
  const answer = await request.get("/admin-api/xboot/permission/getMenuList", { headers: { accessToken: token } });
  const menu = ((await answer.json()) as { result: MenuNode[] }).result;
  const routes = new Map<string, string>();
  const walk = (nodes: MenuNode[], prefix: string) => {
    for (const node of nodes) {
      const here = node.path ? `${prefix}/${node.path.replace(/^\//, "")}` : prefix;
      if (node.component && !node.children?.length) routes.set(node.component, here);
      walk(node.children ?? [], node.path?.startsWith("/") ? node.path : here);
    }
  };
  for (const app of menu) walk(app.children ?? [], "");
  return routes;
}

/**
 * The test runs against the bare profile (playwright.config.ts, project `bare`): a back end with only what the spec
 * and X-Boot give. A test of a console extra skips there (`test.skip(onBareProfile(), …)`): the bare walk checks the
 * extra is left out quietly.
 */
export const onBareProfile = (): boolean => test.info().project.name === "bare";

/** A second administrator, logged in in its own browser context. */
export async function secondAdmin(browser: Browser, admin: Page, username: string, lang: string): Promise<Page> {
  const roles = (await api(admin, "/xboot/role/getAllList")).result as { id: string; name: string }[];
  const adminRole = roles.find((role) => role.name === "ROLE_ADMIN");
  const added = await api(admin, "/xboot/user/admin/add", {
    form: { username, password: "123456", nickname: username, roleIds: adminRole?.id ?? "" },
  });
  expect(added.success, added.message).toBe(true);
  const page = await (await browser.newContext()).newPage();
  await page.goto("/#/login");
  await page.evaluate((l) => localStorage.setItem("lang", l), lang);
  await page.reload();
  await page.locator("#username").fill(username);
  await page.locator("#password").fill("123456");
  await page.locator("button[type=submit]").click();
  await page.waitForURL(/#\/home/);
  return page;
}
