/** Steps the member / analytics screen tests share: rows, the '温馨提示' confirmation, unique test data. */
import { expect, type Locator, type Page } from "@playwright/test";

export function rows(page: Page): Locator {
  return page.locator(".ant-table-tbody .ant-table-row");
}

export function rowWith(page: Page, text: string): Locator {
  return rows(page).filter({ hasText: text });
}

/** Checks the confirmation's title and text, then presses OK. */
export async function confirmWith(page: Page, title: string, text: string): Promise<void> {
  const dialog = page.locator(".ant-modal-confirm");
  await expect(dialog.locator(".ant-modal-confirm-title")).toHaveText(title);
  await expect(dialog.locator(".ant-modal-confirm-content")).toHaveText(text);
  // A click during the opening animation can be lost: press again until the dialog goes (a running call ignores it).
  await expect(async () => {
    // Gone already: an earlier press went through and the call took longer than the wait below (loaded machine).
    const ok = dialog.locator(".ant-modal-confirm-btns .ant-btn-primary");
    if (await ok.isVisible()) await ok.click({ timeout: 2000 });
    await expect(dialog).toBeHidden({ timeout: 3000 });
  }).toPass({ timeout: 15_000 });
}

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** A fresh valid TRC20 address: 'T' and 33 base58 characters. */
export function randomTrc20(): string {
  let text = "T";
  for (let i = 0; i < 33; i += 1) text += BASE58.charAt(Math.floor(Math.random() * BASE58.length));
  return text;
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Searches with the search row's Search button and waits for the table to settle. */
export async function search(page: Page): Promise<void> {
  await page.getByTestId("search-form").locator("button[type=submit]").click();
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
}

/** Waits until the table shows rows and every row contains `text` (the old rows may still be shown at first). */
export async function expectEveryRow(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => {
      const texts = await rows(page).allInnerTexts();
      return texts.length > 0 && texts.every((one) => one.includes(text));
    })
    .toBe(true);
}

/** Waits until the table shows rows and column `n` (1-based) of every row reads exactly `text`. */
export async function expectColumn(page: Page, n: number, text: string): Promise<void> {
  await expect
    .poll(async () => {
      const cells = await rows(page).locator(`td:nth-child(${n})`).allInnerTexts();
      return cells.length > 0 && cells.every((one) => one.trim() === text);
    })
    .toBe(true);
}

/** Picks an option of a form select (its options may still be loading from the server) and checks it took. */
export async function pickOption(page: Page, select: Locator, option?: string): Promise<void> {
  const item = select
    .locator("xpath=ancestor::div[contains(@class,'ant-select')][1]")
    .locator(".ant-select-selection-item");
  await expect(async () => {
    await select.click({ timeout: 2000 });
    const options = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
    await (option ? options.filter({ hasText: option }) : options).first().click({ timeout: 2000 });
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
