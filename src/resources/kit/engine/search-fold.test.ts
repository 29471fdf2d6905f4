import { describe, expect, it } from "vitest";
import { activeHidden, foldedCount } from "./search-fold";
import type { SearchField } from "./types";

const text = (key: string): SearchField => ({ key, kind: "text" });
const fields: SearchField[] = [{ key: "applyTime", kind: "dateRange" }, ...["a", "b", "c", "d", "e", "f"].map(text)];

describe("filters that fold", () => {
  it("shows about two rows of filters beside the buttons, at least one, all when they fit", () => {
    expect(foldedCount(fields, 1150)).toBe(5);
    expect(foldedCount(fields, 600)).toBe(2);
    expect(foldedCount(fields, 100)).toBe(1);
    expect(foldedCount(fields.slice(0, 3), 700)).toBe(3);
  });
  it("counts the folded filters that hold a value, a range with one end included", () => {
    const values = { a: "x", d: "", e: [undefined, 5], f: 0 };
    expect(activeHidden(fields, 4, values)).toBe(2);
    expect(activeHidden(fields, 1, values)).toBe(3);
  });
});
