// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, within } from "@testing-library/react";
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

// The mutation run shares one document between test files: each test looks only inside what it rendered.
afterEach(cleanup);

describe("lazyPage", () => {
  it("renders the page its chunk holds", async () => {
    const Page = lazyPage(async () => ({ default: () => <p>page</p> }));
    const view = render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await within(view.container).findByText("page")).toBeTruthy();
  });

  it("a chunk still pending after 120 s reaches the error boundary instead of spinning forever", async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const Page = lazyPage(() => new Promise<never>(() => undefined));
      const view = render(
        <Caught>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </Caught>,
      );
      await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1));
      expect(within(view.container).getByText("loading")).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(within(view.container).getByText("ChunkTimeoutError")).toBeTruthy();
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });
});
