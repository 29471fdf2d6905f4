/**
 * What a failed call does to the session (failure-policy.ts), through the http client: one message and one redirect
 * for a storm of 401s, late 401s of an old token, quiet and sign-out calls, the server's lock (423).
 */
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./http";
import { TransportError } from "./transport";
import { setupHttp as setup, type Reply } from "../../tests/unit/http-fake";

describe("what a failure does to the session", () => {
  it("a quiet call answered 401 still ends the session", async () => {
    const { http, deps } = setup(() => ({ data: { code: 401, message: "" } }));
    await expect(http.get("/x", undefined, { quiet: true })).rejects.toMatchObject({ code: 401 });
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["HTTP 404", { status: 404, data: "<html>Not Found</html>" }],
    ["a refusal in the body", { data: { code: 500, success: false, message: "服务异常" } }],
    ["code 200 with success false", { data: { code: 200, success: false, message: "服务异常" } }],
    ["a 401 in the body", { data: { code: 401, success: false, message: "登录已失效" } }],
    ["HTTP 401", { status: 401, data: { message: "未登录" } }],
    ["a locked session (423)", { data: { code: 423, message: "会话已锁定" } }],
  ] as const)("the sign-out call answered with %s rejects and does nothing else", async (_label, reply) => {
    const goToLock = vi.fn();
    const { http, deps } = setup(() => reply, { goToLock });
    const failure = await http
      .request({ style: "form", url: "/xboot/logout", signingOut: true })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    // Each keeps the code it came with (a 401 as body code or HTTP status alike).
    expect((failure as ApiError).code).toBe("status" in reply ? reply.status : reply.data.code);
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(deps.goToLogin).not.toHaveBeenCalled();
    expect(goToLock).not.toHaveBeenCalled();
  });

  it("a storm of 401s clears the session, shows one message and redirects once", async () => {
    const { http, deps } = setup(() => ({ data: { code: 401, message: "" } }));
    const calls = Array.from({ length: 10 }, () => http.get("/x").catch((e: unknown) => e));
    const errors = await Promise.all(calls);
    expect(errors.every((e) => e instanceof ApiError && e.code === 401)).toBe(true);
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.showError).toHaveBeenCalledTimes(1);
    expect(deps.showError).toHaveBeenCalledWith("<errors.unknownRelogin>");
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    http.resetUnauthorized();
    await http.get("/x").catch(() => undefined);
    expect(deps.goToLogin).toHaveBeenCalledTimes(2);
  });

  it("a 401 after a login in another tab (the stored token changed) is handled again, without a login in this tab", async () => {
    let token = "old";
    const { http, deps } = setup(() => ({ data: { code: 401, message: "" } }), { getToken: () => token });
    await http.get("/x").catch(() => undefined);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    token = "from-the-other-tab";
    await http.get("/x").catch(() => undefined);
    expect(deps.clearSession).toHaveBeenCalledTimes(2);
    expect(deps.showError).toHaveBeenCalledTimes(2);
    expect(deps.goToLogin).toHaveBeenCalledTimes(2);
  });

  it("after a 401, the calls a page still sends without a token get no second message; after a login they do", async () => {
    let token: string | null = "expired";
    const { http, deps } = setup(() => ({ data: { code: 401, message: "未登录或登录已失效" } }), {
      getToken: () => token,
      clearSession: vi.fn(() => {
        token = "";
      }),
    });
    await http.get("/list").catch(() => undefined);
    await http.get("/dict").catch(() => undefined); // sent after the session was cleared: no token
    token = null;
    await http.get("/dict").catch(() => undefined);
    expect(deps.showError).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    http.resetUnauthorized(); // a login in this tab
    await http.get("/dict").catch(() => undefined);
    expect(deps.showError).toHaveBeenCalledTimes(2);
  });

  it("a late 401 for an old token leaves the session logged in since (this tab or another) alone", async () => {
    let token = "old";
    let answer: ((reply: Reply) => void) | undefined;
    const { http, deps } = setup(() => ({ data: { code: 200, success: true, result: 1 } }), {
      getToken: () => token,
      transport: async () => {
        const reply = await new Promise<Reply>((done) => (answer = done));
        if ("fail" in reply) throw new TransportError(reply.fail);
        return { status: reply.status ?? 200, data: reply.data };
      },
    });
    const late = http.get("/x");
    await vi.waitFor(() => expect(answer).toBeDefined());
    // The user logs in again (here or in another tab, which share the stored token) before the old call answers.
    token = "fresh";
    answer?.({ data: { code: 401, message: "登录已失效" } });
    await expect(late).rejects.toMatchObject({ code: 401 });
    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(deps.goToLogin).not.toHaveBeenCalled();
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it("a first 401 to a call sent without a token (a public call) ends the stored session too", async () => {
    const { http, deps } = setup(() => ({ data: { code: 401, message: "" } }));
    await expect(http.get("/public", undefined, { noToken: true })).rejects.toMatchObject({ code: 401 });
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it("a storm of 401s that empties the stored token as it ends the session is still handled once", async () => {
    let token = "old";
    const { http, deps } = setup(() => ({ data: { code: 401, message: "" } }), {
      getToken: () => token,
      clearSession: vi.fn(() => void (token = "")),
    });
    await Promise.all(Array.from({ length: 5 }, () => http.get("/x").catch(() => undefined)));
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.showError).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it("a 401 as HTTP status on the login page redirects without a message", async () => {
    const { http, deps } = setup(() => ({ status: 401, data: { message: "未登录" } }), { isOnLogin: () => true });
    await expect(http.get("/x")).rejects.toMatchObject({ code: 401 });
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.clearSession).toHaveBeenCalled();
  });
});

describe("a locked session (code 423)", () => {
  it("without a lock screen to go to (a client with no lock), still rejects with the 423", async () => {
    const { http, deps } = setup(() => ({ data: { code: 423, message: "会话已锁定" } }));
    await expect(http.get("/x")).rejects.toMatchObject({ code: 423, name: "ApiError" });
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it("goes to the lock screen without a toast and without ending the session", async () => {
    const goToLock = vi.fn();
    const { http, deps } = setup(() => ({ data: { code: 423, message: "会话已锁定，请先解锁" } }), { goToLock });
    await expect(http.get("/x")).rejects.toMatchObject({ code: 423 });
    expect(goToLock).toHaveBeenCalledTimes(1);
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.clearSession).not.toHaveBeenCalled();
  });
});
