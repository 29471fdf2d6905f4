import { describe, expect, it } from "vitest";
import { isSafeLinkUrl } from "./url";

describe("isSafeLinkUrl", () => {
  it.each(["https://example.com/a", "http://host:8080/x?y=1", "/home", "#/finance/withdraw-orders", "help/page"])(
    "allows %j",
    (url) => {
      expect(isSafeLinkUrl(url)).toBe(true);
    },
  );

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<b>x</b>",
    "vbscript:x",
    "//evil.example",
    "",
    "file:///etc/passwd",
  ])("refuses %j", (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });
});

describe("isSafeLinkUrl, what mutation testing showed untested", () => {
  it.each([" https://example.com", "/go?next=javascript:alert(1)", "/docs/a\\b", "help/a b"])("allows %j", (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });
  it.each(["\\\\evil.example\\share", "x javascript:alert(1)", "javascript:alert(1)//https://example.com"])(
    "refuses %j",
    (url) => {
      expect(isSafeLinkUrl(url)).toBe(false);
    },
  );
});
