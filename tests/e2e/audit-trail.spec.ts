/**
 * The audit trail's screens (docs/audit-trail.md "Screens"): a change made as admin is in the list with its actor,
 * entity and before → after, and the filters narrow to it; "verify chain" reports an intact chain; the member detail
 * drawer lists that member's records; the read-only operator reads the trail and verifies it, with no export. The
 * list, the check and the drawer in zh-CN and en-US; the operator in en-US, as the conformance walk runs it.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import type { Page } from "./base";
import { api } from "./support";
import { expectEveryRow, rows, search } from "./member-screens-support";

const ROUTE = "/system/audit-trail";

const TEXTS = {
  "zh-CN": {
    member: "会员",
    system: "系统",
    walletChange: "资金变动",
    insert: "新增",
    update: "修改",
    showAll: /展开全部/,
    verify: "校验审计链",
    intact: "审计链完整",
    tab: "审计记录",
    total: (n: number) => `共 ${n} 条`,
    export: /导\s*出/,
    confirm: /确\s*定/,
  },
  "en-US": {
    member: "Member",
    system: "System",
    walletChange: "Wallet change",
    insert: "Insert",
    update: "Update",
    showAll: /Show all/,
    verify: "Verify chain",
    intact: "The audit chain is intact",
    tab: "Audit trail",
    total: (n: number) => `${n} in total`,
    export: /Export/,
    confirm: /OK|Confirm/,
  },
} as const;

type Lang = keyof typeof TEXTS;

interface Credit {
  uid: number;
  remark: string;
  before: number;
  after: number;
}

/**
 * Each test's own member, from the range other spec files leave alone: two tests of this file running at once must
 * not credit the same member, or one's newest record is the other's (a random pick met that about once in 15 runs).
 */
const MEMBER_OF = { "zh-CN": 10150, "en-US": 10151, "drawer-zh-CN": 10152, "drawer-en-US": 10153, csv: 10154 } as const;

/** A manual RMB credit as admin (the API the operation-balance screen calls), to the test's own member. */
async function credit(page: Page, tag: keyof typeof MEMBER_OF): Promise<Credit> {
  await page.goto("/#/home");
  const uid = MEMBER_OF[tag];
  const remark = `audit-e2e-${tag}-${Date.now().toString(36)}`;
  const answer = await api(page, "/wallet/user/balance_update", {
    json: { uid, currency: "RMB", type: 1, amount: "12.34", remark },
  });
  expect(answer.code, answer.message).toBe(200);
  const moved = answer.result as { before: string; after: string };
  return { uid, remark, before: Number(moved.before), after: Number(moved.after) };
}

async function openTrail(page: Page): Promise<void> {
  await page.goto(`/#${ROUTE}`);
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
}

async function choose(page: Page, key: string, option: string): Promise<void> {
  await page.getByTestId("search-form").locator(`[data-search-key="${key}"] .ant-select`).click();
  await page
    .locator(".ant-select-dropdown:visible .ant-select-item-option")
    .filter({ hasText: option })
    .first()
    .click();
}

async function verifiesIntact(page: Page, lang: Lang): Promise<void> {
  await page.getByRole("button", { name: TEXTS[lang].verify }).click();
  const result = page.getByTestId("verify-result");
  await expect(result).toHaveAttribute("data-ok", "true");
  await expect(result).toContainText(TEXTS[lang].intact);
  await expect(page.getByTestId("verify-head-hash")).toHaveText(/^[0-9a-f]{64}$/);
  expect(Number(await page.getByTestId("verify-checked").innerText())).toBeGreaterThan(0);
  await page.locator("[data-action=verify-close]").click();
  await expect(result).toBeHidden();
}

