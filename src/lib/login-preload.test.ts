import { describe, expect, it, vi } from "vitest";
import { loginShown, loginSubmitted, onLoginSubmitted } from "./login-preload";

describe("login preload", () => {
  it("a submit before the root registers its preload does nothing, and throws nothing", () => {
    expect(() => loginSubmitted()).not.toThrow();
  });

  it("each submit starts the registered preload", () => {
    const preload = vi.fn();
    onLoginSubmitted(preload);
    expect(preload).not.toHaveBeenCalled();
    loginSubmitted();
    loginSubmitted();
    expect(preload).toHaveBeenCalledTimes(2);
  });
});

describe("the login page shown", () => {
  it("starts the preload when the browser is idle, not before, and not once the page has gone", () => {
    vi.useFakeTimers();
    const idle = vi.fn<(callback: () => void) => number>((callback) => window.setTimeout(callback, 50));
    const cancel = vi.fn((id: number) => window.clearTimeout(id));
    vi.stubGlobal("requestIdleCallback", idle);
    vi.stubGlobal("cancelIdleCallback", cancel);
    try {
      const preload = vi.fn();
      onLoginSubmitted(preload);
      loginShown();
      expect(preload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(50);
      expect(preload).toHaveBeenCalledTimes(1);
      const stop = loginShown();
      stop();
      vi.advanceTimersByTime(50);
      expect(preload).toHaveBeenCalledTimes(1);
      expect(cancel).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
