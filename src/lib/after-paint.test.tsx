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
