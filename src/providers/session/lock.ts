/** The lock screen: lock remembers the page; unlock checks the password on the server and returns there. */
import type { NavigateFunction } from "react-router";
import { storage, StorageKey } from "@/lib/storage";
import { http } from "@/providers/http-instance";

export function lockScreen(navigate: NavigateFunction): void {
  const hash = window.location.hash.replace(/^#/, "") || "/home";
  storage.set(StorageKey.lockedPage, hash === "/locking" ? "/home" : hash);
  storage.set(StorageKey.locking, "1");
  // The lock is also the server's (its token then answers only unlock and sign-out); a back end without it is fine.
  void http.postForm("/xboot/user/lock", {}, { quiet: true }).catch(() => undefined);
  navigate("/locking");
}

/** Resolves with the page to return to; rejects (message already shown) on a wrong password. */
export async function unlockScreen(password: string): Promise<string> {
  await http.postForm("/xboot/user/unlock", { password });
  storage.set(StorageKey.locking, "0");
  const page = storage.get(StorageKey.lockedPage) || "/home";
  storage.remove(StorageKey.lockedPage);
  return page;
}
