/**
 * Two-factor sign-in (docs/security.md): a staff user whose role must use a one-time code binds an authenticator at
 * the first sign-in (the key shown as a QR code and as text, its first code, ten recovery codes shown once), then
 * signs in with password and code; the demo finance user signs in with a code, a wrong one refused with the typed
 * code kept. The codes are made here from the key the page shows, as an authenticator app makes them.
 */
import { Secret, TOTP } from "otpauth";
import { test, expect, type Page } from "./base";
import { api, login, toast, toastsSeen } from "./support";

const STEP_MS = 30_000;
/** The demo finance user's key (server/seed/staff.ts DEMO_FINANCE_TOTP_KEY). */
const FINANCE_KEY = "JBSWY3DPEHPK3PXPKRSXG5BAMFZGK3TD";
const codeOf = (key: string, at = Date.now()): string =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate({ timestamp: at });

async function passwordStep(page: Page, username: string, lang: "zh-CN" | "en-US"): Promise<void> {
  await page.goto("/#/login");
  await page.evaluate((l) => localStorage.setItem("lang", l), lang);
  await page.reload();
  await page.locator("#username").fill(username);
  await page.locator("#password").fill("123456");
  await page.locator("button[type=submit]").click();
  await expect(page.getByTestId("second-step-form")).toBeVisible();
}

async function enterCode(page: Page, code: string, verify: string): Promise<void> {
  await page.locator("#otp-code").fill(code);
  await expect(page.getByTestId("second-step-form").locator("button[type=submit]")).toHaveText(verify);
  await page.getByTestId("second-step-form").locator("button[type=submit]").click();
}

/**
 * Signs in with the key's next code (a code is accepted once: another sign-in of this user, a retry, may have used
 * this half-minute's); refused, it waits for the next half-minute's code, as a user would.
 */
async function signInWithNextCode(page: Page, key: string, verify: string, wrong: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await enterCode(page, codeOf(key, Date.now() + STEP_MS), verify);
    const refused = toast(page).filter({ hasText: wrong });
    const outcome = await Promise.race([
      page.waitForURL(/#\/home/).then(() => "in" as const),
      refused.waitFor().then(() => "refused" as const),
    ]);
    if (outcome === "in") return;
    await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 200);
  }
  throw new Error("no code was accepted");
}

test("a new finance user binds an authenticator, signs out, and signs in with a code (zh-CN)", async ({ page }) => {
  await login(page, "admin");
  const roles = (await api(page, "/xboot/role/getAllList")).result as { id: string; name: string }[];
  const finance = roles.find((role) => role.name === "ROLE_FINANCE");
  const username = `tf${Date.now().toString(36)}`;
  const added = await api(page, "/xboot/user/admin/add", {
    form: { username, password: "123456", nickname: username, roleIds: finance?.id ?? "" },
  });
  expect(added.success).toBe(true);
  await page.evaluate(() => localStorage.clear());

  await passwordStep(page, username, "zh-CN");
  await expect(page.getByText("绑定身份验证器")).toBeVisible();
  await expect(page.locator(".login-step-key svg")).toBeVisible();
  const key = ((await page.getByTestId("totp-key").textContent()) ?? "").replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await enterCode(page, codeOf(key), "验 证");
  const codes = page.getByTestId("recovery-codes").locator("li");
  await expect(codes).toHaveCount(10);
  await page.getByRole("button", { name: "我已保存，进入系统" }).click();
  await page.waitForURL(/#\/home/);

  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "退出登录" }).click();
  await expect(page.locator("#username")).toBeVisible();

  await passwordStep(page, username, "zh-CN");
  await expect(page.getByText("输入动态验证码")).toBeVisible();
  // The binding used this step's code: an authenticator shows the next one half a minute later.
  await signInWithNextCode(page, key, "验 证", "动态验证码错误");
});

