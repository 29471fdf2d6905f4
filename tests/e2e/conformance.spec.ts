/**
 * Generated conformance checks: one set per screen file (`src/resources/**` `*.screen.ts(x)`), no per-screen code. What
 * the kit promises every list (SPEC §2.13): rows from the server; a search field narrows the list with a value
 * taken from the rows themselves, the URL carries it, and reset clears it (the reload round trip of the URL is the
 * search-mapping unit tests' and the withdrawal spec's); paging moves; admin sees
 * the guarded controls the screen declares and operator none; a status switch round-trips through the server; an add
 * form refuses an empty submit with the field's message and keeps what was typed. Axe looks at every page that is not a list and at the first
 * list of each app (AXE_LISTS). One text field and one select are
 * walked in the browser: that every filter narrows is the server's generated contract test. A settings form page (SettingsPage)
 * instead shows its stored values, saves them back for admin and is read-only for operator. The rules a screen's spec section spells out stay in its hand-written spec.
 * Admin and operator each walk an app's screens in one tab (the console boots once per walk), one step per screen.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { dialogSettled, routesByKey, toast, toastsSeen, TABLE_SPINNING, unfoldFilters } from "./support";
import { expectNoSeriousA11yViolations } from "./a11y";

const ROOT = join(process.cwd(), "src/resources");

function screenKeys(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return screenKeys(path);
    return /\.screen\.tsx?$/.test(entry.name) ? [relative(ROOT, path).replace(/\.screen\.tsx?$/, "")] : [];
  });
}

const rows = (page: Page) => page.locator(".ant-table-tbody .ant-table-row");
const settled = (page: Page) => expect(page.locator(TABLE_SPINNING)).toHaveCount(0);
const TEXT_KINDS = new Set(["text", "digits"]);
const SELECT_KINDS = new Set(["dict", "yesNo", "select"]);

/**
 * Opens a screen: its list (`[data-guards]`), or — for a screen that is not a list (a dashboard, a settings form) —
 * its own page (`[data-screen-page]`), which gets the accessibility and read-only checks but no list checks.
 */
/**
 * The pointer back to the corner a fresh tab has it in: left over a header menu by an earlier click of a walk, it
 * keeps that menu's pop-up open over the search form (the header's overflow menu opens on hover).
 */
async function restPointer(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator(".ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)")).toHaveCount(0);
}

async function open(page: Page, route: string): Promise<Locator> {
  // The previous screen of a walk must be gone before this one is looked at (a hash change keeps the document).
  const previous = await page.$("[data-guards], [data-screen-page]");
  await restPointer(page);
  await page.goto(`/#${route}`);
  await previous?.waitForElementState("hidden");
  const screen = page.locator("[data-guards], [data-screen-page]").first();
  await expect(screen).toBeVisible();
  await settled(page);
  return screen;
}

const isList = async (screen: Locator) => (await screen.getAttribute("data-screen-page")) === null;
/** A settings form page (the kit's SettingsPage) instead of a list. */
const settingsForm = (page: Page) => page.locator("[data-settings] [data-testid=settings-form]");
const isSettings = async (page: Page) => (await page.locator("[data-settings]").count()) > 0;
/** The settings page shows the stored values: its first text input holds one. */
async function expectLoadedSettings(page: Page): Promise<Locator> {
  const first = settingsForm(page).locator("input.ant-input").first();
  await expect(first).not.toHaveValue("");
  return first;
}

/** The first row's text in a column, trimmed; '--' (empty) and long texts are no good as a sample. */
async function sampleOf(page: Page, column: string): Promise<string | null> {
  const cell = rows(page).first().locator(`td[data-col="${column}"]`);
  if ((await cell.count()) === 0) return null;
  const text = (await cell.innerText()).trim();
  return text && text !== "--" && text.length <= 40 ? text : null;
}

/** Reset: every field searched is empty again and gone from the URL. */
async function resetSearch(page: Page, form: Locator, searched: { name: string; select: boolean }[]): Promise<void> {
  await restPointer(page);
  await form.getByRole("button", { name: /重\s*置/ }).click();
  await settled(page);
  for (const { name, select } of searched) {
    const control = form.locator(`[data-search-key="${name}"]`);
    if (select) await expect(control.locator(".ant-select-selection-item")).toHaveCount(0);
    else await expect(control.locator("input").first()).toHaveValue("");
    await expect(page).not.toHaveURL(new RegExp(`field\\]=${name}&`));
  }
}

