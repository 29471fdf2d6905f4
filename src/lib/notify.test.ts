import { afterEach, describe, expect, it, vi } from "vitest";
import { notify, onFeedbackHostNeeded, registerFeedbackApi, resetFeedback, type FeedbackApi } from "./notify";

function fakeApi() {
  const calls: string[] = [];
  const record = (kind: string) => (arg: unknown) => {
    const { title, content, key } = arg as { title?: string; content?: string; key?: string };
    calls.push(`${kind}:${title ?? content}${key ? `#${key}` : ""}`);
    return undefined as never;
  };
  const api = {
    message: { success: record("success"), error: record("error"), warning: record("warning"), info: record("info") },
    modal: { confirm: record("confirm"), success: record("successModal") },
  } as unknown as FeedbackApi;
  return { api, calls };
}

describe("notify", () => {
  afterEach(() => resetFeedback());

  it("asks the UI for a host on the first request and delivers queued requests in order once it registers", () => {
    const mount = vi.fn();
    onFeedbackHostNeeded(mount);
    notify.error("first");
    notify.confirm({ title: "sure?" });
    expect(mount).toHaveBeenCalled();
    const { api, calls } = fakeApi();
    registerFeedbackApi(api);
    expect(calls).toEqual(["error:first#error:first", "confirm:sure?"]);
    notify.success("later");
    notify.successModal({ title: "done" });
    expect(calls).toEqual([
      "error:first#error:first",
      "confirm:sure?",
      "success:later#success:later",
      "successModal:done",
    ]);
  });

  it("a request made before the UI subscribes mounts the host as soon as it does", () => {
    notify.warning("early");
    const mount = vi.fn();
    onFeedbackHostNeeded(mount);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it("an unregistered host stops receiving; the next request waits for a new one", () => {
    const first = fakeApi();
    const unregister = registerFeedbackApi(first.api);
    unregister();
    notify.info("queued");
    expect(first.calls).toEqual([]);
    const second = fakeApi();
    registerFeedbackApi(second.api);
    expect(second.calls).toEqual(["info:queued#info:queued"]);
  });

  it("a host is mounted only when something waits, and a warning reaches it keyed by its text", () => {
    const mount = vi.fn();
    onFeedbackHostNeeded(mount);
    expect(mount).not.toHaveBeenCalled();
    notify.warning("careful");
    expect(mount).toHaveBeenCalledTimes(1);
    const { api, calls } = fakeApi();
    registerFeedbackApi(api);
    expect(calls).toEqual(["warning:careful#warning:careful"]);
  });

  it("an old host unregistering does not take the newer host's place away", () => {
    const older = fakeApi();
    const unregisterOlder = registerFeedbackApi(older.api);
    const newer = fakeApi();
    registerFeedbackApi(newer.api);
    unregisterOlder();
    notify.info("still shown");
    expect(newer.calls).toEqual(["info:still shown#info:still shown"]);
  });

  it("a UI that stops listening is not asked to mount; an older listener leaving keeps the newer one", () => {
    const gone = vi.fn();
    const stopGone = onFeedbackHostNeeded(gone);
    const current = vi.fn();
    onFeedbackHostNeeded(current);
    stopGone();
    notify.error("first");
    expect(current).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    resetFeedback();
    const lone = vi.fn();
    onFeedbackHostNeeded(lone)();
    notify.error("second");
    expect(lone).not.toHaveBeenCalled();
  });
});
