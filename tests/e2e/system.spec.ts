/** System administration (issue 12): the department tree beside staff, disabling a user, role permissions, dictionaries. */
import { expect, test } from "./base";
import { api, dialogSettled, login, openList, toast } from "./support";
import { confirmWith, rowWith, rows } from "./member-screens-support";

test("staff: a department narrows the list; disabling a user shows at once and enabling restores", async ({ page }) => {
  await login(page, "admin");
  await openList(page, "/system/system-users");
  await page.getByTestId("department-tree").getByText("华南分部").click();
  await expect(rows(page)).toHaveCount(1);
  const row = rowWith(page, "south01");
  await row.locator("[data-action=disable]").click();
  await confirmWith(page, "温馨提示", "确认禁用用户「south01」吗？禁用后该用户立即下线且无法登录。");
  await expect(row.getByText("禁用", { exact: true })).toBeVisible();
  await row.locator("[data-action=enable]").click();
  await expect(row.getByText("正常", { exact: true })).toBeVisible();
});

test("roles: a page unchecked in the permission tree leaves the role's grants", async ({ page }) => {
  await login(page, "admin");
  await openList(page, "/system/roles");
  await rowWith(page, "ROLE_FINANCE").locator("[data-action=editPerm]").click();
  const tree = page.getByTestId("perm-tree");
  const bank = tree.locator(".ant-tree-treenode", { hasText: "银行管理" });
  await expect(bank.locator(".ant-tree-checkbox-checked")).toBeVisible();
  await bank.locator(".ant-tree-checkbox").click();
  await page.locator(".ant-modal:visible .ant-btn-primary").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  const node = await api(page, "/xboot/permission/search?title=&component=finance/bank-management");
  const bankId = (node.result as { id: string }[])[0]?.id;
  const answer = await api(page, "/xboot/role/getAllByPage?name=ROLE_FINANCE");
  const grants = (answer.result as { content: { permissions: { id: string }[] }[] }).content[0]?.permissions ?? [];
  expect(bankId).toMatch(/^\d{19}$/);
  expect(grants.map((grant) => grant.id)).not.toContain(bankId);
  expect(grants.length).toBeGreaterThan(0);
});

test("dictionaries: a title edited here shows in the lists that read the dictionary", async ({ page }) => {
  await login(page, "admin");
  await openList(page, "/system/dictionaries");
  await page.getByTestId("dict-types").getByText("启用状态", { exact: true }).click();
  await expect(rows(page)).toHaveCount(2);
  await rows(page).first().locator("[data-action=edit]").click();
  const dialog = page.locator(".ant-modal:visible");
  await dialog.locator("#title").fill("已启用");
  await dialogSettled(page);
  await dialog.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  // The bank list's status filter offers the dictionary's titles.
  await openList(page, "/finance/bank-management");
  await page.getByTestId("search-form").locator(".ant-select").first().click();
  await expect(page.locator(".ant-select-item-option", { hasText: "已启用" })).toBeVisible();
  const data = await api(page, "/xboot/dictData/getByCondition?title=已启用");
  const id = (data.result as { content: { id: string }[] }).content[0]?.id ?? "";
  expect((await api(page, "/xboot/dictData/edit", { form: { id: String(id), title: "启用" } })).code).toBe(200);
});

test("staff edit keeps what the form does not show: a disabled user stays disabled, with its roles", async ({
  page,
}) => {
  await login(page, "admin");
  const find = async () =>
    (
      (await api(page, "/xboot/user/getByCondition?id=&type=&status=&username=service02")).result as {
        content: { status: number; type: number; roles: { name: string }[]; email: string; nickname: string }[];
      }
    ).content[0];
  const before = await find();
  expect(before?.status).toBe(-1);
  await openList(page, "/system/system-users");
  await rowWith(page, "service02").locator("[data-action=edit]").click();
  const drawer = page.locator(".ant-drawer:visible");
  await drawer.locator("#nickname").fill("客服小钱乙");
  await dialogSettled(page);
  await drawer.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  expect(await find()).toEqual({ ...before, nickname: "客服小钱乙" });
  await rowWith(page, "service02").locator("[data-action=edit]").click();
  await drawer.locator("#nickname").fill(String(before?.nickname));
  await dialogSettled(page);
  await drawer.locator("[data-action=form-submit]").click();
  await expect.poll(async () => (await find())?.nickname).toBe(before?.nickname);
});
