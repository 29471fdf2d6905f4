import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirect } from "./redirect";

describe("the page kept for after login", () => {
  it.each(["/finance/withdraw-orders?currentPage=2", "/home", "/ownspace"])("keeps the in-app path %j", (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    "https://evil.example",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "/login",
    "/locking",
    "",
    null,
    "/a\nb",
  ])("refuses %j", (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it("carries the page in the login route, encoded", () => {
    expect(loginPathFor("/finance/withdraw-orders?status=1")).toBe(
      "/login?redirect=%2Ffinance%2Fwithdraw-orders%3Fstatus%3D1",
    );
    expect(loginPathFor("/home")).toBe("/login");
    expect(loginPathFor("https://evil.example")).toBe("/login");
  });
});
