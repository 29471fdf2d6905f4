// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../tests/unit/memory-storage";
import { isMe, storage, StorageKey, storedUsername } from "./storage";

let store: Storage;
beforeEach(() => {
  store = memoryStorage();
  vi.stubGlobal("localStorage", store);
});
afterEach(() => vi.unstubAllGlobals());

describe("storage (SPEC §3 client session)", () => {
  it("keeps each value under the spec's key name", () => {
    storage.set(StorageKey.accessToken, "tok");
    storage.set(StorageKey.lastActivity, "1");
    storage.setJson(StorageKey.roles, ["ROLE_ADMIN"]);
    expect(store.getItem("accessToken")).toBe("tok");
    expect(store.getItem("lastActivity")).toBe("1");
    expect(store.getItem("roles")).toBe('["ROLE_ADMIN"]');
    expect(storage.get(StorageKey.accessToken)).toBe("tok");
    expect(storage.getJson(StorageKey.roles)).toEqual(["ROLE_ADMIN"]);
    storage.remove(StorageKey.accessToken);
    expect(store.getItem("accessToken")).toBeNull();
  });

  it("reads a missing or corrupt JSON value as null, never throws", () => {
    expect(storage.getJson(StorageKey.userInfo)).toBeNull();
    store.setItem("userInfo", "{not json");
    expect(storage.getJson(StorageKey.userInfo)).toBeNull();
  });

  it("sign-out keeps the language and the theme, drops the rest and leaves an empty token (SPEC §2.2)", () => {
    for (const [key, value] of Object.entries({ lang: "en-US", theme: "dark", userInfo: "{}", locking: "1" })) {
      store.setItem(key, value);
    }
    store.setItem("foreign", "x");
    storage.clearSession();
    expect(
      Object.fromEntries([...Array(store.length).keys()].map((i) => [store.key(i), store.getItem(store.key(i)!)])),
    ).toEqual({ lang: "en-US", theme: "dark", accessToken: "" });
  });

  it("sign-out without a stored language or theme does not invent one", () => {
    storage.clearSession();
    expect(store.getItem("lang")).toBeNull();
    expect(store.getItem("theme")).toBeNull();
    expect(store.length).toBe(1);
  });

  it("names the stored user only when userInfo carries a text username", () => {
    expect(storedUsername()).toBeNull();
    store.setItem("userInfo", JSON.stringify({ username: 7 }));
    expect(storedUsername()).toBeNull();
    store.setItem("userInfo", JSON.stringify({ username: "admin" }));
    expect(storedUsername()).toBe("admin");
  });

  it("knows a record's username as the user's own only when both are present and equal", () => {
    expect(isMe(null)).toBe(false);
    expect(isMe("")).toBe(false);
    store.setItem("userInfo", JSON.stringify({ username: "admin" }));
    expect(isMe("admin")).toBe(true);
    expect(isMe("operator")).toBe(false);
    expect(isMe(undefined)).toBe(false);
  });
});