/** The menus of both users, read once per worker (two API logins, not two per screen). */
let routes: Promise<[Map<string, string>, Map<string, string>]> | undefined;

/**
 * The list screens axe looks at: the first of each app. Every list is the kit's one ListPage with the same parts, so
 * these stand for the rest (a full axe pass costs seconds per screen, and npm test has 30 minutes); every page that
 * is not a list (dashboards, monitors, settings forms) is checked itself, as is every screen in a11y.spec.ts's sample.
 */
const AXE_LISTS = new Set(
  [...new Set(screenKeys().map((key) => key.split("/")[0]))].map(
    (app) => screenKeys().find((key) => key.startsWith(`${app}/`)) ?? "",
  ),
);

/**
 * What the kit promises on one screen, as admin (zh-CN): rows, axe where it looks, one text and one select search
 * through the URL and reset, paging, the guarded controls, a status switch round trip, the add form's refusal.
 */
async function adminChecks(page: Page, key: string, route: string): Promise<void> {
  expect(route, `a menu page mounts ${key}`).not.toBe("");
  const screen = await open(page, route);
  if (await isSettings(page)) {
    await page.waitForTimeout(400);
    await expectNoSeriousA11yViolations(page, `${key} (admin, zh-CN)`);
    // Settings: saving the loaded values round-trips ('操作成功') and they are still there after a reload.
    const first = await expectLoadedSettings(page);
    const value = await first.inputValue();
    // A walk's earlier messages are marked seen, so the one looked for is this save's.
    await toastsSeen(page, "操作成功");
    await page.locator('[data-action="settings-save"][data-perm="edit"]').click();
    await expect(toast(page).filter({ hasText: "操作成功" }).first()).toBeVisible();
    await page.reload();
    await expect(settingsForm(page).locator("input.ant-input").first()).toHaveValue(value);
    return;
  }
  if (!(await isList(screen))) {
    await page.waitForTimeout(400);
    await expectNoSeriousA11yViolations(page, `${key} (admin, zh-CN)`);
    return;
  }
  await expect(rows(page).first()).toBeVisible();
  if (AXE_LISTS.has(key)) {
    // Fade-in animations read as low contrast half-way: let them end before axe looks.
    await page.waitForTimeout(400);
    await expectNoSeriousA11yViolations(page, `${key} (admin, zh-CN)`);
  }
  const form = page.getByTestId("search-form");
  await unfoldFilters(page);
  const searchItems = form.locator("[data-search-key]");
  const typed = new Map<string, string>();
  // One text field, then one select on top of it (each narrowing what the other left), then one reset for both:
  // that each field's parameter narrows is the server's contract test (every filter of every list); here the kit's
  // wiring — form, URL, reset — is what is checked.
  const tried = new Set<boolean>();
  const searched: { name: string; column: string; select: boolean }[] = [];
  for (const select of [false, true]) {
    for (const item of await searchItems.all()) {
      const kind = (await item.getAttribute("data-search-kind")) ?? "";
      const column = await item.getAttribute("data-sample-column");
      const name = (await item.getAttribute("data-search-key")) ?? "";
      if (!column || !(select ? SELECT_KINDS : TEXT_KINDS).has(kind) || tried.has(select)) continue;
      let sample: string | null;
      if (select) {
        // The option the first row shows, so the rows the text search left keep at least that row; else the first.
        const shown = await sampleOf(page, column);
        await item.locator(".ant-select").click();
        const options = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
        await expect(options.first()).toBeVisible();
        const labels = (await options.allInnerTexts()).map((text) => text.trim());
        const found = shown ? labels.indexOf(shown) : -1;
        if (found < 0 && searched.length > 0) {
          // The first row's value is not among the options: start from the whole list again.
          await page.keyboard.press("Escape");
          await resetSearch(page, form, searched);
          searched.length = 0;
          typed.clear();
          await item.locator(".ant-select").click();
        }
        const option = options.nth(Math.max(0, found));
        sample = (await option.innerText()).trim();
        await option.click();
        await form.locator("button[type=submit]").click();
      } else {
        sample = await sampleOf(page, column);
        if (!sample || (kind === "digits" && !/^\d+$/.test(sample))) continue;
        await item.locator("input").first().fill(sample);
        await item.locator("input").first().press("Enter");
      }
      typed.set(name, sample);
      tried.add(select);
      searched.push({ name, column, select });
      // Each narrows to rows showing every sample searched so far, and the URL carries each.
      await settled(page);
      for (const done of searched) await expect(page).toHaveURL(new RegExp(`field\\]=${done.name}&`));
      await expect(rows(page).first()).toBeVisible();
      // Read again until the new rows are in (the previous page can stand until the answer arrives).
      await expect(async () => {
        for (const done of searched) {
          const wanted = (typed.get(done.name) ?? "").toLowerCase();
          for (const text of await rows(page).locator(`td[data-col="${done.column}"]`).allInnerTexts()) {
            expect(text.toLowerCase(), `${done.name} narrows the rows`).toContain(wanted);
          }
        }
      }).toPass({ timeout: 10_000 });
    }
  }
  if (searched.length > 0) await resetSearch(page, form, searched);
  let walkable = 0;
  for (const item of await searchItems.all()) {
    const kind = (await item.getAttribute("data-search-kind")) ?? "";
    if ((await item.getAttribute("data-sample-column")) && (TEXT_KINDS.has(kind) || SELECT_KINDS.has(kind)))
      walkable += 1;
  }
  if (walkable > 0) expect(typed.size, "at least one search field was tried").toBeGreaterThan(0);

  const guards = ((await screen.getAttribute("data-guards")) ?? "").split(" ").filter(Boolean);
  for (const guard of guards.filter((type) => type === "add" || type === "output")) {
    await expect(page.locator(`[data-perm="${guard}"]`).first(), `the ${guard} control`).toBeVisible();
  }
  const rowGuards = guards.filter((type) => type !== "add" && type !== "output");
  if (rowGuards.length > 0)
    expect(await page.locator(rowGuards.map((type) => `[data-perm="${type}"]`).join(",")).count()).toBeGreaterThan(0);

  // A status switch round-trips: toggled, saved ('操作成功'), the refetched row shows it, then toggled back.
  // (That it survives a reload is the analytics-accounts spec's; the refetch already reads the server.)
  const toggle = rows(page).first().locator(".ant-switch[data-perm]:not(.ant-switch-disabled)");
  if ((await toggle.count()) > 0) {
    const before = await toggle.getAttribute("aria-checked");
    const flipped = before === "true" ? "false" : "true";
    await toastsSeen(page, "操作成功");
    await toggle.click();
    await expect(toast(page).filter({ hasText: "操作成功" }).first()).toBeVisible();
    await settled(page);
    const after = rows(page).first().locator(".ant-switch[data-perm]");
    await expect(after).toHaveAttribute("aria-checked", flipped);
    await after.click();
    await expect(after).toHaveAttribute("aria-checked", before ?? "false");
  }

  const next = page.locator(".ant-pagination-next:not(.ant-pagination-disabled)");
  if ((await next.count()) > 0) {
    const firstRow = await rows(page).first().innerText();
    await next.click();
    await settled(page);
    await expect(page.locator(".ant-pagination-item-active")).toHaveText("2");
    await expect(page).toHaveURL(/currentPage=2/);
    // Polled: the first page's rows can stand until page 2's answer is drawn.
    await expect(async () => expect(await rows(page).first().innerText()).not.toBe(firstRow)).toPass({
      timeout: 10_000,
    });
    // The add form below holds on any page: it goes on from page 2 rather than asking for page 1 again.
  }

  const add = page.locator('[data-action="add"]');
  if (guards.includes("add") && (await add.count()) > 0) {
    await add.click();
    const dialog = page.locator(".ant-modal:visible, .ant-drawer-content:visible").last();
    await expect(dialog).toBeVisible();
    await dialogSettled(page);
    const submit = dialog
      .locator('[data-action="form-submit"], button:has-text("提 交"), button:has-text("提交")')
      .first();
    if ((await submit.count()) === 0) return;
    // An empty submit is refused with the fields' messages, the form staying open.
    const errors = dialog.locator(".ant-form-item-explain-error");
    await submit.click();
    await expect(errors.first()).toBeVisible();
    await expect(dialog).toBeVisible();
    // Typing into one field and submitting again keeps what was typed while other fields are still refused.
    const firstText = dialog.locator("input.ant-input:not([disabled])").first();
    if ((await firstText.count()) === 0) return;
    const before = await errors.count();
    const kept = (await firstText.getAttribute("maxlength")) === "1" ? "1" : "c1";
    await firstText.fill(kept).catch(() => undefined);
    const typedValue = await firstText.inputValue();
    if (before < 2) return;
    await submit.click();
    await expect(errors.first()).toBeVisible();
    if (typedValue) await expect(firstText).toHaveValue(typedValue);
  }
}

