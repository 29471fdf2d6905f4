import { describe, expect, it, vi } from "vitest";

describe("landing", () => {
  it("runs what waits for the landing page once, when it has shown, and later tasks at once", async () => {
    vi.resetModules();
    const { afterLanding, landingShown } = await import("./landing");
    const early = vi.fn();
    afterLanding(early);
    expect(early).not.toHaveBeenCalled();
    landingShown();
    landingShown();
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    afterLanding(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
