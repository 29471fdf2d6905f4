/**
 * Member records and investment: replying to feedback; an invest product with min > max refused with the message;
 * recording an investment (a USDT debit) confirms its member, currency and amount first.
 */
import { expect, test } from "./base";
import { api, login, openList, toast, openListAs } from "./support";
import { pickOption, rows, uniqueName } from "./member-screens-support";

test("admin replies to open feedback; an empty reply is refused; the member ID links back to the member list", async ({
  page,
}) => {
  await login(page, "admin");
  const found = await api(page, "/user/notice/feedback/findAll", { json: { handled: 0, pageSize: 1 } });
  const [open] = (found.result as { records: { uid: number }[] }).records;
  expect(open, "an open feedback in the seed").toBeDefined();
  await openList(page, `/members/user-feedback?uid=${open?.uid}`);
  const row = rows(page)
    .filter({ has: page.locator("[data-action=reply]") })
    .first();
  await expect(row.locator("[data-member-link]")).toHaveAttribute("href", `#/members/user-list?uid=${open?.uid}`);
  await row.locator("[data-action=reply]").click();
  const dialog = page.locator(".ant-modal:visible");
  await expect(dialog.locator(".ant-modal-title")).toHaveText("回复反馈");
  await dialog.locator(".ant-btn-primary").click();
  await expect(toast(page).filter({ hasText: "请输入回复内容" })).toBeVisible();
  const reply = uniqueName("已核实");
  await dialog.locator("textarea").fill(reply);
  await dialog.locator(".ant-btn-primary").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows(page).filter({ hasText: reply })).toHaveCount(1);
});

test("an invest product with a minimum above its maximum is refused with the message, by the form and the server", async ({
  page,
}) => {
  await openListAs(page, "/invest/invest-list", "admin");
  await page.locator("[data-action=add]").click();
  const dialog = page.locator(".ant-modal:visible");
  const name = uniqueName("测试产品");
  await dialog.locator("#name").fill(name);
  await dialog.locator("#rate").fill("1.5");
  await dialog.locator("#term").fill("7");
  await dialog.locator("#minAmount").fill("1000");
  await dialog.locator("#maxAmount").fill("999.99");
  await dialog.locator("[data-action=form-submit]").click();
  await expect(dialog.locator(".ant-form-item-explain-error")).toHaveText("最高投资金额不能小于最低投资金额");
  const refused = await api(page, "/shopInvest/config/save", {
    json: { name, rate: 1.5, term: 7, minAmount: 1000, maxAmount: 999.99 },
  });
  expect(refused).toMatchObject({ success: false, message: "最低投资金额不能大于最高投资金额" });

  await dialog.locator("#maxAmount").fill("1000");
  await dialog.locator("[data-action=form-submit]").click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("recording an investment confirms member, currency and amount; cancelled, nothing is sent and the form keeps its values", async ({
  page,
}) => {
  await login(page, "admin");
  type Product = { name: string; minAmount: number };
  const rich = (await api(page, "/wallet/user/balance/list?usdtMin=6000&page=1&pageSize=1")).result as {
    records: { uid: number }[];
  };
  const uid = String(rich.records[0]?.uid);
  let modifyCalls = 0;
  page.on("request", (request) => {
    if (request.url().includes("/shopInvest/modify")) modifyCalls += 1;
  });

  await openList(page, "/invest/invest-records");
  await page.locator("[data-action=add]").click();
  const dialog = page.locator(".ant-modal:visible");
  await dialog.locator("#uid").fill(uid);
  await pickOption(page, dialog.locator("#configId"));
  const picked = await dialog.locator(".ant-select-selection-item").first().innerText();
  // Read after the pick: a test beside this one may add a product meanwhile.
  const products = (
    (await api(page, "/shopInvest/config/pageList", { json: { page: 1, pageSize: 100, status: 1 } })).result as {
      records: Product[];
    }
  ).records;
  const product = products.find((each) => each.name === picked.trim());
  if (!product) throw new Error(`product ${picked} not in the list`);
  const amount = String(product.minAmount);
  await dialog.locator("#amount").fill(amount);
  await dialog.locator("[data-action=form-submit]").click();

  const confirm = page.locator(".ant-modal-confirm");
  const facts = confirm.getByTestId("confirm-facts");
  await expect(facts.locator('[data-fact="member"]')).toHaveText(uid);
  await expect(facts.locator('[data-fact="currency"]')).toHaveText("USDT");
  const shown = product.minAmount.toLocaleString("en-US", { minimumFractionDigits: 2 });
  await expect(facts.locator('[data-fact="amount"]')).toHaveText(`${shown} USDT`);
  await confirm.getByRole("button", { name: /取\s*消/ }).click();
  await expect(confirm).toBeHidden();
  expect(modifyCalls).toBe(0);
  await expect(dialog.locator("#uid")).toHaveValue(uid);
  await expect(dialog.locator("#amount")).toHaveValue(amount);

  await dialog.locator("[data-action=form-submit]").click();
  await confirm.getByRole("button", { name: /确\s*定/ }).click();
  await expect(toast(page).filter({ hasText: "操作成功" })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(modifyCalls).toBe(1);
});
