import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withChunkTimeout, withChunkTimeouts } from "./chunk-timeout";

afterEach(() => {
  vi.useRealTimers();
});

describe("chunk timeout (SPEC §9)", () => {
  it("a load still pending after 120 s fails with ChunkTimeoutError, not a moment before", async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const failed = withChunkTimeout(() => new Promise<never>(() => undefined))().then(settled, (error: unknown) => {
      settled(error);
      return error;
    });
    await vi.advanceTimersByTimeAsync(120_000 - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await failed).toBeInstanceOf(ChunkTimeoutError);
  });

  it("a load that arrives in time passes through, and its timer is gone", async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(async () => ({ default: "page" }));
    await expect(load()).resolves.toEqual({ default: "page" });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("a load that fails in time fails with its own error", async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    await expect(load()).rejects.toThrow("Failed to fetch dynamically imported module");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("the timeout error names itself and the time it waited, for the log", () => {
    const error = new ChunkTimeoutError(CHUNK_TIMEOUT_MS);
    expect(error.name).toBe("ChunkTimeoutError");
    expect(error.message).toBe("chunk did not load within 120000 ms");
  });

  it("a glob's loaders keep their paths and each gets the timeout", async () => {
    vi.useFakeTimers();
    const loaders = withChunkTimeouts<string>({
      "./a.screen.ts": async () => "a",
      "./b.screen.ts": () => new Promise<never>(() => undefined),
    });
    expect(Object.keys(loaders)).toEqual(["./a.screen.ts", "./b.screen.ts"]);
    await expect(loaders["./a.screen.ts"]()).resolves.toBe("a");
    const hung = loaders["./b.screen.ts"]().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    expect(await hung).toBeInstanceOf(ChunkTimeoutError);
  });
});
