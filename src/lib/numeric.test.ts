import { describe, expect, it } from "vitest";
import { NUMERIC_MAX, onlyDigits, parseNumeric, sanitizeNumeric } from "./numeric";

describe("onlyDigits", () => {
  it("drops everything but digits, keeping leading zeros", () => {
    expect(onlyDigits("0138-abc 001")).toBe("0138001");
    expect(onlyDigits("abc")).toBe("");
  });
});

describe("sanitizeNumeric", () => {
  it("keeps digits and one decimal point", () => {
    expect(sanitizeNumeric("12a.3.4", "")).toBe("12.34");
    expect(sanitizeNumeric("-5", "")).toBe("5");
    expect(sanitizeNumeric("abc", "")).toBe("");
    expect(sanitizeNumeric(".5", "")).toBe("0.5");
    expect(sanitizeNumeric(".5.5", "")).toBe("0.55");
    expect(sanitizeNumeric("12.", "")).toBe("12.");
  });
  it("drops the point for integers", () => {
    expect(sanitizeNumeric("12.5", "", { integer: true })).toBe("125");
  });
  it("refuses edits beyond the maximum", () => {
    expect(sanitizeNumeric(String(NUMERIC_MAX), "")).toBe("999999999999999");
    expect(sanitizeNumeric("9999999999999999", "999999999999999")).toBe("999999999999999");
    expect(sanitizeNumeric("101", "10", { max: 100 })).toBe("10");
  });
});

describe("parseNumeric", () => {
  it("reads the text", () => {
    expect(parseNumeric("")).toBeNull();
    expect(parseNumeric(".")).toBeNull();
    expect(parseNumeric("12.")).toBe(12);
    expect(parseNumeric("007")).toBe(7);
    expect(parseNumeric("1.25")).toBe(1.25);
  });
});
