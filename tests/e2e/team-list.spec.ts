/** SPEC §2.9 team list and the indirect-subordinates drawer: title, rows, paging, drill-down, close. */
import { expect, test, type Page } from "./base";
import { api, login, openList, openListAs } from "./support";

interface Member {
  id: number;
  memberName: string;
}

const LIST = "/team/team-list";
const rows = (page: Page) => page.locator(".ant-table-row");
const drawer = (page: Page) => page.getByTestId("indirect-drawer");
const drawerRows = (page: Page) => drawer(page).locator(".ant-table-row");
/** The seeded demo team (server/seed/team.ts): its leader, found by phone, has more than 20 indirect subordinates. */
const LEADER_PHONE = "16600000001";

async function openLeader(page: Page) {
  await page.locator("#search_phone").fill(LEADER_PHONE);
  await page.locator("#search_phone").press("Enter");
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().locator("[data-action=indirect]").click();
}

test.describe("as admin", () => {
  test.beforeEach(async ({ page }) => {
    await openListAs(page, LIST, "admin");
  });

  test("columns, digit-only search and the team level filter", async ({ page }) => {
    // SPEC §2.9's columns, in order.
    await expect(page.locator(".ant-table-thead th.ant-table-cell:not(.ant-table-cell-scrollbar)")).toHaveText([
      "用户ID",
      "真实姓名",
      "手机号",
      "用户层级名称",
      "个人业绩",
      "团队合伙人等级",
      "团队充值",
      "团队人数",
      "团队业绩",
      "注册时间",
      "操作",
    ]);
    // Letters stay as typed and are named; the search runs once the ID is digits.
    await page.locator("#search_userId").pressSequentially("1a00b01");
    await expect(page.locator("#search_userId")).toHaveValue("1a00b01");
    await expect(page.getByTestId("search-form")).toContainText("只能输入数字");
    await page.locator("#search_userId").fill("10001");
    await page.locator("#search_userId").press("Enter");
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole("button", { name: /重\s*置/ }).click();
    await page.locator("#search_teamLevel").click();
    await page
      .locator(".ant-select-dropdown:visible .ant-select-item-option")
      .filter({ hasText: "联合创始人" })
      .click();
    await page.getByRole("button", { name: /搜\s*索/ }).click();
    await expect(rows(page).first().locator(".ant-tag")).toHaveText("联合创始人");
    const tags = await rows(page).locator(".ant-tag").allInnerTexts();
    expect(tags.every((text) => text === "联合创始人")).toBe(true);
  });

  test("the drawer lists the member's indirect subordinates, pages, drills down and closes", async ({ page }) => {
    await openLeader(page);
    await expect(drawer(page).locator(".ant-drawer-title")).toHaveText("【陈志远】的间接下级业绩");
    const box = await drawer(page).boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Math.round(1440 * 0.9));
    await expect(drawer(page).locator(".ant-table-thead th.ant-table-cell:not(.ant-table-cell-scrollbar)")).toHaveText([
      "用户ID",
      "真实姓名",
      "手机号",
      "用户层级名称",
      "个人业绩",
      "团队合伙人等级",
      "团队充值",
      "团队人数",
      "团队业绩",
      "注册时间",
      "操作",
    ]);
    // The figures come from the server, not from numbers copied out of the seed.
    const indirect = async (memberId: number) =>
      (await api(page, `/myTeam/teamIndirectFriends?userId=${memberId}&pageSize=1000`)).result as {
        records: Member[];
        total: number;
      };
    const leaderId = Number((await rows(page).first().locator('td[data-col="id"]').innerText()).trim());
    const all = await indirect(leaderId);
    expect(all.total).toBeGreaterThan(20);
    await expect(drawerRows(page)).toHaveCount(10);
    await expect(drawer(page).locator(".ant-pagination-total-text")).toHaveText(`共 ${all.total} 条`);
    await expect(drawerRows(page).first()).toContainText(String(all.records[0].id));
    const lastPage = Math.ceil(all.total / 10);
    await drawer(page).locator(`.ant-pagination-item-${lastPage}`).click();
    await expect(drawerRows(page)).toHaveCount(all.total - (lastPage - 1) * 10);
    await drawer(page).locator(".ant-pagination-options .ant-select").click();
    const options = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
    for (const size of [10, 20, 50]) await expect(options.filter({ hasText: `${size} 条/页` })).toHaveCount(1);
    await options.filter({ hasText: "20 条/页" }).click();
    await expect(drawerRows(page)).toHaveCount(20);
    await drawer(page).locator(".ant-pagination-item-1").click();

    // Drill into a subordinate who has indirect subordinates of their own.
    const counts = await Promise.all(
      all.records.slice(0, 10).map(async (member) => ({ member, total: (await indirect(member.id)).total })),
    );
    const target = counts.find((entry) => entry.total > 0) as { member: Member; total: number };
    await drawerRows(page)
      .filter({ hasText: String(target.member.id) })
      .locator("[data-action=indirect]")
      .click();
    await expect(drawer(page).locator(".ant-drawer-title")).toHaveText(`【${target.member.memberName}】的间接下级业绩`);
    await expect(drawerRows(page)).toHaveCount(Math.min(target.total, 10));
    await expect(drawer(page).locator(".ant-pagination-total-text")).toHaveText(`共 ${target.total} 条`);
    await drawer(page).locator("[data-action=drawer-close]").click();
    await expect(drawer(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/teamIndirectFriends|userId=10321/);
  });
});

test("the drawer asks for the row's memberId (SPEC §2.9 'opens for a member (memberId, memberName)'), not the row id", async ({
  page,
}) => {
  await login(page, "admin");
  // A back end whose team rows carry their own id beside the member's: the drawer must send memberId.
  await page.route("**/admin-api/myTeam/teamList?*", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const row of body.result.records) row.id = Number(row.memberId) + 900000;
    await route.fulfill({ response, json: body });
  });
  await openList(page, LIST);
  await page.locator("#search_phone").fill(LEADER_PHONE);
  await page.locator("#search_phone").press("Enter");
  await expect(rows(page)).toHaveCount(1);
  const asked = page.waitForRequest((request) => request.url().includes("/myTeam/teamIndirectFriends"));
  await rows(page).first().locator("[data-action=indirect]").click();
  const userId = new URL((await asked).url()).searchParams.get("userId");
  expect(Number(userId)).toBeLessThan(900000);
  await expect(drawerRows(page)).toHaveCount(10);
});

test("in English the drawer title and columns are English", async ({ page }) => {
  await openListAs(page, LIST, "admin", "en-US");
  await openLeader(page);
  await expect(drawer(page).locator(".ant-drawer-title")).toHaveText("Indirect subordinates' performance of [陈志远]");
  await expect(
    drawer(page)
      .locator(".ant-table-thead th")
      .filter({ hasText: /^Team partner level$/ }),
  ).toHaveCount(1);
  await expect(drawer(page).locator(".ant-pagination-total-text")).toHaveText(/^\d+ in total$/);
});

test.describe("as operator", () => {
  test("can read the list and the drawer (no guarded control here)", async ({ page }) => {
    await openListAs(page, LIST, "operator");
    await openLeader(page);
    await expect(drawerRows(page)).toHaveCount(10);
  });
});
