/** SPEC §2.7 team partner-level configuration: list, add/edit drawer, status switch, delete, and the guards. */
import { expect, test, type Page } from "./base";
import { api, toast, openListAs } from "./support";

const LIST = "/team/team-config";
const drawer = (page: Page) => page.getByTestId("config-drawer");
const rowOf = (page: Page, levelName: string) => page.locator(".ant-table-row").filter({ hasText: levelName });

interface Config {
  id: number;
  levelName: string;
  level: number;
  globalProfitRate: number | null;
  status: number;
  upgradeCondition: Record<string, number>;
  upgradeConditionShow: string[];
}

/** A unique level name (at most 15 characters) so parallel tests never share a row. */
const uniqueName = (prefix: string) => `${prefix}${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;

async function configs(page: Page): Promise<Config[]> {
  return (await api(page, "/myTeam/configlist")).result as Config[];
}

async function createConfig(page: Page, levelName: string, extra: Record<string, unknown> = {}): Promise<number> {
  const answer = await api(page, "/myTeam/configSave", {
    json: {
      levelName,
      level: 2,
      userInviteDirectRate: 0.05,
      upgradeCondition: { directLevel: 1, teamAssets: 1000, realnameAuth: 1 },
      upgradeConditionShow: ["甲", "乙"],
      status: 1,
      ...extra,
    },
  });
  expect(answer.code, answer.message).toBe(200);
  return answer.result as number;
}

async function pickOption(page: Page, selectId: string, option: string) {
  await drawer(page)
    .locator(".ant-select")
    .filter({ has: page.locator(`#${selectId}`) })
    .click();
  await page
    .locator(".ant-select-dropdown:visible .ant-select-item-option")
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
}

