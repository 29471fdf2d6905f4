/** System administration (issue 12): the department tree beside staff, disabling a user, role permissions, dictionaries. */
import type { Page } from "@playwright/test";
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

interface PermNode {
  id: string;
  type: number;
  buttonType?: string | null;
}

/** The bank page's node and its buttons, as X-Boot answers them (search by title, then one level down). */
async function bankNodes(page: Page): Promise<{ bank: string; buttons: PermNode[] }> {
  const found = await api(page, `/xboot/permission/search?title=${encodeURIComponent("银行管理")}`);
  const bank = (found.result as PermNode[]).find((node) => node.type === 0)?.id ?? "";
  const children = await api(page, `/xboot/permission/getByParentId/${bank}`);
  return { bank, buttons: children.result as PermNode[] };
}

async function financeGrants(page: Page): Promise<string[]> {
  const answer = await api(page, "/xboot/role/getAllByPage?key=ROLE_FINANCE");
  const role = (answer.result as { content: { name: string; permissions: { permissionId: string }[] }[] }).content.find(
    (row) => row.name === "ROLE_FINANCE",
  );
  return (role?.permissions ?? []).map((grant) => grant.permissionId);
}

test("roles: the permission tree grants a page's buttons and takes the page away whole, as X-Boot's permIds", async ({
  page,
}) => {
  await login(page, "admin");
  await openList(page, "/system/roles");
  const { bank, buttons } = await bankNodes(page);
  const add = buttons.find((node) => node.type === 1 && node.buttonType === "add")?.id ?? "";
  expect(bank).toMatch(/^\d{19}$/);
  expect(add).toMatch(/^\d{19}$/);
  expect(await financeGrants(page)).not.toContain(add);

  const openTree = async () => {
    await rowWith(page, "ROLE_FINANCE").locator("[data-action=editPerm]").click();
    return page.getByTestId("perm-tree");
  };
  let tree = await openTree();
  const bankNode = () => tree.locator(".ant-tree-treenode", { has: page.getByText("银行管理", { exact: true }) });
  const addButton = () =>
    tree.locator(".ant-tree-treenode", { has: page.locator("[data-button-type=add]") }).filter({
      has: page.getByText("添加", { exact: true }),
    });
  await expect(bankNode().locator(".ant-tree-checkbox-checked")).toBeVisible();
  // The bank page's own add button, the first add button after the bank page in the tree.
  const bankIndex = await tree
    .locator(".ant-tree-treenode")
    .evaluateAll((nodes, title) => nodes.findIndex((node) => node.textContent === title), "银行管理");
  const addOfBank = tree.locator(".ant-tree-treenode").nth(bankIndex + 2);
  await expect(addOfBank.locator("[data-button-type=add]")).toBeVisible();
  await addOfBank.locator(".ant-tree-checkbox").click();
  await page.locator(".ant-modal:visible .ant-btn-primary").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await dialogSettled(page);
  expect(await financeGrants(page)).toEqual(expect.arrayContaining([bank, add]));

  // Opened again, the tree shows what the role now holds; unchecking the page takes its buttons with it.
  tree = await openTree();
  await expect(addOfBank.locator(".ant-tree-checkbox-checked")).toBeVisible();
  await expect(addButton().first()).toBeVisible();
  await bankNode().locator(".ant-tree-checkbox").click();
  await page.locator(".ant-modal:visible .ant-btn-primary").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  const after = await financeGrants(page);
  expect(after).not.toContain(bank);
  expect(after).not.toContain(add);
  expect(after.length).toBeGreaterThan(0);
});

test("menus: a button added under a page is a type-1 node with its buttonType; a page's form has no button type", async ({
  page,
}) => {
  await login(page, "admin");
  await openList(page, "/system/menus");
  await page.getByTestId("tree-search").locator("input").fill("银行管理");
  await page.getByTestId("tree-search").locator("button").click();
  const bankRow = rowWith(page, "finance/bank-management");
  await expect(bankRow).toBeVisible();
  await bankRow.locator("[data-action=addChild]").click();
  const drawer = page.locator(".ant-drawer:visible");
  await expect(drawer.locator("#buttonType")).toBeVisible();
  await expect(drawer.locator("#name")).toHaveCount(0);
  await expect(drawer.locator("#component")).toHaveCount(0);
  const title = `审核${Date.now() % 100000}`;
  await drawer.locator("#title").fill(title);
  await drawer.locator("#buttonType").fill("audit");
  await drawer.locator(".ant-btn-primary").last().click();
  await expect(
    toast(page)
      .filter({ hasText: "操作成功" })
      .or(toast(page).filter({ hasText: "添加成功" })),
  ).toBeVisible();
  const { bank, buttons } = await bankNodes(page);
  const added = buttons.find((node) => (node as PermNode & { title?: string }).title === title) as
    (PermNode & { level: number; parentId: string }) | undefined;
  expect(added).toMatchObject({ type: 1, level: 3, buttonType: "audit", parentId: bank });

  // A page's own edit form offers no button type.
  await dialogSettled(page);
  await bankRow.locator("[data-action=edit]").click();
  await expect(page.locator(".ant-drawer:visible #name")).toBeVisible();
  await expect(page.locator(".ant-drawer:visible #buttonType")).toHaveCount(0);
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