test("the finance user signs in with a code; a wrong one is refused and what was typed stays (en-US)", async ({
  page,
}) => {
  await passwordStep(page, "finance", "en-US");
  await expect(page.getByText("Enter your one-time code")).toBeVisible();
  const near = [-1, 0, 1].map((steps) => codeOf(FINANCE_KEY, Date.now() + steps * STEP_MS));
  const wrong = ["000000", "111111", "222222"].find((code) => !near.includes(code)) ?? "333333";
  await enterCode(page, wrong, "Verify");
  await expect(toast(page).filter({ hasText: "Wrong code" })).toBeVisible();
  await expect(page.locator("#otp-code")).toHaveValue(wrong);
  await toastsSeen(page);
  await signInWithNextCode(page, FINANCE_KEY, "Verify", "Wrong code");
});

test("approving a money request asks for a fresh code first; a wrong one keeps the dialog (en-US)", async ({
  page,
}) => {
  // A finance user bound through the API: the binding takes the previous half-minute's code, the sign-in this one's,
  // the step-up the next one's — each later than the last, as a code is accepted once.
  await login(page, "admin");
  const roles = (await api(page, "/xboot/role/getAllList")).result as { id: string; name: string }[];
  const username = `su${Date.now().toString(36)}`;
  const roleIds = roles.find((role) => role.name === "ROLE_FINANCE")?.id ?? "";
  expect(
    (await api(page, "/xboot/user/admin/add", { form: { username, password: "123456", nickname: username, roleIds } }))
      .success,
  ).toBe(true);
  const step = (await (
    await page.request.post("/admin-api/xboot/login", { form: { username, password: "123456" } })
  ).json()) as {
    result: { ticket: string; key: string };
  };
  const key = step.result.key;
  const bound = await page.request.post("/admin-api/xboot/login/twoFactor/bind", {
    form: { ticket: step.result.ticket, code: codeOf(key, Date.now() - STEP_MS) },
  });
  expect(((await bound.json()) as { success: boolean }).success).toBe(true);
  await page.evaluate(() => localStorage.clear());
  await passwordStep(page, username, "en-US");
  await enterCode(page, codeOf(key), "Verify");
  await page.waitForURL(/#\/home/);

  // The server's answers to the approval: the step-up refusal, then (the code given) the approval. The code itself
  // goes to the real server; what a stale session and a fresh code make the server do is server/tests/two-factor.test.ts.
  const approvals: string[] = [];
  await page.route("**/admin-api/wallet/approval/approve", async (route) => {
    approvals.push(route.request().postData() ?? "");
    const stale = approvals.length === 1;
    await route.fulfill({
      json: stale
        ? {
            code: 428,
            success: false,
            message: "Enter a code from your authenticator app to confirm this action",
            result: null,
          }
        : { code: 200, success: true, message: "success", result: null },
    });
  });
  await page.goto("/#/finance/money-approvals?status=0");
  const row = page
    .locator(".ant-table-tbody .ant-table-row")
    .filter({ has: page.getByRole("button", { name: "Approve", exact: true }) });
  await row.first().getByRole("button", { name: "Approve", exact: true }).click();
  await page
    .locator(".ant-modal-confirm")
    .getByRole("button", { name: /^Confirm$/ })
    .click();

  const dialog = page.locator(".ant-modal").filter({ hasText: "Confirm it is you" });
  await expect(dialog).toContainText("Enter a code from your authenticator app to confirm this action");
  const field = dialog.getByTestId("step-up-code");
  await expect(field).toHaveAttribute("inputmode", "numeric");
  const near = [0, 1].map((steps) => codeOf(key, Date.now() + steps * STEP_MS));
  const wrong = ["000000", "111111", "222222"].find((code) => !near.includes(code)) ?? "333333";
  await field.fill(wrong);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(page).filter({ hasText: "Wrong code" })).toBeVisible();
  await expect(field).toHaveValue(wrong);
  expect(approvals).toHaveLength(1);

  await field.fill(codeOf(key, Date.now() + STEP_MS));
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => approvals.length).toBe(2);
  expect(approvals[1]).toBe(approvals[0]);
});
