/** SPEC §2.12 analytics-service accounts: status switch, edit drawer, delete (zh-CN and en-US); operator read-only. */
import { expect, test, type Page } from "./base";
import { api, login, openList, toast, openListAs } from "./support";
import { confirmWith, rowWith, rows, uniqueName } from "./member-screens-support";

const ROUTE = "/system/analytics-accounts";

interface Account {
  id: number;
  username: string;
  status: number;
}

/** Each test works on an account of its own. */
async function addAccount(page: Page, status = 1): Promise<string> {
  const username = uniqueName("e2e");
  const added = await api(page, "/analyticsAccount/save", {
    json: { username, password: "Pw123456", cookie: `sid=${username}`, status },
  });
  expect(added.code).toBe(200);
  return username;
}

async function accountNamed(page: Page, username: string): Promise<Account | undefined> {
  return ((await api(page, "/analyticsAccount/list")).result as Account[]).find((a) => a.username === username);
}

test("admin toggles the status: the whole account is saved and the switch persists after a reload", async ({
  page,
}) => {
  await login(page, "admin");
  const username = await addAccount(page, 1);
  await openList(page, ROUTE);
  await expect(page.locator(".ant-pagination")).toHaveCount(0);
  await expect(page.getByTestId("search-form")).toHaveCount(0);
  const toggle = rowWith(page, username).getByTestId("switch-status");
  await expect(toggle).toBeChecked();
  await expect(toggle.locator(".ant-switch-inner-checked")).toHaveText("开启");
  await expect(toggle.locator(".ant-switch-inner-unchecked")).toHaveText("禁用");
  await expect(rowWith(page, username)).toContainText("Pw123456");
  const saved = page.waitForRequest((request) => request.url().endsWith("/analyticsAccount/save"));
  await toggle.click();
  // The whole account goes out (SPEC §2.12), not only {id, status}: the server keeping unsent fields would hide it.
  expect((await saved).postDataJSON()).toMatchObject({
    username,
    password: "Pw123456",
    cookie: `sid=${username}`,
    status: 0,
  });
  await expect(toast(page)).toContainText("操作成功");
  await page.reload();
  await expect(rowWith(page, username).getByTestId("switch-status")).not.toBeChecked();
  expect(await accountNamed(page, username)).toMatchObject({
    status: 0,
    password: "Pw123456",
    cookie: `sid=${username}`,
  });
});

test("admin edits in the 900 px drawer: credentials read-only, status saved", async ({ page }) => {
  await login(page, "admin");
  const username = await addAccount(page, 0);
  await openList(page, ROUTE);
  await rowWith(page, username).locator("[data-action=edit]").click();
  const drawer = page.locator(".ant-drawer-content-wrapper");
  await expect(drawer.locator(".ant-drawer-title")).toHaveText("编辑");
  expect((await drawer.boundingBox())?.width).toBeCloseTo(900, 0);
  await expect(drawer.locator("#username")).toBeDisabled();
  await expect(drawer.locator("#username")).toHaveValue(username);
  await expect(drawer.locator("#password")).toBeDisabled();
  await expect(drawer.locator("#cookie")).toBeDisabled();
  await expect(drawer.locator("#cookie")).toHaveAttribute("rows", "10");
  await expect(drawer.locator("#username")).toHaveAttribute("maxlength", "50");
  await expect(drawer.locator("#status")).not.toBeChecked();
  await expect(drawer.locator("#status .ant-switch-inner-unchecked")).toHaveText("关闭");
  await drawer.locator("#status").click();
  await expect(drawer.locator("#status")).toBeChecked();
  await expect(drawer.locator("#status .ant-switch-inner-checked")).toHaveText("开启");
  await drawer.locator("[data-action=form-submit]").click();
  await expect(toast(page)).toContainText("操作成功");
  await expect(drawer).toBeHidden();
  await page.reload();
  await expect(rowWith(page, username).getByTestId("switch-status")).toBeChecked();
  expect(await accountNamed(page, username)).toMatchObject({ status: 1, cookie: `sid=${username}` });
});

test("admin deletes an account: exact confirmation, '删除成功', gone after a reload", async ({ page }) => {
  await login(page, "admin");
  const username = await addAccount(page);
  await openList(page, ROUTE);
  await rowWith(page, username).locator("[data-action=delete]").click();
  await confirmWith(page, "温馨提示", "删除后无法恢复，请谨慎操作!");
  await expect(toast(page)).toContainText("删除成功");
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(rowWith(page, username)).toHaveCount(0);
  expect(await accountNamed(page, username)).toBeUndefined();
});

test("en-US: 'On'/'Disabled' switch, 'Edit' drawer, the spec's delete confirmation", async ({ page }) => {
  await login(page, "admin", "en-US");
  const username = await addAccount(page, 0);
  await openList(page, ROUTE);
  await expect(page.locator(".ant-table-thead")).toContainText("Last login time");
  await expect(rowWith(page, username).getByTestId("switch-status")).not.toBeChecked();
  await expect(rowWith(page, username).locator(".ant-switch-inner-unchecked")).toHaveText("Disabled");
  await expect(rowWith(page, username).locator(".ant-switch-inner-checked")).toHaveText("On");
  await rowWith(page, username).locator("[data-action=edit]").click();
  await expect(page.locator(".ant-drawer-title")).toHaveText("Edit");
  await expect(page.locator(".ant-drawer #status .ant-switch-inner-unchecked")).toHaveText("Off");
  await page.locator("[data-action=form-cancel]").click();
  await rowWith(page, username).locator("[data-action=delete]").click();
  await confirmWith(page, "Friendly reminder", "After deletion it cannot be recovered, please operate carefully!");
  await expect(toast(page)).toContainText("Deleted successfully");
  await expect(rowWith(page, username)).toHaveCount(0);
});

test("operator sees the list read-only (disabled switches, no edit/delete) and the server refuses changes (403)", async ({
  page,
}) => {
  await openListAs(page, ROUTE, "operator");
  const switches = page.getByTestId("switch-status");
  expect(await switches.count()).toBeGreaterThan(0);
  for (const one of await switches.all()) await expect(one).toBeDisabled();
  await expect(page.locator("[data-action=edit]")).toHaveCount(0);
  await expect(page.locator("[data-action=delete]")).toHaveCount(0);
  await expect(page.locator(".ant-table-thead")).not.toContainText("操作");
  await expect(page.getByTestId("side-menu")).not.toContainText("用户管理");
  const [account] = (await api(page, "/analyticsAccount/list")).result as Account[];
  expect(
    await api(page, "/analyticsAccount/save", { json: { ...account, status: account?.status === 1 ? 0 : 1 } }),
  ).toMatchObject({ code: 403 });
  expect(await api(page, "/analyticsAccount/delete", { json: account })).toMatchObject({ code: 403 });
  expect((await api(page, "/analyticsAccount/list")).result).toContainEqual(account);
});
