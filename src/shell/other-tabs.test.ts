import { describe, expect, it } from "vitest";
import { followOtherTab, type ThisTab } from "./other-tabs";

const onList: ThisTab = { path: "/finance/withdraw-orders", loggedIn: true, locking: "0" };
const onLock: ThisTab = { path: "/locking", loggedIn: true, locking: "1" };
const onLogin: ThisTab = { path: "/login", loggedIn: false, locking: "0" };

describe("following the other tabs of the console", () => {
  it("a lock there shows this tab's lock screen at once; not on login or already locked", () => {
    expect(followOtherTab({ key: "locking", newValue: "1" }, { ...onList, locking: "1" })).toEqual({ kind: "lock" });
    expect(followOtherTab({ key: "locking", newValue: "1" }, onLock)).toEqual({ kind: "none" });
    expect(followOtherTab({ key: "locking", newValue: "1" }, { ...onLogin, locking: "1" })).toEqual({ kind: "none" });
  });

  it("an unlock there brings this tab back from its lock screen; only there", () => {
    expect(followOtherTab({ key: "locking", newValue: "0" }, { ...onLock, locking: "0" })).toEqual({ kind: "unlock" });
    expect(followOtherTab({ key: "locking", newValue: "0" }, onList)).toEqual({ kind: "none" });
  });

  it("a sign-out there (storage cleared, or the token or user removed) sends this tab to login, from the lock too", () => {
    const signedOut = { ...onList, loggedIn: false };
    expect(followOtherTab({ key: null, newValue: null }, signedOut)).toEqual({ kind: "signedOut" });
    expect(followOtherTab({ key: "accessToken", newValue: "" }, signedOut)).toEqual({ kind: "signedOut" });
    expect(followOtherTab({ key: "userInfo", newValue: null }, signedOut)).toEqual({ kind: "signedOut" });
    expect(followOtherTab({ key: null, newValue: null }, { ...onLock, loggedIn: false })).toEqual({
      kind: "signedOut",
    });
    // Already on login, or still signed in (a key of no consequence): nothing.
    expect(followOtherTab({ key: null, newValue: null }, onLogin)).toEqual({ kind: "none" });
    expect(followOtherTab({ key: "theme", newValue: "{}" }, { ...onList, loggedIn: false })).toEqual({ kind: "none" });
    expect(followOtherTab({ key: "accessToken", newValue: "t2" }, onList)).toEqual({ kind: "none" });
  });

  it("a login there brings this tab in from login once the menu is stored (the login's last step)", () => {
    const signedIn = { ...onLogin, loggedIn: true };
    expect(followOtherTab({ key: "menuData", newValue: "[]" }, signedIn)).toEqual({ kind: "signedIn" });
    expect(followOtherTab({ key: "userInfo", newValue: "{}" }, signedIn)).toEqual({ kind: "none" });
    expect(followOtherTab({ key: "menuData", newValue: "[]" }, { ...signedIn, path: "/regist" })).toEqual({
      kind: "none",
    });
    expect(followOtherTab({ key: "menuData", newValue: "[]" }, { ...signedIn, locking: "1" })).toEqual({
      kind: "none",
    });
  });
});
