// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAfterFirstPaint } from "./after-paint";

afterEach(() => {
  vi.useRealTimers();
});

describe("useAfterFirstPaint", () => {
  it("is false until a frame has been drawn, then true", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout", "clearTimeout"] });
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    // The frame's callback alone is not enough: it runs before the frame is drawn.
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});

describe("useAfterFirstPaint when the part goes before its first paint", () => {
  it("cancels what it waited for: nothing runs for a component that is gone", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout", "clearTimeout"] });
    const { unmount } = renderHook(() => useAfterFirstPaint());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
  it("cancels the task queued by the frame when it goes between the frame and the paint", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout", "clearTimeout"] });
    const { unmount } = renderHook(() => useAfterFirstPaint());
    act(() => vi.advanceTimersToNextFrame());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
