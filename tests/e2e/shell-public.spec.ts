/** Issue "shell": the public routes work logged out and lead back to login; an isMenu 0 'window' app opens a window. */
import { expect, test } from "./base";
import { login } from "./support";

for (const [route, kind] of [
  ["regist", "regist"],
  ["regist-result", "registResult"],
  ["authorize", "authorize"],
] as const) {
  test(`'${route}' is reachable logged out and leads back to login`, async ({ page }) => {
    await page.goto("/#/login");
    await page.evaluate(() => localStorage.setItem("lang", "en-US"));
    await page.goto(`/#/${route}`);
    await page.reload();
    const view = page.getByTestId(`public-${kind}`);
    await expect(view).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/${route}$`));
    await view.getByRole("button", { name: "Back to login" }).click();
    await expect(page).toHaveURL(/#\/login$/);
  });
}

test("an isMenu 0 'window' app opens its URL in a new window and the console stays", async ({ page }) => {
  await login(page, "admin");
  await page
    .context()
    .route("https://example.com/**", (route) =>
      route.fulfill({ status: 200, body: "<title>site</title>", contentType: "text/html" }),
    );
  await page.getByTestId("nav-more").hover();
  const popup = page.waitForEvent("popup");
  await page.locator(".ant-menu-submenu-popup").getByText("官网").click();
  const opened = await popup;
  await opened.waitForLoadState();
  expect(opened.url()).toBe("https://example.com/");
  await expect(page).toHaveURL(/#\/home$/);
});