test.describe("as admin", () => {
  test.beforeEach(async ({ page }) => {
    await openListAs(page, LIST, "admin");
  });

  test("lists every config with its level tag, rates, upgrade text and a status switch, without paging", async ({
    page,
  }) => {
    const headers = page.locator(".ant-table-thead th");
    for (const title of [
      "等级名称",
      "等级",
      "会员直推收益率",
      "会员间推收益率",
      "合伙人收益率",
      "合伙人平级收益率",
      "全球分红率",
      "升级条件文本",
      "状态",
      "操作",
    ]) {
      await expect(headers.filter({ hasText: new RegExp(`^${title}$`) })).toHaveCount(1);
    }
    await expect(rowOf(page, "联合创始人").first().locator(".ant-tag")).toHaveText("联合创始人");
    await expect(rowOf(page, "一星合伙人").first()).toContainText("团队总资产50000");
    await expect(page.locator(".ant-pagination")).toHaveCount(0);
  });

  test("adds a config through the drawer; it is in the list and in the database", async ({ page }) => {
    const name = uniqueName("增");
    await page.locator("[data-action=add]").click();
    await expect(drawer(page).locator(".ant-drawer-title")).toContainText("添加合伙人等级");
    const box = await drawer(page).boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(700);
    await drawer(page).locator("[data-action=drawer-submit]").click();
    await expect(drawer(page).getByText("请输入等级名称")).toBeVisible();
    await expect(drawer(page).getByText("请选择等级")).toBeVisible();
    await drawer(page).locator("#levelName").fill(name);
    await pickOption(page, "level", "三星合伙人");
    await drawer(page).locator("#userInviteDirectRate").fill("0.123456789");
    await expect(drawer(page).locator("#userInviteDirectRate")).toHaveValue("0.1234567");
    await drawer(page).locator("#childLevelProfitRate").fill("0.2");
    await pickOption(page, "directLevel", "二星合伙人");
    await drawer(page).locator("#directLevelCount").fill("3");
    await drawer(page).locator("#teamAssets").fill("50000");
    await drawer(page).locator("#realnameAuth").click();
    await drawer(page).locator("#upgradeConditionShow").fill("直推3个二星合伙人,团队总资产50000");
    await drawer(page).locator("[data-action=drawer-submit]").click();
    await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
    await expect(rowOf(page, name)).toContainText("直推3个二星合伙人");
    const saved = (await configs(page)).find((config) => config.levelName === name);
    expect(saved).toMatchObject({
      level: 3,
      status: 1,
      globalProfitRate: null,
      upgradeConditionShow: ["直推3个二星合伙人", "团队总资产50000"],
      upgradeCondition: { directLevel: 2, directLevelCount: 3, teamAssets: 50000, realnameAuth: 1 },
    });
  });

  test("edits a config: the drawer opens filled, the upgrade text round-trips, the change persists", async ({
    page,
  }) => {
    const name = uniqueName("改");
    const id = await createConfig(page, name);
    await page.reload();
    await rowOf(page, name).locator("[data-action=edit]").click();
    await expect(drawer(page).locator(".ant-drawer-title")).toContainText("编辑合伙人等级");
    await expect(drawer(page).locator("#levelName")).toHaveValue(name);
    await expect(drawer(page).locator("#upgradeConditionShow")).toHaveValue("甲,乙");
    await expect(drawer(page).locator("#realnameAuth")).toHaveAttribute("aria-checked", "true");
    const renamed = uniqueName("新");
    await drawer(page).locator("#levelName").fill(renamed);
    await drawer(page).locator("#upgradeConditionShow").fill("丙，丁, 戊");
    await drawer(page).locator("[data-action=drawer-submit]").click();
    await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
    await expect(rowOf(page, renamed)).toContainText("丙,丁,戊");
    expect((await configs(page)).find((config) => config.id === id)).toMatchObject({
      levelName: renamed,
      upgradeConditionShow: ["丙", "丁", "戊"],
      upgradeCondition: { directLevel: 1, teamAssets: 1000, realnameAuth: 1 },
    });
    await page.reload();
    await rowOf(page, renamed).locator("[data-action=edit]").click();
    await expect(drawer(page).locator("#upgradeConditionShow")).toHaveValue("丙,丁,戊");
  });

  test("globalProfitRate is editable only at level 6; the drawer drags and a mask click does not close it", async ({
    page,
  }) => {
    await page.locator("[data-action=add]").click();
    await expect(drawer(page).locator("#globalProfitRate")).toBeDisabled();
    await pickOption(page, "level", "联合创始人");
    await expect(drawer(page).locator("#globalProfitRate")).toBeEnabled();
    await pickOption(page, "level", "五星合伙人");
    await expect(drawer(page).locator("#globalProfitRate")).toBeDisabled();
    const panel = drawer(page).getByTestId("drag-panel");
    const before = await panel.boundingBox();
    const handle = await drawer(page).getByTestId("drag-handle").boundingBox();
    await page.mouse.move((handle?.x ?? 0) + 20, (handle?.y ?? 0) + 5);
    await page.mouse.down();
    await page.mouse.move((handle?.x ?? 0) - 180, (handle?.y ?? 0) + 5, { steps: 5 });
    await page.mouse.up();
    const after = await panel.boundingBox();
    expect(Math.round((before?.x ?? 0) - (after?.x ?? 0))).toBe(200);
    await page.mouse.click(50, 450);
    await expect(drawer(page).locator(".ant-drawer-title")).toBeVisible();
    await drawer(page).locator("[data-action=drawer-cancel]").click();
    await expect(drawer(page)).toHaveCount(0);
  });

  test("the status switch saves the config with the new status, and it persists", async ({ page }) => {
    const name = uniqueName("开");
    const id = await createConfig(page, name);
    await page.reload();
    const toggle = rowOf(page, name).getByTestId("switch-status");
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await toggle.click();
    await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    expect((await configs(page)).find((config) => config.id === id)).toMatchObject({
      status: 2,
      levelName: name,
      upgradeConditionShow: ["甲", "乙"],
    });
    await page.reload();
    await expect(rowOf(page, name).getByTestId("switch-status")).toHaveAttribute("aria-checked", "false");
  });

  test("delete asks first, then removes the config", async ({ page }) => {
    const name = uniqueName("删");
    const id = await createConfig(page, name);
    await page.reload();
    await rowOf(page, name).locator("[data-action=delete]").click();
    const dialog = page.locator(".ant-modal-confirm");
    await expect(dialog).toContainText("温馨提示");
    await expect(dialog).toContainText("删除后无法恢复，请谨慎操作!");
    await dialog
      .getByRole("button", { name: "确 定" })
      .or(dialog.getByRole("button", { name: "确定" }))
      .click();
    await expect(toast(page).filter({ hasText: "删除成功" })).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
    expect((await configs(page)).some((config) => config.id === id)).toBe(false);
  });
});

test.describe("as operator", () => {
  test("has no add, edit or delete control, the switch is disabled, and the server refuses the calls", async ({
    page,
  }) => {
    await openListAs(page, LIST, "operator");
    await expect(page.locator("[data-action=add]")).toHaveCount(0);
    await expect(page.locator("[data-action=edit]")).toHaveCount(0);
    await expect(page.locator("[data-action=delete]")).toHaveCount(0);
    const switches = page.getByTestId("switch-status");
    await expect(switches.first()).toBeDisabled();
    for (const toggle of await switches.all()) await expect(toggle).toBeDisabled();
    const [first] = await configs(page);
    expect(
      (await api(page, "/myTeam/configSave", { json: { ...first, status: first?.status === 1 ? 2 : 1 } })).code,
    ).toBe(403);
    expect((await api(page, "/myTeam/configSave", { json: { levelName: "x", level: 1 } })).code).toBe(403);
    expect((await api(page, "/myTeam/configDelete", { json: { id: first?.id } })).code).toBe(403);
  });
});
