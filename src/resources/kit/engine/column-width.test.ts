/** A money column's width from its page's extremes is the width from every amount on it (column-width.ts). */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatMoney, sumBy } from "@contract/money";
import { cellText } from "./cells";
import { moneyWidth, textWidth } from "./column-width";
import type { ColumnDef } from "./types";

type Row = Record<string, unknown>;
const column = { key: "amount", kind: "money" } as ColumnDef<Row>;

/** Every amount formatted and measured, as the kit did before: the reference. */
function everyAmount(rows: readonly Row[], summed: boolean): number {
  let widest = 0;
  for (const row of rows) widest = Math.max(widest, textWidth(cellText("money", row.amount)));
  if (summed) widest = Math.max(widest, textWidth(formatMoney(sumBy(rows, "amount"))));
  return widest + 34;
}

const amount = fc.oneof(
  fc.double({ min: -1e12, max: 1e12, noNaN: true }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
  fc.constantFrom(0, 999.995, -999.995, 999_999.999, null, undefined, "", "abc", "1234.5", Number.NaN),
);

describe("moneyWidth", () => {
  it("equals the widest of every amount's text on the page, its sum included or not", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ amount }), { maxLength: 40 }), fc.boolean(), (rows, summed) => {
        expect(moneyWidth(column, rows, summed)).toBe(everyAmount(rows, summed));
      }),
      { numRuns: 500 },
    );
  });
});
