import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withChunkTimeout } from "./chunk-timeout";

afterEach(() => {
  vi.useRealTimers();
});

describe("chunk timeout (SPEC §9)", () => {
  it("is 120 s", () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it("a load still pending after 120 s fails with ChunkTimeoutError, not a moment before", async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const failed = withChunkTimeout(() => new Promise<never>(() => undefined))().then(settled, (error: unknown) => {
      settled(error);
      return error;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
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
});
