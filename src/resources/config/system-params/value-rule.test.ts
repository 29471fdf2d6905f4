import { describe, expect, it } from "vitest";
import { paramValueRule } from "./value-rule";

const refused = (valueType: number, value: string) => paramValueRule(value, { valueType });

describe("system parameter value by type", () => {
  it("accepts a value of its type", () => {
    expect(refused(0, "-12")).toBeUndefined();
    expect(refused(1, "0.005")).toBeUndefined();
    expect(refused(2, "anything at all")).toBeUndefined();
    expect(refused(3, "23:59:59")).toBeUndefined();
    expect(refused(4, "2024-02-29")).toBeUndefined();
  });

  it("refuses a value of another type with that type's message", () => {
    expect(refused(0, "1.5")).toBe("systemParams.value.integer");
    expect(refused(1, "1,5")).toBe("systemParams.value.float");
    expect(refused(2, "x".repeat(501))).toBe("systemParams.value.string");
    expect(refused(3, "24:00:00")).toBe("systemParams.value.time");
    expect(refused(4, "2026-02-30")).toBe("systemParams.value.date");
  });

  it("says nothing before a type is chosen", () => {
    expect(paramValueRule("x", {})).toBeUndefined();
  });
});
