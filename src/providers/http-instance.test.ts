// @vitest-environment jsdom
/** A locked answer from the server sends this tab to the lock screen, and the unlock brings it back to its own page. */
import { describe, expect, it } from "vitest";
import { storage, StorageKey } from "@/lib/storage";
import { goToLock } from "./http-instance";
import { takeLockReturn } from "./session/lock-return";

describe("goToLock (the server answered 'locked')", () => {
  it("shows the lock screen, keeping this tab's page and query to return to", () => {
    takeLockReturn();
    window.location.hash = "#/finance/withdraw-orders?pageSize=15&currentPage=2";
    goToLock();
    expect(window.location.hash).toBe("#/locking");
    expect(storage.get(StorageKey.locking)).toBe("1");
    // Another tab's lock may write the shared page after this; this tab keeps its own.
    storage.set(StorageKey.lockedPage, "/ownspace");
    expect(takeLockReturn()).toBe("/finance/withdraw-orders?pageSize=15&currentPage=2");
  });

  it("on the lock screen already, changes nothing", () => {
    takeLockReturn();
    window.location.hash = "#/locking";
    goToLock();
    expect(takeLockReturn()).toBeNull();
  });
});