/** The screens by app (the first segment of their key), for the operator's walk. */
const screensByApp = new Map<string, string[]>();
for (const key of screenKeys()) {
  const app = key.split("/")[0] ?? key;
  screensByApp.set(app, [...(screensByApp.get(app) ?? []), key]);
}

/**
 * The admin walk: each app's screens in one tab, a hash change per screen (the console boots once per walk, not once
 * per screen), in walks of at most WALK screens so both workers stay busy to the end. Each screen is its own step,
 * named in a failure.
 */
const WALK = 7;
const adminWalks: [string, string[]][] = [...screensByApp].flatMap(([app, keys]) => {
  const parts = Math.ceil(keys.length / WALK);
  const size = Math.ceil(keys.length / parts);
  return Array.from({ length: parts }, (_, i): [string, string[]] => [
    parts > 1 ? `${app} (${i + 1}/${parts})` : app,
    keys.slice(i * size, (i + 1) * size),
  ]);
});

test.describe("admin", () => {
  for (const [walk, keys] of adminWalks) {
    test(`admin (zh-CN) on the ${walk} screens: rows, accessibility, search through the URL, reset, paging, guarded controls, switch, add form`, async ({
      page,
      request,
    }) => {
      test.setTimeout(30_000 + keys.length * 40_000);
      routes ??= Promise.all([routesByKey(request, "admin"), routesByKey(request, "operator")]);
      const [admin] = await routes;
      for (const key of keys) await test.step(key, () => adminChecks(page, key, admin.get(key) ?? ""));
    });
  }
});

