/**
 * This console tab's id, new on every page load: sent with each call and with the live event stream
 * (`X-Console-Tab`), so the server tells the tab which changes were its own (docs/live-updates.md). Not a secret;
 * `getRandomValues` works on plain-http deployments too, where `randomUUID` does not.
 */
export const TAB_HEADER = "X-Console-Tab";

function newTabId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const tabId = newTabId();
