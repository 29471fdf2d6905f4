/** The lock screen: lock remembers the page; unlock checks the password on the server and returns there. */
import { session } from "@contract/session";
import type { NavigateFunction } from "react-router";
import { storage, StorageKey } from "@/lib/storage";
import { http } from "@/providers/http-instance";
import { rememberLockReturn, takeLockReturn } from "./lock-return";

/** The lock call in flight: an unlock waits for it, so the server never sees the unlock before the lock. */
let locking: Promise<unknown> = Promise.resolve();

export function lockScreen(navigate: NavigateFunction): void {
  const hash = window.location.hash.replace(/^#/, "") || "/home";
  const page = hash === "/locking" ? "/home" : hash;
  storage.set(StorageKey.lockedPage, page);
  rememberLockReturn(page);
  storage.set(StorageKey.locking, "1");
  // The lock is also the server's (its token then answers only unlock and sign-out); a back end without it is fine.
  locking = http.postForm(session.lock.path, {}, { quiet: true }).catch(() => undefined);
  navigate("/locking");
}

/**
 * Resolves with the page to return to — this tab's own (it may have followed another tab's lock), else the stored
 * one; rejects (message already shown) on a wrong password.
 */
export async function unlockScreen(password: string): Promise<string> {
  await locking;
  await http.postForm(session.unlock.path, { password });
  storage.set(StorageKey.locking, "0");
  const page = takeLockReturn() ?? (storage.get(StorageKey.lockedPage) || "/home");
  storage.remove(StorageKey.lockedPage);
  return page;
}
