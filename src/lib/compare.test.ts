import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { compareValues } from "./compare";

describe("compareValues", () => {
  it("orders numbers and numeric strings by value, not as text", () => {
    expect(["10.00", "9.50", 100, "2"].sort(compareValues)).toEqual(["2", "9.50", "10.00", 100]);
  });

  it("puts empty values last", () => {
    expect([null, 3, "", 1, undefined].sort(compareValues)).toEqual([1, 3, null, "", undefined]);
  });

  it("puts empty values after text too, and two empty values are equal", () => {
    expect(["zeta", null, "alpha"].sort(compareValues)).toEqual(["alpha", "zeta", null]);
    expect(compareValues(undefined, "zeta")).toBeGreaterThan(0);
    expect(compareValues("zeta", undefined)).toBeLessThan(0);
    expect(compareValues(null, "")).toBe(0);
    expect(compareValues(undefined, null)).toBe(0);
  });

  it("compares text as text, and text against a number as text", () => {
    expect(["pear", "apple", "fig"].sort(compareValues)).toEqual(["apple", "fig", "pear"]);
    expect(compareValues("abc", 5)).toBe("abc".localeCompare("5"));
    expect(compareValues(5, "abc")).toBe("5".localeCompare("abc"));
  });

  it("a blank string or a boolean is not a number", () => {
    expect(compareValues("   ", "0")).toBe("   ".localeCompare("0"));
    expect(compareValues("   ", "0")).not.toBe(0);
    expect(compareValues(true, 2)).toBe("true".localeCompare("2"));
    expect(compareValues(true, 2)).toBeGreaterThan(0);
  });

  it("is antisymmetric and sorts numbers like numeric order", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, noDefaultInfinity: true })), (values) => {
        const sorted = [...values].sort(compareValues);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1] <= sorted[i]).toBe(true);
      }),
    );
  });
});
