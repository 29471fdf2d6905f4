// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { Suspense, type ComponentType } from "react";
import { t } from "@/i18n";
import { CHUNK_TIMEOUT_MS, lazyPage } from "@/lib/chunk-timeout";
import { ChunkErrorBoundary } from "./chunk-error-boundary";
import { checkVersion, type VersionVerdict } from "./version-check";

vi.mock("./version-check", () => ({ checkVersion: vi.fn() }));
const verdict = (value: VersionVerdict) => vi.mocked(checkVersion).mockResolvedValue(value);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderPage(Page: ComponentType) {
  return render(
    <ChunkErrorBoundary resetKey="/finance/withdraw-orders">
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>,
  );
}

describe("a page whose chunk does not load", () => {
  it("a chunk request that hangs gives up after 120 s into the reload offer", async () => {
    vi.useFakeTimers();
    verdict({ kind: "same" });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderPage(lazyPage(() => new Promise<never>(() => undefined)));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    });
    expect(screen.getByText("loading")).toBeTruthy();
    expect(screen.queryByTestId("chunk-failed")).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const failed = screen.getByTestId("chunk-failed");
    expect(failed.textContent).toContain(t("errors.chunkFailed"));
    expect(failed.textContent).toContain(t("errors.chunkFailedHint"));
    expect(screen.getByRole("button", { name: t("errors.reload") })).toBeTruthy();
    expect(screen.queryByText("loading")).toBeNull();
  });

  it("says a new version is out when the version check finds one (SPEC §8's wording)", async () => {
    verdict({ kind: "new", version: "9.9.9" });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderPage(lazyPage(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module"))));
    const failed = await screen.findByTestId("chunk-failed");
    await vi.waitFor(() => expect(failed.textContent).toContain(t("errors.newVersion", { version: "9.9.9" })));
    expect(t("errors.newVersion", { version: "9.9.9" })).toContain("9.9.9");
    expect(failed.textContent).not.toContain(t("errors.chunkFailedHint"));
    expect(screen.getByRole("button", { name: t("errors.reload") })).toBeTruthy();
  });

  it("without a new version it gives the network-or-new-version hint", async () => {
    verdict({ kind: "same" });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderPage(lazyPage(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module"))));
    const failed = await screen.findByTestId("chunk-failed");
    await act(async () => undefined);
    expect(failed.textContent).toContain(t("errors.chunkFailedHint"));
    expect(vi.mocked(checkVersion)).toHaveBeenCalled();
  });
});

describe("a shell piece whose chunk does not load", () => {
  const hanging = () => lazyPage(() => new Promise<never>(() => undefined));

  it("floats the reload offer over the console after 120 s; Close puts it away and tells the piece's host", async () => {
    vi.useFakeTimers();
    verdict({ kind: "same" });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Piece = hanging();
    const onClose = vi.fn();
    render(
      <>
        <p>console</p>
        <ChunkErrorBoundary onClose={onClose}>
          <Suspense fallback={null}>
            <Piece />
          </Suspense>
        </ChunkErrorBoundary>
      </>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    });
    expect(screen.queryByTestId("piece-failed")).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const failed = screen.getByTestId("piece-failed");
    expect(failed.textContent).toContain(t("errors.pieceFailed"));
    expect(failed.textContent).toContain(t("errors.chunkFailedHint"));
    expect(failed.style.position).toBe("fixed");
    expect(screen.getByRole("button", { name: t("errors.reload") })).toBeTruthy();
    expect(screen.queryByTestId("chunk-failed")).toBeNull();
    expect(screen.getByText("console")).toBeTruthy();
    act(() => screen.getByRole("button", { name: t("common.actions.close") }).click());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("with a stand-in, shows it after 120 s instead of any offer (and asks no version)", async () => {
    vi.useFakeTimers();
    verdict({ kind: "same" });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.mocked(checkVersion).mockClear();
    const Piece = hanging();
    render(
      <ChunkErrorBoundary standIn={<p>horizontal nav</p>}>
        <Suspense fallback={<p>loading</p>}>
          <Piece />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText("horizontal nav")).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText("horizontal nav")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(vi.mocked(checkVersion)).not.toHaveBeenCalled();
  });
});