/**
 * The operator's read-only check, one test per app walking its screens in one tab (a hash change per screen: the
 * console boots once per app, not once per screen). Each screen is its own step, named in a failure.
 */
test.describe("operator", () => {
  test.use({ as: ["operator", "en-US"] });

  for (const [app, keys] of screensByApp) {
    test(`operator (en-US) on the ${app} screens: rows with no guarded control, or the 403 page outside their menu`, async ({
      page,
      request,
    }) => {
      test.setTimeout(30_000 + keys.length * 15_000);
      routes ??= Promise.all([routesByKey(request, "admin"), routesByKey(request, "operator")]);
      const [admin, operator] = await routes;
      for (const key of keys) {
        await test.step(key, async () => {
          const route = admin.get(key) ?? "";
          const operatorRoute = operator.get(key) ?? "";
          expect(route, `a menu page mounts ${key}`).not.toBe("");
          // The previous screen must be gone before this one is looked at (a hash change keeps the document).
          const previous = await page.$("[data-guards], [data-screen-page]");
          if (!operatorRoute) {
            // An admin-only page (the system app): the address leads to the 403 page (SPEC §6), not to the list.
            await page.goto(`/#${route}`);
            await expect(page.getByTestId("error-403")).toBeVisible();
            await expect(page.locator("[data-guards]")).toHaveCount(0);
            return;
          }
          await page.goto(`/#${operatorRoute}`);
          await previous?.waitForElementState("hidden");
          const screen = page.locator("[data-guards], [data-screen-page]").first();
          await expect(screen).toBeVisible();
          await settled(page);
          if (await isSettings(page)) {
            // Settings: the values are shown read-only, with no Save.
            await expect(await expectLoadedSettings(page)).toBeDisabled();
            await expect(page.locator('[data-action="settings-save"]')).toHaveCount(0);
            return;
          }
          if (await isList(screen)) await expect(rows(page).first()).toBeVisible();
          const guards = ((await screen.getAttribute("data-guards")) ?? "").split(" ").filter(Boolean);
          for (const guard of guards) {
            const enabled = page.locator(`[data-perm="${guard}"]:not(.ant-switch-disabled):not([disabled])`);
            await expect(enabled, `no enabled ${guard} control`).toHaveCount(0);
          }
          const anyEnabled = page.locator(
            '[data-perm]:not([data-perm="view"]):not(.ant-switch-disabled):not([disabled])',
          );
          await expect(anyEnabled, "no enabled guarded control of any kind").toHaveCount(0);
        });
      }
    });
  }
});
