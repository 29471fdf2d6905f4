/**
 * Following the other tabs of the console (same origin, one localStorage): the session keys of SPEC §8 change there
 * and each tab hears it through the `storage` event. A lock in another tab hides this tab's page at once (the lock
 * screen, keeping this tab's page to return to); an unlock there brings it back; a sign-out there (or a 401 that
 * ended the session) sends this tab to login; a login there, while this tab waits on login, brings it in.
 * The decision is a pure function; navigation-guard.tsx acts on it.
 */
import { LOCK_PATH, LOGIN_PATH, PUBLIC_PATHS } from "./guard-rules";
import { StorageKey } from "@/lib/storage";

export interface OtherTabChange {
  /** The key changed in another tab; null when that tab cleared the storage (sign-out). */
  key: string | null;
  newValue: string | null;
}

export interface ThisTab {
  /** This tab's path (no query). */
  path: string;
  /** Whether the stored session (token and user), as it is now, is a signed-in one. */
  loggedIn: boolean;
  /** The stored locking flag, as it is now. */
  locking: string | null;
}

export type Follow =
  | { kind: "none" }
  /** Show the lock screen, remembering this tab's page. */
  | { kind: "lock" }
  /** Back from the lock screen to this tab's page. */
  | { kind: "unlock" }
  /** To login, keeping this tab's page for after it. */
  | { kind: "signedOut" }
  /** Into the console (a login happened in another tab). */
  | { kind: "signedIn" };

const SESSION_KEYS: readonly (string | null)[] = [null, StorageKey.accessToken, StorageKey.userInfo];

export function followOtherTab(change: OtherTabChange, tab: ThisTab): Follow {
  const onLock = tab.path === LOCK_PATH;
  const onPublic = PUBLIC_PATHS.includes(tab.path);
  if (change.key === StorageKey.locking) {
    if (change.newValue === "1" && tab.loggedIn && !onLock && !onPublic) return { kind: "lock" };
    if (change.newValue !== "1" && tab.loggedIn && onLock) return { kind: "unlock" };
    return { kind: "none" };
  }
  if (!SESSION_KEYS.includes(change.key) && change.key !== StorageKey.menuData) return { kind: "none" };
  if (!tab.loggedIn && !onPublic) return { kind: "signedOut" };
  // The menu is the last thing a login stores: by then the other tab's session is complete.
  if (tab.loggedIn && tab.path === LOGIN_PATH && change.key === StorageKey.menuData && tab.locking !== "1")
    return { kind: "signedIn" };
  return { kind: "none" };
}
