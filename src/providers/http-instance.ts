/** The console's http client, wired to storage, i18n, toasts and the hash router. */
import { createHttpClient } from "./http";
import { storage, storedUsername, StorageKey } from "@/lib/storage";
import { saveDrafts } from "@/lib/drafts";
import { notify } from "@/lib/notify";
import { currentLanguage, t } from "@/i18n";
import { loginPathFor } from "@/lib/redirect";
import { connectHttp } from "@/components/http-port";
import { tabId } from "@/lib/tab-id";
import { keepLockReturn } from "./session/lock-return";
import { askStepUp } from "@/lib/step-up";

export const isOnLoginRoute = () => window.location.hash.replace(/^#/, "").split("?")[0] === "/login";

/**
 * The server says the session is locked: this tab shows the lock screen, keeping its page to return to (its own, even
 * when another tab's lock is what the server answers for) and what its open forms hold.
 */
export function goToLock(): void {
  const here = window.location.hash.replace(/^#/, "") || "/home";
  if (here.startsWith("/locking")) return;
  saveDrafts(storedUsername());
  keepLockReturn(here);
  storage.set(StorageKey.lockedPage, here);
  storage.set(StorageKey.locking, "1");
  window.location.hash = "#/locking";
}

export const http = createHttpClient({
  t,
  tabId,
  language: currentLanguage,
  getToken: () => storage.get(StorageKey.accessToken),
  showError: notify.error,
  clearSession: () => {
    // What open forms hold is kept for after the login (src/lib/drafts.ts).
    saveDrafts(storedUsername());
    storage.remove(StorageKey.userInfo);
    storage.set(StorageKey.accessToken, "");
    storage.set(StorageKey.locking, "0");
  },
  isOnLogin: isOnLoginRoute,
  goToLogin: () => {
    // The interrupted page is kept for after the login (in-app paths only).
    if (!isOnLoginRoute()) window.location.hash = `#${loginPathFor(window.location.hash.replace(/^#/, ""))}`;
  },
  goToLock,
  stepUp: askStepUp,
});

// The image field (components layer) uploads through this client.
connectHttp(http);