for (const lang of ["zh-CN", "en-US"] as const) {
  const T = TEXTS[lang];

  test.describe(`admin (${lang})`, () => {
    test.use({ as: ["admin", lang] });

    test("a credit just made is listed with its actor, entity and before → after; the filters narrow to it", async ({
      page,
    }) => {
      const made = await credit(page, lang);
      await openTrail(page);
      await page.getByTestId("search-form").locator("#search_memberId").fill(String(made.uid));
      await search(page);
      await expect(page).toHaveURL(/field\]=memberId&/);
      const balance = rows(page)
        .filter({ hasText: `${T.member} #${made.uid}` })
        .first();
      await expect(balance).toContainText("admin");
      await expect(balance.locator('td[data-col="action"]')).toHaveText(T.update);
      await expect(balance.locator('[data-field="rmb_balance"]')).toHaveText(
        `rmb_balance ${made.before} → ${made.after}`,
      );
      await expect(balance.locator('td[data-col="reason"]')).toHaveText(made.remark);
      await expect(balance.locator('td[data-col="route"]')).toHaveText("POST /admin-api/wallet/user/balance_update");

      // The member and the entity: only the change row of this credit is left, its inserted values behind "show all".
      await choose(page, "entity", T.walletChange);
      await search(page);
      await expectEveryRow(page, `${T.walletChange} #`);
      const inserted = rows(page).filter({ hasText: made.remark }).first();
      await expect(inserted.locator('td[data-col="action"]')).toHaveText(T.insert);
      await expect(inserted.locator('[data-field="remark"]')).toHaveCount(0);
      await inserted.getByRole("button", { name: T.showAll }).click();
      await expect(inserted.locator('[data-field="remark"]')).toHaveText(`remark ${made.remark}`);
      await expect(inserted.locator('[data-field="amount"]')).toHaveText("amount 12.34");

      // The action too: inserts keep it, updates leave it out.
      await choose(page, "action", T.insert);
      await search(page);
      await expect(page).toHaveURL(/field\]=action&/);
      await expectEveryRow(page, T.insert);
      await expect(rows(page).filter({ hasText: made.remark })).toHaveCount(1);
      await choose(page, "action", T.update);
      await search(page);
      await expect(rows(page).filter({ hasText: made.remark })).toHaveCount(0);
    });

    test("verify chain reports the chain intact, with how many records and the newest one's hash", async ({ page }) => {
      await openTrail(page);
      await verifiesIntact(page, lang);
    });

    test("a change no staff user made reads as the system's", async ({ page }) => {
      await openTrail(page);
      await page.getByTestId("search-form").locator("#search_actor").fill("system");
      await search(page);
      await expect(page).toHaveURL(/field\]=actor&/);
      await expect
        .poll(async () => [...new Set(await rows(page).locator('td[data-col="actorName"]').allInnerTexts())])
        .toEqual([T.system]);
    });

    test("the member detail drawer lists that member's records, newest first", async ({ page }) => {
      const made = await credit(page, `drawer-${lang}`);
      const total = (
        (await api(page, `/member-info/auditTrail?memberId=${made.uid}&pageSize=1`)).result as {
          total: number;
        }
      ).total;
      await page.goto(`/#/members/user-list?uid=${made.uid}`);
      await expect(rows(page)).toHaveCount(1, { timeout: 30_000 });
      await rows(page).first().locator("[data-action=detail]").click();
      const drawer = page.getByTestId("detail-drawer");
      await drawer.getByTestId("detail-tabs").getByRole("tab", { name: T.tab }).click();
      const trail = drawer.getByTestId("member-audit-trail");
      const trailRows = trail.locator(".ant-table-row");
      await expect(trailRows.first()).toContainText(`${T.walletChange} #`);
      await expect(trailRows.first().locator('td[data-col="action"]')).toHaveText(T.insert);
      await expect(trailRows.first().locator('td[data-col="reason"]')).toHaveText(made.remark);
      await expect(trailRows.nth(1).locator('[data-field="rmb_balance"]')).toHaveText(
        `rmb_balance ${made.before} → ${made.after}`,
      );
      await expect(trail.locator('td[data-col="memberId"]')).toHaveCount(0);
      await expect(drawer.locator(".ant-pagination-total-text")).toHaveText(T.total(total));
    });
  });
}

test.describe("admin (zh-CN) export", () => {
  test("the CSV of the page holds the actor, the entity by name and the changes as lines", async ({ page }) => {
    const made = await credit(page, "csv");
    await openTrail(page);
    await page.getByTestId("search-form").locator("#search_memberId").fill(String(made.uid));
    await search(page);
    await expect(rows(page).filter({ hasText: made.remark }).first()).toBeVisible();
    await page.getByRole("button", { name: TEXTS["zh-CN"].export }).click();
    const downloading = page.waitForEvent("download");
    await page.locator(".ant-modal-confirm").getByRole("button", { name: TEXTS["zh-CN"].confirm }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^审计记录_\d{14}\.csv$/);
    const text = readFileSync(await download.path(), "utf8");
    const lines = text.slice(1).trim().split(/\r\n/);
    expect(lines[0]).toBe("时间,操作人,IP地址,操作,对象,会员ID,变更内容,原因,请求");
    const balance = lines.find((line) => line.includes(`会员 #${made.uid}`)) ?? "";
    expect(balance).toContain(",admin,");
    expect(balance).toContain(`rmb_balance: ${made.before} → ${made.after}`);
  });
});

test.describe("operator (en-US)", () => {
  test.use({ as: ["operator", "en-US"] });

  test("reads the trail and verifies the chain, with no export; the member drawer's trail too", async ({ page }) => {
    await openTrail(page);
    await expect(page.locator("[data-perm=output]")).toHaveCount(0);
    await verifiesIntact(page, "en-US");
    const listed = (await api(page, "/audit/list?pageSize=50")).result as { records: { memberId: number | null }[] };
    const uid = listed.records.find((record) => record.memberId !== null)?.memberId;
    expect(uid, "a member's record in the trail").toBeDefined();
    await page.goto(`/#/members/user-list?uid=${uid}`);
    await expect(rows(page)).toHaveCount(1, { timeout: 30_000 });
    await rows(page).first().locator("[data-action=detail]").click();
    const drawer = page.getByTestId("detail-drawer");
    await drawer.getByTestId("detail-tabs").getByRole("tab", { name: TEXTS["en-US"].tab }).click();
    await expect(drawer.getByTestId("member-audit-trail").locator(".ant-table-row").first()).toBeVisible();
  });
});
