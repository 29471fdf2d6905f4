import { describe, expect, it } from "vitest";
import { addMoney, formatCurrency, formatDollar, formatMoney, plainMoney, sumBy, toAmount, toCents } from "./money";

describe("formatMoney", () => {
  it.each([
    [0, "0.00"],
    [1, "1.00"],
    [1234.5, "1,234.50"],
    [1234567.891, "1,234,567.89"],
    [999, "999.00"],
    [1000, "1,000.00"],
    [-12, "-12.00"],
    [-1234.567, "-1,234.57"],
    [0.1 + 0.2, "0.30"],
    [1.005, "1.01"],
    [2.675, "2.68"],
    [-0.004, "0.00"],
    [1e-7, "0.00"],
    [999999999999999, "999,999,999,999,999.00"],
    [123456789012345.67, "123,456,789,012,345.67"],
  ])("formats %s as %s", (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it("accepts numeric strings", () => {
    expect(formatMoney("1234.5")).toBe("1,234.50");
    expect(formatMoney(" 42 ")).toBe("42.00");
    expect(formatMoney("-0.5")).toBe("-0.50");
    expect(formatMoney("1e3")).toBe("1,000.00");
  });

  it.each([null, undefined, "", "   ", "abc", "12abc", Number.NaN, Infinity, -Infinity, true, {}, [], [1]])(
    "gives '--' for %s",
    (value) => {
      expect(formatMoney(value)).toBe("--");
    },
  );
});

describe("formatDollar / formatCurrency", () => {
  it("puts the sign before the prefix", () => {
    expect(formatDollar(1234.5)).toBe("$1,234.50");
    expect(formatDollar("-12.5")).toBe("-$12.50");
    expect(formatDollar(0)).toBe("$0.00");
    expect(formatCurrency(5, "¥")).toBe("¥5.00");
  });
  it("keeps '--' bare", () => {
    expect(formatDollar(null)).toBe("--");
    expect(formatDollar("x")).toBe("--");
  });
});

describe("toAmount / toCents", () => {
  it("parses", () => {
    expect(toAmount("3.5")).toBe(3.5);
    expect(toAmount("")).toBeNull();
    expect(toAmount(false)).toBeNull();
  });
  it("rounds half away from zero", () => {
    expect(toCents(0.125)).toBe(13);
    expect(toCents(-0.125)).toBe(-13);
    expect(toCents(19.99)).toBe(1999);
  });
  it("gives zero, not minus zero, for 0, and scales exponent forms too", () => {
    expect(toCents(0)).toBe(0);
    expect(toCents(1e21)).toBe(1e23);
    expect(toCents(-1e21)).toBe(-1e23);
  });
});

describe("sumBy", () => {
  interface Row {
    amount: unknown;
    other?: number;
  }
  it("sums in cents without float drift", () => {
    const rows: Row[] = [{ amount: 0.1 }, { amount: 0.2 }, { amount: 0.3 }];
    expect(sumBy(rows, "amount")).toBe(0.6);
    const many: Row[] = Array.from({ length: 1000 }, () => ({ amount: 0.01 }));
    expect(sumBy(many, "amount")).toBe(10);
  });
  it("accepts numeric strings and ignores the rest", () => {
    const rows: Row[] = [
      { amount: "10.25" },
      { amount: null },
      { amount: "abc" },
      { amount: undefined },
      { amount: -0.25 },
      { amount: "" },
    ];
    expect(sumBy(rows, "amount")).toBe(10);
  });
  it("is 0 for no rows or a missing field", () => {
    expect(sumBy<Row>([], "amount")).toBe(0);
    expect(sumBy<Row>([{ amount: 1 }], "other")).toBe(0);
  });
});

describe("plainMoney (files)", () => {
  it.each([
    [2313.94, "2313.94"],
    ["1234567.5", "1234567.50"],
    [-12, "-12.00"],
    [null, "--"],
  ])("%j -> %s", (value, expected) => {
    expect(plainMoney(value)).toBe(expected);
  });
});

describe("addMoney", () => {
  it("moves a balance in exact cents, where float arithmetic drifts", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(addMoney(1234.56, -0.07)).toBe(1234.49);
    expect(addMoney("1000.10", "-1000.1")).toBe(0);
    expect(addMoney(100, "-100.01")).toBe(-0.01);
    expect(addMoney(999999999999.99, 0.01)).toBe(1000000000000);
    expect(formatMoney(addMoney(4054.9, -4054.89))).toBe("0.01");
  });
  it("is null when either side is not an amount", () => {
    expect(addMoney(null, 1)).toBeNull();
    expect(addMoney(1, "1x")).toBeNull();
    expect(addMoney("", 1)).toBeNull();
  });
});
