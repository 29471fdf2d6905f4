import { describe, expect, it } from "vitest";
import { isDigits, NUMERIC_MAX, numericProblem, readNumeric } from "./numeric";

describe("readNumeric", () => {
  it("reads a plain decimal as its number, signs included", () => {
    expect(readNumeric("12")).toBe(12);
    expect(readNumeric("12.")).toBe(12);
    expect(readNumeric(".5")).toBe(0.5);
    expect(readNumeric("007")).toBe(7);
    expect(readNumeric("1.25")).toBe(1.25);
    expect(readNumeric("-1")).toBe(-1);
    expect(readNumeric("-100")).toBe(-100);
    expect(readNumeric(" 3 ")).toBe(3);
  });
  it("is null when blank", () => {
    expect(readNumeric("")).toBeNull();
    expect(readNumeric("   ")).toBeNull();
  });
  it("keeps anything else exactly as typed, never a number made from part of it", () => {
    for (const text of ["12a", "abc", ".", "-", "1.2.3", "1e5", "0x10", "1,000", "Infinity", "--1"])
      expect(readNumeric(text), text).toBe(text);
  });
});

describe("numericProblem", () => {
  it("passes blank and values within 0 … NUMERIC_MAX", () => {
    for (const value of [null, undefined, "", 0, "0", 12.5, "12.5", NUMERIC_MAX, String(NUMERIC_MAX)])
      expect(numericProblem(value), String(value)).toBeNull();
  });
  it("refuses a value below the minimum, naming it: 0 by default", () => {
    expect(numericProblem(-1)).toEqual({ kind: "min", limit: 0 });
    expect(numericProblem("-100")).toEqual({ kind: "min", limit: 0 });
    expect(numericProblem("-0.01")).toEqual({ kind: "min", limit: 0 });
    expect(numericProblem(0, { min: 1 })).toEqual({ kind: "min", limit: 1 });
    expect(numericProblem(1, { min: 1 })).toBeNull();
  });
  it("refuses a value above the maximum, naming it: NUMERIC_MAX by default", () => {
    expect(numericProblem(NUMERIC_MAX + 1)).toEqual({ kind: "max", limit: NUMERIC_MAX });
    expect(numericProblem("9999999999999999")).toEqual({ kind: "max", limit: NUMERIC_MAX });
    expect(numericProblem("101", { max: 100 })).toEqual({ kind: "max", limit: 100 });
    expect(numericProblem(100, { max: 100 })).toBeNull();
  });
  it("refuses what is not a number, and a fraction where a whole number is asked", () => {
    for (const value of ["12a", "abc", ".", "1e5", true, {}, Number.NaN, Number.POSITIVE_INFINITY])
      expect(numericProblem(value), String(value)).toEqual({ kind: "number" });
    expect(numericProblem("1.5", { integer: true })).toEqual({ kind: "integer" });
    expect(numericProblem(2, { integer: true })).toBeNull();
  });
  it("checks the format before the whole number, and both before the bounds", () => {
    expect(numericProblem("-1.5", { integer: true })).toEqual({ kind: "integer" });
    expect(numericProblem("-1x", { integer: true })).toEqual({ kind: "number" });
  });
});

describe("isDigits", () => {
  it("holds digits only, leading zeros included; blank passes", () => {
    expect(isDigits("0138001")).toBe(true);
    expect(isDigits("")).toBe(true);
    expect(isDigits(null)).toBe(true);
    expect(isDigits(10012)).toBe(true);
    expect(isDigits("-1")).toBe(false);
    expect(isDigits("10a")).toBe(false);
    expect(isDigits("1 2")).toBe(false);
  });
});
