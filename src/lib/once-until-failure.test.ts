import { describe, expect, it } from "vitest";
import { onceUntilFailure } from "./once-until-failure";

describe("onceUntilFailure", () => {
  it("loads each key once and hands every caller the same answer", async () => {
    const asked: string[] = [];
    const load = onceUntilFailure(async (key: string) => {
      asked.push(key);
      return { key };
    });
    const first = load("a");
    expect(load("a")).toBe(first);
    expect(await load("a")).toBe(await first);
    await load("b");
    expect(asked).toEqual(["a", "b"]);
  });

  it("forgets a failed load, so the next call tries again, and keeps the load that worked", async () => {
    let calls = 0;
    const load = onceUntilFailure(async (_key: void) => {
      calls += 1;
      if (calls === 1) throw new Error("chunk failed");
      return calls;
    });
    await expect(load()).rejects.toThrow("chunk failed");
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
    expect(calls).toBe(2);
  });
});
