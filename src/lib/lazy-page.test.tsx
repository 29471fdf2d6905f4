// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { Component, Suspense, type ReactNode } from "react";
import { CHUNK_TIMEOUT_MS, lazyPage } from "./chunk-timeout";

/** Shows the name of what its children threw, as the chunk error boundary would catch it. */
class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>{this.state.error.name}</p> : this.props.children;
  }
}

describe("lazyPage", () => {
  it("renders the page its chunk holds", async () => {
    const Page = lazyPage(async () => ({ default: () => <p>page</p> }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText("page")).toBeTruthy();
  });

  it("a chunk still pending after 120 s reaches the error boundary instead of spinning forever", async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const Page = lazyPage(() => new Promise<never>(() => undefined));
      render(
        <Caught>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </Caught>,
      );
      await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1));
      expect(screen.getByText("loading")).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByText("ChunkTimeoutError")).toBeTruthy();
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });
});
