// @vitest-environment jsdom
/**
 * The shell's own lazy pieces under SPEC §9's chunk timeout: each piece's chunk is made to hang (its module never
 * arrives) and the clock moved past 120 s. Without the timeout they would wait forever (nothing shown, the toast or
 * the palette never coming); without their boundary the error would take the console down.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { t } from "@/i18n";
import { CHUNK_TIMEOUT_MS } from "@/lib/chunk-timeout";
import { notify, resetFeedback } from "@/lib/notify";
import { themeStore } from "./theme-settings";
import { UiProviders } from "./ui-providers";
import { CommandPaletteLauncher } from "./layout/command-palette-launcher";
import { TopNav } from "./layout/top-nav";

// Each factory never settles: the module, like a held chunk request, never arrives.
vi.mock("./feedback-host", () => new Promise(() => undefined));
vi.mock("./layout/command-palette", () => new Promise(() => undefined));
vi.mock("./layout/nav-dropdown", () => new Promise(() => undefined));
vi.mock("./layout/nav-horizontal", () => ({ NavHorizontal: () => <p>horizontal nav</p> }));
vi.mock("./version-check", () => ({ checkVersion: vi.fn(() => Promise.resolve({ kind: "same" })) }));

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  resetFeedback();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function pass(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe("a shell piece whose chunk hangs gives up after 120 s", () => {
  it("the toast host: the offer floats over the console that keeps rendering (it used to be a white page)", async () => {
    render(
      <UiProviders>
        <p>console</p>
      </UiProviders>,
    );
    await screen.findByText("console"); // antd's locale first (real timers: its load has the timeout too)
    vi.useFakeTimers();
    act(() => notify.error("saved nothing"));
    await pass(CHUNK_TIMEOUT_MS - 1);
    expect(screen.queryByTestId("piece-failed")).toBeNull();
    await pass(1);
    expect(screen.getByTestId("piece-failed").textContent).toContain(t("errors.pieceFailed"));
    expect(screen.getByText("console")).toBeTruthy();
    act(() => screen.getByRole("button", { name: t("common.actions.close") }).click());
    expect(screen.queryByTestId("piece-failed")).toBeNull();
    expect(screen.getByText("console")).toBeTruthy();
    // The next message asks for the host again, and says it could not come.
    act(() => notify.error("saved nothing again"));
    await pass(0);
    expect(screen.getByTestId("piece-failed")).toBeTruthy();
  });

  it("the command palette: the offer after Ctrl+K and 120 s; Close goes back to waiting for the shortcut", async () => {
    vi.useFakeTimers();
    render(<CommandPaletteLauncher />);
    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    await pass(CHUNK_TIMEOUT_MS - 1);
    expect(screen.queryByTestId("piece-failed")).toBeNull();
    await pass(1);
    expect(screen.getByTestId("piece-failed")).toBeTruthy();
    act(() => screen.getByRole("button", { name: t("common.actions.close") }).click());
    expect(screen.queryByTestId("piece-failed")).toBeNull();
    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    await pass(0);
    expect(screen.getByTestId("piece-failed")).toBeTruthy();
  });

  it("the dropdown top nav: the bundled horizontal nav stands in after 120 s", async () => {
    vi.useFakeTimers();
    themeStore.set({ navType: "2" });
    render(<TopNav visible={3} theme="dark" />);
    await pass(CHUNK_TIMEOUT_MS - 1);
    expect(screen.queryByText("horizontal nav")).toBeNull();
    await pass(1);
    expect(screen.getByText("horizontal nav")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    themeStore.reset();
  });
});
