// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { Suspense, useEffect } from "react";
import { preloadable } from "./preloadable";
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError } from "./chunk-timeout";

describe("preloadable", () => {
  it("renders at once, without its fallback, once the module is here", async () => {
    const { Component, preload } = preloadable(async () => ({
      default: ({ name }: { name: string }) => <p>{name}</p>,
    }));
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="ready" />
      </Suspense>,
    );
    // No await: the first commit already shows it.
    expect(screen.getByText("ready")).toBeTruthy();
    expect(screen.queryByText("loading")).toBeNull();
  });

  it("suspends like lazy before, and an instance is not remounted when the module arrives", async () => {
    let mounts = 0;
    function Page() {
      useEffect(() => void (mounts += 1), []);
      return <p>page</p>;
    }
    let resolve: (module: { default: typeof Page }) => void = () => undefined;
    const { Component } = preloadable(() => new Promise<{ default: typeof Page }>((done) => (resolve = done)));
    const view = render(
      <Suspense fallback={<p>loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    await act(async () => resolve({ default: Page }));
    expect(await screen.findByText("page")).toBeTruthy();
    view.rerender(
      <Suspense fallback={<p>loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(mounts).toBe(1);
  });

  it("loads once, and tries again after a failure", async () => {
    let calls = 0;
    const { preload } = preloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error("chunk failed");
      return { default: () => null };
    });
    await expect(preload()).rejects.toThrow("chunk failed");
    await preload();
    await preload();
    expect(calls).toBe(2);
  });

  it("a load still pending after the chunk timeout (SPEC §9) fails, and the next preload asks again", async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const { preload } = preloadable(() => {
        calls += 1;
        return calls === 1 ? new Promise<never>(() => undefined) : Promise.resolve({ default: () => null });
      });
      const first = preload().catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
      expect(await first).toBeInstanceOf(ChunkTimeoutError);
      await preload();
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
