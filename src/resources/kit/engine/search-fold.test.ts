import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { activeHidden, foldedCount, followedWidth } from "./search-fold";
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
  it("follows a measured width only when it changes how many filters fit", () => {
    expect(followedWidth(fields, 1140, 1146), "the estimate, a few pixels off").toBe(1140);
    expect(followedWidth(fields, 1140, 600), "the side menu opened on a narrow window").toBe(600);
    const kinds = fc.constantFrom<SearchField["kind"]>("text", "digits", "dict", "dateRange", "amountRange");
    fc.assert(
      fc.property(
        fc.array(
          kinds.map((kind) => ({ key: "k", kind }) as SearchField),
          { maxLength: 12 },
        ),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 1, max: 4000 }),
        (some, shown, measured) => {
          const followed = followedWidth(some, shown, measured);
          expect(foldedCount(some, followed)).toBe(foldedCount(some, measured));
          expect([shown, measured]).toContain(followed);
          if (foldedCount(some, shown) === foldedCount(some, measured)) expect(followed).toBe(shown);
        },
      ),
    );
  });
});
