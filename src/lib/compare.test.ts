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

  it("is antisymmetric and sorts numbers like numeric order", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, noDefaultInfinity: true })), (values) => {
        const sorted = [...values].sort(compareValues);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1] <= sorted[i]).toBe(true);
      }),
    );
  });
});
