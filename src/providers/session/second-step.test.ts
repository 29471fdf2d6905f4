import { describe, expect, it } from "vitest";
import { boundOf, groupedKey, isSixDigits, secondStepOf } from "./second-step";

describe("second step of a sign-in", () => {
  it("reads verify and bind steps, and nothing else", () => {
    expect(secondStepOf({ twoFactor: "verify", ticket: "t" })).toEqual({ twoFactor: "verify", ticket: "t" });
    const bind = { twoFactor: "bind", ticket: "t", key: "ABCD", otpauthUri: "otpauth://totp/x" };
    expect(secondStepOf(bind)).toEqual(bind);
    for (const other of ["token", null, 5, { twoFactor: "bind", ticket: "t" }, { twoFactor: "verify" }, {}])
      expect(secondStepOf(other)).toBeNull();
  });
  it("reads a binding's answer, keeping only text codes", () => {
    expect(boundOf({ token: "x", recoveryCodes: ["a", 1, ""] })).toEqual({ token: "x", recoveryCodes: ["a"] });
    expect(boundOf({ token: "x" })).toBeNull();
    expect(boundOf("x")).toBeNull();
  });
  it("groups a key by four and tells six digits", () => {
    expect(groupedKey("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
    expect(isSixDigits(" 123456 ")).toBe(true);
    expect(isSixDigits("12345a")).toBe(false);
    expect(isSixDigits("1234567")).toBe(false);
  });
});
