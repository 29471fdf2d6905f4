/**
 * Team reward simulator (SPEC §2.3, §7.5; docs/decisions/team.md "Team rewards"): pick a member → its upline chain → a simulated
 * level in the update-level dialog → the rewards of an amount, as the server computes them.
 */
import { expect, test } from "./base";
import { rows } from "./member-screens-support";
import { toast, openListAs } from "./support";

/** The demo team (server/seed/team.ts): 10350 → 10347 (level 2) → 10325 (1) → 10322 (4) → 10321 (6, the leader). */
const SUBJECT = "10350";

test("pick a member, see the chain, change a simulated level, see the rewards", async ({ page }) => {
  await openListAs(page, "/team/team-rewards-simulator", "admin");
  await page.locator("#search_userId").fill(SUBJECT);
  await page.locator("#search_userId").press("Enter");
  await expect(rows(page).locator('td[data-col="memberId"]')).toHaveText(["10350", "10347", "10325", "10322", "10321"]);

  const upline = rows(page).nth(1);
  await upline.locator("[data-action=updateLevel]").click();
  const dialog = page.locator(".ant-modal:visible");
  await dialog.getByTestId("simulated-level").click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: "三星合伙人" }).click();
  await dialog.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" }).first()).toBeVisible();
  await expect(upline.locator('td[data-col="simulatedLevel"]')).toHaveText("三星合伙人");
  await expect(upline.locator('td[data-col="teamLevel"]')).toHaveText("二星合伙人");

  await page.locator("[data-action=simulate]").click();
  const simulation = page.locator(".ant-modal:visible");
  await simulation.getByTestId("simulate-amount").fill("10000");
  await simulation.locator("[data-action=calculate]").click();
  // 10347 (3-star): direct 5% + level difference 3%; 10325: indirect 2%; 10322 (4-star): 4% − 3%;
  // 10321 (co-founder): 6% − 4% and the whole 3% global pool.
  const lines = simulation.getByTestId("reward-table").locator(".ant-table-tbody .ant-table-row");
  await expect(lines).toHaveCount(6);
  await expect(lines.locator("td:last-child")).toHaveText(["500.00", "300.00", "200.00", "100.00", "200.00", "300.00"]);
  await expect(simulation.getByTestId("reward-total")).toHaveText("1,600.00");
});
