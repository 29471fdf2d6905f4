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

describe("the kept page, what mutation testing showed untested", () => {
  it("a path of 2,000 characters is kept; one longer is not", () => {
    const path = `/finance/withdraw-orders?q=${"a".repeat(2000 - 27)}`;
    expect(path).toHaveLength(2000);
    expect(safeRedirect(path)).toBe(path);
    expect(safeRedirect(`${path}a`)).toBeNull();
  });
  it("a space in the query is kept (only control characters are refused)", () => {
    expect(safeRedirect("/finance/withdraw-orders?remark=a b")).toBe("/finance/withdraw-orders?remark=a b");
  });
  it("the root needs no redirect", () => {
    expect(loginPathFor("/")).toBe("/login");
  });
});
