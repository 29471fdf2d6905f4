/** Scheduled jobs: the cron preview as you type, pausing, and running once. */
import { expect, test } from "./base";
import { api, onBareProfile, toast, openListAs } from "./support";
import { confirmWith, pickOption, rowWith, uniqueName } from "./member-screens-support";

interface Job {
  id: string;
  status: number;
  lastRunAt: string | null;
}
const jobNamed = async (page: Parameters<typeof api>[0], description: string): Promise<Job> => {
  const answer = await api(page, `/xboot/quartzJob/getAllByPage?description=${encodeURIComponent(description)}`);
  return (answer.result as { content: Job[] }).content[0] as Job;
};

test("a job is paused on confirmation; an invalid cron shows the server's reason and keeps what was typed", async ({
  page,
}) => {
  test.skip(
    onBareProfile(),
    "the job registry and the cron preview are the contract server's (bare: bare-profile.spec.ts)",
  );
  await openListAs(page, "/system/scheduled-jobs", "admin");
  await page.locator('[data-action="add"]').click();
  const dialog = page.locator(".ant-modal:visible");
  await pickOption(page, dialog.getByTestId("job-class-select").locator("input"), "清理过期令牌");
  const cron = dialog.locator("#cronExpression");
  const preview = dialog.getByTestId("cron-preview");
  await cron.fill("0 0 25 * * ?");
  await expect(preview).toContainText("Cron表达式无效");
  await expect(cron).toHaveValue("0 0 25 * * ?");
  await cron.fill("* * * * * ?");
  await expect(preview.locator("li")).toHaveCount(5);
  const description = uniqueName("e2e-job");
  await dialog.locator("#description").fill(description);
  await dialog.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();

  // The test server runs no job on the wall clock (server/tests/scheduled-jobs.test.ts ticks the scheduler at chosen
  // instants, paused jobs included): here, pausing is confirmed, shown and stored.
  const row = rowWith(page, description);
  await row.locator("[data-action=pause]").click();
  await confirmWith(page, "温馨提示", "确认暂停任务「清理过期令牌」吗？暂停后不会按计划执行。");
  await expect(row.getByText("已暂停", { exact: true })).toBeVisible();
  const paused = await jobNamed(page, description);
  expect(paused.status).toBe(-1);
  expect((await api(page, "/xboot/quartzJob/delByIds", { form: { ids: String(paused.id) } })).code).toBe(200);
});

test("run once runs a paused job now and shows its outcome; a back end without the call says so", async ({ page }) => {
  test.skip(onBareProfile(), "run once is the contract server's (bare: bare-profile.spec.ts)");
  await openListAs(page, "/system/scheduled-jobs", "admin");
  // The spare token clean-up: a quick job. (The 30-day member summary holds the embedded database for seconds, and
  // every other test running meanwhile would wait on it.)
  const description = "每天04:00清理过期令牌（备用，已暂停）";
  const before = await jobNamed(page, description);
  const row = rowWith(page, description);
  await expect(row.getByText("已暂停", { exact: true })).toBeVisible();
  const runOnce = "**/admin-api/xboot/quartzJob/runOnce";
  await page.route(runOnce, (route) => route.fulfill({ json: { code: 404, success: false, message: "接口不存在" } }));
  await row.locator("[data-action=runOnce]").click();
  await confirmWith(page, "温馨提示", "确认立即执行一次任务「清理过期令牌」吗？");
  await expect(toast(page).filter({ hasText: "当前后端不支持立即执行" })).toBeVisible();
  // Said once: the action is no longer offered in this tab. A back end that has it again is met after a reload.
  await expect(row.locator("[data-action=runOnce]")).toHaveCount(0);
  await page.unroute(runOnce);
  await page.reload();
  // The row shows the new run (the list is read again after the call) and the job stays paused.
  const lastRun = row.locator('td[data-col="lastRunAt"]');
  const shown = await lastRun.innerText();
  await row.locator("[data-action=runOnce]").click();
  await confirmWith(page, "温馨提示", "确认立即执行一次任务「清理过期令牌」吗？");
  await expect(lastRun).not.toHaveText(shown);
  expect((await jobNamed(page, description)).lastRunAt).not.toBe(before.lastRunAt);
  await expect(row.locator('td[data-col="lastSuccess"]')).toHaveText("成功");
  await expect(row.getByText("已暂停", { exact: true })).toBeVisible();
});
