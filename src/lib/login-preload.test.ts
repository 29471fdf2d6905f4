import { describe, expect, it, vi } from "vitest";
import { loginSubmitted, onLoginSubmitted } from "./login-preload";

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
