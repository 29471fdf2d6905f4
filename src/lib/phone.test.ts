import { describe, expect, it } from "vitest";
import { isPhoneWidth, PHONE_QUERY } from "./phone";

describe("the phone breakpoint", () => {
  it("is below 768 px", () => {
    expect(isPhoneWidth(390)).toBe(true);
    expect(isPhoneWidth(767)).toBe(true);
    expect(isPhoneWidth(768)).toBe(false);
    expect(isPhoneWidth(1024)).toBe(false);
  });
  it("matches the CSS query", () => {
    expect(PHONE_QUERY).toBe("(max-width: 767.98px)");
  });
});
