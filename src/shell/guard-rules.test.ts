import { describe, expect, it } from "vitest";
import { cancelTarget, guardDecision } from "./guard-rules";

describe("guardDecision (SPEC §2.1 order)", () => {
  it("sends every route to locking while locked", () => {
    expect(guardDecision({ path: "/home", locking: "1", loggedIn: true })).toEqual({
      kind: "redirect",
      to: "/locking",
    });
    expect(guardDecision({ path: "/finance/withdraw-orders", locking: "1", loggedIn: true })).toEqual({
      kind: "redirect",
      to: "/locking",
    });
  });
  it("lets the locked user stay on locking", () => {
    expect(guardDecision({ path: "/locking", locking: "1", loggedIn: true })).toEqual({ kind: "allow" });
  });
  it("the lock check comes before the login redirect: locked and going to login lands on locking", () => {
    expect(guardDecision({ path: "/login", locking: "1", loggedIn: true })).toEqual({
      kind: "redirect",
      to: "/locking",
    });
  });
  it("cancels going to locking while unlocked, logged in or not", () => {
    expect(guardDecision({ path: "/locking", locking: "0", loggedIn: true })).toEqual({ kind: "cancel" });
    expect(guardDecision({ path: "/locking", locking: null, loggedIn: false })).toEqual({ kind: "cancel" });
  });
  it("sends a logged-out user to login, except on public routes", () => {
    expect(guardDecision({ path: "/home", locking: "0", loggedIn: false })).toEqual({ kind: "redirect", to: "/login" });
    for (const path of ["/login", "/regist", "/regist-result", "/authorize"]) {
      expect(guardDecision({ path, locking: "0", loggedIn: false })).toEqual({ kind: "allow" });
    }
  });
  it("keeps a deep link's target for after the login", () => {
    expect(
      guardDecision({ path: "/finance/withdraw-orders", search: "?status=1", locking: "0", loggedIn: false }),
    ).toEqual({
      kind: "redirect",
      to: "/login?redirect=%2Ffinance%2Fwithdraw-orders%3Fstatus%3D1",
    });
  });
  it("a stale lock flag without a user does not trap the user: login wins", () => {
    expect(guardDecision({ path: "/home", locking: "1", loggedIn: false })).toEqual({ kind: "redirect", to: "/login" });
    expect(guardDecision({ path: "/locking", locking: "1", loggedIn: false })).toEqual({
      kind: "redirect",
      to: "/login",
    });
  });
  it("sends a logged-in user from login to home", () => {
    expect(guardDecision({ path: "/login", locking: "0", loggedIn: true })).toEqual({ kind: "redirect", to: "/home" });
  });
  it("allows everything else", () => {
    expect(guardDecision({ path: "/home", locking: "0", loggedIn: true })).toEqual({ kind: "allow" });
    expect(guardDecision({ path: "/regist", locking: "0", loggedIn: true })).toEqual({ kind: "allow" });
  });
});

describe("cancelTarget", () => {
  it("goes back to the previous address, query kept", () => {
    expect(cancelTarget("/finance/withdraw-orders?currentPage=2", "/locking", true)).toBe(
      "/finance/withdraw-orders?currentPage=2",
    );
  });

  it("never to the cancelled path itself (it would render nothing for good): home, or login when signed out", () => {
    expect(cancelTarget("/locking", "/locking", true)).toBe("/home");
    expect(cancelTarget("/locking?x=1", "/locking", false)).toBe("/login");
  });

  it("with no previous address: home, or login when signed out", () => {
    expect(cancelTarget(null, "/locking", true)).toBe("/home");
    expect(cancelTarget(null, "/locking", false)).toBe("/login");
  });
});
