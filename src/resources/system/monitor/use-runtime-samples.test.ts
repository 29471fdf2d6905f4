import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RuntimeSample } from "@contract/system/monitor";
import { POLL_MS, WINDOW_POINTS } from "./runtime";
import { useRuntimeSamples, type SampleLoader } from "./use-runtime-samples";

let calls = 0;
const sample = (): RuntimeSample => {
  calls += 1;
  const figures = { count: calls, errors: 0, meanMs: 1 };
  return {
    timestamp: calls * POLL_MS,
    startedAt: 0,
    uptimeSeconds: calls * 5,
    node: "v20",
    cpu: { percent: 1, cores: 2 },
    memory: { rss: 3, heapUsed: 1, heapTotal: 2, external: 0 },
    eventLoop: null,
    database: { kind: "pglite", reachable: true, latencyMs: 1, sizeBytes: 1 },
    requests: { since: 0, total: figures, lastMinute: figures, endpoints: [] },
  };
};
const live: SampleLoader = () => Promise.resolve(sample());

function setVisibility(state: "hidden" | "visible") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

/** Lets the pending call resolve, then moves the clock one poll on. */
async function poll(times = 1) {
  for (let i = 0; i < times; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS);
    });
  }
}

beforeEach(() => {
  calls = 0;
  vi.useFakeTimers();
  setVisibility("visible");
});
afterEach(() => vi.useRealTimers());

describe("useRuntimeSamples", () => {
  it("polls every 5 s and keeps a rolling window of the last points", async () => {
    const { result } = renderHook(() => useRuntimeSamples(live));
    await poll(WINDOW_POINTS + 5);
    expect(calls).toBe(WINDOW_POINTS + 6);
    const state = result.current.state;
    expect(state.kind).toBe("live");
    if (state.kind !== "live") return;
    expect(state.points).toHaveLength(WINDOW_POINTS);
    expect(state.points.at(-1)?.timestamp).toBe(calls * POLL_MS);
  });

  it("asks nothing while the tab is hidden or after the page is left", async () => {
    const { result, unmount } = renderHook(() => useRuntimeSamples(live));
    await poll();
    const before = calls;
    act(() => setVisibility("hidden"));
    expect(result.current.paused).toBe(true);
    await poll(6);
    expect(calls).toBe(before);
    act(() => setVisibility("visible"));
    await poll();
    expect(calls).toBeGreaterThan(before);
    unmount();
    const left = calls;
    await poll(6);
    expect(calls).toBe(left);
  });

  it("a back end without the call ends in the unavailable state and stops asking", async () => {
    const missing = vi.fn<SampleLoader>().mockResolvedValue(null);
    const { result } = renderHook(() => useRuntimeSamples(missing));
    await poll(4);
    expect(result.current.state.kind).toBe("unavailable");
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it("a failed call keeps the last figures (marked stale) and tries again", async () => {
    let fail = false;
    const flaky: SampleLoader = () => (fail ? Promise.reject(new Error("network")) : Promise.resolve(sample()));
    const { result } = renderHook(() => useRuntimeSamples(flaky));
    await poll();
    fail = true;
    await poll();
    expect(result.current.state).toMatchObject({ kind: "live", stale: true });
    fail = false;
    await poll();
    expect(result.current.state).toMatchObject({ kind: "live", stale: false });
  });
});
