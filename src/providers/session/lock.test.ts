// @vitest-environment node
/** The lock screen's two calls (SPEC §2.2): what is remembered, what the server is told, where unlock returns. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../../tests/unit/memory-storage";

const postForm = vi.fn<(url: string, data?: unknown, extra?: unknown) => Promise<unknown>>();
vi.mock("@/providers/http-instance", () => ({ http: { postForm: (...args: [string]) => postForm(...args) } }));

const { lockScreen, unlockScreen } = await import("./lock");
const { takeLockReturn } = await import("./lock-return");

let store: Storage;
beforeEach(() => {
  store = memoryStorage();
  vi.stubGlobal("localStorage", store);
  postForm.mockReset();
  postForm.mockResolvedValue({ result: null });
  takeLockReturn();
});
afterEach(() => vi.unstubAllGlobals());

const at = (hash: string) => vi.stubGlobal("window", { location: { hash } });

describe("lockScreen", () => {
  it("remembers the page, locks this browser and the server's session, and shows the lock screen", () => {
    at("#/finance/withdraw-orders");
    const navigate = vi.fn();
    lockScreen(navigate);
    expect(store.getItem("lockedPage")).toBe("/finance/withdraw-orders");
    expect(store.getItem("locking")).toBe("1");
    expect(postForm).toHaveBeenCalledWith("/xboot/user/lock", {}, { quiet: true });
    expect(navigate).toHaveBeenCalledWith("/locking");
    expect(takeLockReturn()).toBe("/finance/withdraw-orders");
  });

  it("returns to home from no page or from the lock screen itself", () => {
    for (const hash of ["", "#", "#/locking"]) {
      at(hash);
      lockScreen(vi.fn());
      expect(store.getItem("lockedPage")).toBe("/home");
    }
  });

  it("a back end without the lock call still locks (no rejection escapes)", async () => {
    at("#/home");
    postForm.mockRejectedValue(new Error("404"));
    const navigate = vi.fn();
    expect(() => lockScreen(navigate)).not.toThrow();
    await Promise.resolve();
    expect(store.getItem("locking")).toBe("1");
    expect(navigate).toHaveBeenCalledWith("/locking");
  });
});

describe("unlockScreen", () => {
  it("checks the password on the server, unlocks and returns to this tab's own page first", async () => {
    at("#/shop/list");
    lockScreen(vi.fn());
    store.setItem("lockedPage", "/other-tab-page");
    await expect(unlockScreen("123456")).resolves.toBe("/shop/list");
    expect(postForm).toHaveBeenLastCalledWith("/xboot/user/unlock", { password: "123456" });
    expect(store.getItem("locking")).toBe("0");
    expect(store.getItem("lockedPage")).toBeNull();
  });

  it("waits for the lock call still in flight: the server never sees the unlock first", async () => {
    at("#/home");
    let answerLock: (value: unknown) => void = () => undefined;
    postForm.mockImplementationOnce(() => new Promise((resolve) => (answerLock = resolve)));
    lockScreen(vi.fn());
    const unlocked = unlockScreen("123456");
    await Promise.resolve();
    expect(postForm.mock.calls.map(([url]) => url)).toEqual(["/xboot/user/lock"]);
    answerLock({ result: null });
    await unlocked;
    expect(postForm.mock.calls.map(([url]) => url)).toEqual(["/xboot/user/lock", "/xboot/user/unlock"]);
  });

  it("without a page of its own (reloaded on the lock screen): the stored page, else home", async () => {
    store.setItem("lockedPage", "/mall/goods");
    await expect(unlockScreen("x")).resolves.toBe("/mall/goods");
    await expect(unlockScreen("x")).resolves.toBe("/home");
  });

  it("a wrong password stays locked with the page kept", async () => {
    store.setItem("locking", "1");
    store.setItem("lockedPage", "/mall/goods");
    postForm.mockRejectedValue(new Error("密码错误"));
    await expect(unlockScreen("bad")).rejects.toThrow("密码错误");
    expect(store.getItem("locking")).toBe("1");
    expect(store.getItem("lockedPage")).toBe("/mall/goods");
  });
});
