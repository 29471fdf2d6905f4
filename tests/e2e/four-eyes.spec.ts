/**
 * Four-eyes (docs/audit-trail.md): with a USDT threshold set, a manual credit above it is submitted as a request and
 * moves nothing; its requester sees why Approve is absent; a second staff user approves it after a confirmation that
 * names the member and the amount; the balance then moves once. In zh-CN and en-US.
 *
 * The threshold is far above any amount other specs move (they run beside this one), and is cleared afterwards.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./base";
import { api, dialogSettled, login, openList, secondAdmin, toast } from "./support";
import { rowWith } from "./member-screens-support";

// Both languages set and clear the one threshold: one after the other, not side by side.
test.describe.configure({ mode: "default" });

const THRESHOLD = "5000000";
/** Cents of its own per run, so a row is this run's request whatever earlier runs left on the server. */
const AMOUNT = `5000000.${String(10 + (Date.now() % 90))}`;
const SHOWN = `5,000,000.${AMOUNT.slice(-2)}`;

interface Member {
  id: number;
  usdtBalance: number;
}

const LABELS = {
  "zh-CN": {
    formTitle: "人工调整余额",
    ok: /确\s*定/,
    pending: "已提交审批",
    mine: "需另一位员工批准（由你发起）",
    approve: "通过",
    withdraw: "撤回",
    confirmText: "确认批准该申请",
    succeeded: "操作成功",
    approved: "已批准",
  },
  "en-US": {
    formTitle: "Adjust a balance manually",
    ok: /^Confirm$/,
    pending: "Submitted for approval",
    mine: "Needs another staff user (you requested it)",
    approve: "Approve",
    withdraw: "Withdraw",
    confirmText: "Approve this request?",
    succeeded: "Operation succeeded",
    approved: "Approved",
  },
} as const;

const cents = (value: number) => Math.round(value * 100);

async function usdtCents(page: Page, uid: number): Promise<number> {
  const body = await api(page, "/member-info/queryAll", { json: { userId: uid, page: 1, pageSize: 1 } });
  const found = (body.result as { records: Member[] }).records[0];
  if (!found) throw new Error(`no member ${uid}`);
  return cents(found.usdtBalance);
}

async function setThreshold(page: Page, value: string): Promise<void> {
  const list = await api(page, "/xboot/setting/getAllByPage?key=fourEyesUsdt&pageSize=10");
  const row = (list.result as { content: { id: string; key: string }[] }).content.find((s) => s.key === "fourEyesUsdt");
  if (!row) throw new Error("no fourEyesUsdt setting");
  expect((await api(page, "/xboot/setting/edit", { form: { id: row.id, value } })).success).toBe(true);
}

for (const lang of ["zh-CN", "en-US"] as const) {
  const L = LABELS[lang];
  test(`${lang}: a credit above the threshold waits for a second staff user, who approves it; the balance moves once`, async ({
    page,
    browser,
  }) => {
    const uid = lang === "zh-CN" ? 10051 : 10052;
    await login(page, "admin", lang);
    await setThreshold(page, THRESHOLD);
    try {
      const checker = await secondAdmin(browser, page, `checker${Date.now().toString(36).slice(-6)}`, lang);
      const before = await usdtCents(page, uid);

      await openList(page, "/finance/operation-balance");
      await page.locator("[data-action=add]").click();
      const modal = page.locator(".ant-modal-content").filter({ hasText: L.formTitle });
      await modal.locator("#uid").fill(String(uid));
      await modal.locator("#amount").fill(AMOUNT);
      await modal.locator("#remark").fill("four-eyes e2e");
      await modal.locator("[data-action=form-submit]").click();
      const confirm = page.locator(".ant-modal-confirm");
      await confirm.getByRole("button", { name: L.ok }).click();
      await expect(toast(page).filter({ hasText: L.pending })).toBeVisible();
      expect(await usdtCents(page, uid)).toBe(before);

      // The requester: no Approve on their own request, the reason instead, and Withdraw.
      await openList(page, `/finance/money-approvals?uid=${uid}`);
      const own = rowWith(page, SHOWN);
      await expect(own).toContainText(L.mine);
      await expect(own.getByRole("button", { name: L.approve, exact: true })).toHaveCount(0);
      await expect(own.getByRole("button", { name: L.withdraw })).toBeVisible();

      // The second user approves, after a confirmation naming the member and the amount.
      await openList(checker, `/finance/money-approvals?uid=${uid}`);
      const theirs = rowWith(checker, SHOWN);
      await theirs.getByRole("button", { name: L.approve, exact: true }).click();
      const check = checker.locator(".ant-modal-confirm");
      await expect(check).toContainText(L.confirmText);
      await expect(check).toContainText(String(uid));
      await expect(check).toContainText(`${SHOWN} USDT`);
      await check.getByRole("button", { name: L.ok }).click();
      await expect(toast(checker).filter({ hasText: L.succeeded })).toBeVisible();
      await dialogSettled(checker);
      await expect(rowWith(checker, SHOWN)).toContainText(L.approved);
      expect(await usdtCents(page, uid)).toBe(before + cents(Number(AMOUNT)));

      // Approving again is not offered; the balance moved once.
      await expect(rowWith(checker, SHOWN).getByRole("button", { name: L.approve, exact: true })).toHaveCount(0);
      await checker.context().close();
    } finally {
      await setThreshold(page, "");
    }
  });
}
