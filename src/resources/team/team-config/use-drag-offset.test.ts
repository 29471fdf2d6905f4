import { describe, expect, it } from "vitest";
import { clampOffset } from "./use-drag-offset";

describe("clampOffset", () => {
  it("keeps a 700 px panel inside a 1440 px window", () => {
    expect(clampOffset(-300, 700, 1440)).toBe(-300);
    expect(clampOffset(50, 700, 1440)).toBe(0);
    expect(clampOffset(-900, 700, 1440)).toBe(-740);
  });
  it("does not move a panel wider than the window", () => {
    expect(clampOffset(-100, 700, 600)).toBe(0);
  });
});
