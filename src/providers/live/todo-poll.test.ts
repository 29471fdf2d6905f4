import { describe, expect, it } from "vitest";
import { todoPollMs } from "./index";

describe("the fallback poll's setting (VITE_TODO_POLL_SECONDS)", () => {
  it("defaults to a minute; 0, a negative or an unreadable value never polls", () => {
    expect(todoPollMs(undefined)).toBe(60_000);
    expect(todoPollMs(" ")).toBe(60_000);
    expect(todoPollMs("15")).toBe(15_000);
    expect(todoPollMs("0")).toBe(0);
    expect(todoPollMs("-5")).toBe(0);
    expect(todoPollMs("soon")).toBe(0);
  });
});
