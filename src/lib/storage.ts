/**
 * The keys the console keeps in localStorage (SPEC §3 "Client session and settings").
 * One typed place, so no component reads storage by a string of its own.
 */
export const StorageKey = {
  userInfo: "userInfo",
  roles: "roles",
  accessToken: "accessToken",
  locking: "locking",
  lockedPage: "lockedPage",
  menuData: "menuData",
  currNav: "currNav",
  pageOpenedList: "pageOpenedList",
  cachePage: "cachePage",
  lang: "lang",
  theme: "theme",
  nickname: "nickname",
  avatar: "avatar",
  version: "version",
  /** The last pointer/key/wheel/touch activity in any tab (ms since epoch), for the idle auto-lock. */
  lastActivity: "lastActivity",
  /** Column settings per user and list, where the back end keeps no saved views (resources/kit/engine/use-list-views.ts). */
  listColumns: "listColumns",
} as const;
export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey];

/** Keys that survive sign-out and a 401 (SPEC §2.2). */
const KEPT_ON_SIGN_OUT: readonly StorageKeyName[] = [StorageKey.lang, StorageKey.theme];

export const storage = {
  get(key: StorageKeyName): string | null {
    return localStorage.getItem(key);
  },
  set(key: StorageKeyName, value: string): void {
    localStorage.setItem(key, value);
  },
  remove(key: StorageKeyName): void {
    localStorage.removeItem(key);
  },
  getJson<T>(key: StorageKeyName): T | null {
    const raw = localStorage.getItem(key);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKeyName, value: unknown): void {
    localStorage.setItem(key, JSON.stringify(value));
  },
  /** Writes each entry (tokenEntries, userEntries). */
  setAll(entries: Partial<Record<StorageKeyName, string>>): void {
    for (const [key, value] of Object.entries(entries)) if (value !== undefined) localStorage.setItem(key, value);
  },
  /** Sign-out: everything goes except the language and the theme. */
  clearSession(): void {
    const kept = KEPT_ON_SIGN_OUT.map((k) => [k, localStorage.getItem(k)] as const);
    localStorage.clear();
    for (const [k, v] of kept) if (v != null) localStorage.setItem(k, v);
    localStorage.setItem(StorageKey.accessToken, "");
  },
};

/** The logged-in user's name, from the stored userInfo (null when none). */
export function storedUsername(): string | null {
  const info = storage.getJson<{ username?: unknown }>(StorageKey.userInfo);
  return typeof info?.username === "string" ? info.username : null;
}

/** Whether a username a record names (a requester, a reviewer) is the logged-in user's: never when either is absent. */
export function isMe(username: string | null | undefined): boolean {
  const me = storedUsername();
  return Boolean(username) && Boolean(me) && username === me;
}

/** The user as a login keeps it (the fields the session's entries read). */
export interface KeptUser {
  username: string;
  nickname?: string;
  avatar?: string;
  roles?: readonly { name: string }[];
}

/**
 * What a login keeps, key by key, as stored: the token (unlocked), then the user, its role names, display name and
 * avatar. The auth provider writes these (`loadSession`), and so does the browser tests' quick login
 * (tests/e2e/support.ts), so both keep the same session.
 */
export function tokenEntries(token: string): Partial<Record<StorageKeyName, string>> {
  return { [StorageKey.accessToken]: token, [StorageKey.locking]: "0" };
}

export function userEntries(user: KeptUser): Partial<Record<StorageKeyName, string>> {
  return {
    [StorageKey.userInfo]: JSON.stringify(user),
    [StorageKey.roles]: JSON.stringify((user.roles ?? []).map((role) => role.name)),
    [StorageKey.nickname]: user.nickname ?? user.username,
    [StorageKey.avatar]: user.avatar ?? "",
  };
}
