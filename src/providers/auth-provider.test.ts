// @vitest-environment node
/** Login, sign-out, the session check and identity against a fake client (the contract test runs them for real). */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../tests/unit/memory-storage";
import { createAuthProvider } from "./auth-provider";
import type { HttpClient, Params, RequestOptions } from "./http";
import type { MenuNode } from "./session/menu-types";

const admin = { id: 1, username: "admin", nickname: "管理员", avatar: "/a.png", roles: [{ name: "ROLE_ADMIN" }] };
const menu = [{ id: "1", name: "home" }] as unknown as MenuNode[];

let store: Storage;
beforeEach(() => {
  store = memoryStorage({ lang: "en-US" });
  vi.stubGlobal("localStorage", store);
  vi.stubGlobal("window", { location: { hash: "#/home" } });
});
afterEach(() => vi.unstubAllGlobals());

function setup(answers: { login?: () => unknown; info?: unknown; menu?: unknown; logout?: () => unknown } = {}) {
  const calls: { url: string; data?: Params; extra?: Partial<RequestOptions> }[] = [];
  const http = {
    postForm: vi.fn(async (url: string, data?: Params, extra?: Partial<RequestOptions>) => {
      calls.push({ url, data, extra });
      return { result: (answers.login ?? (() => "tok-1"))() };
    }),
    get: vi.fn(async (url: string) => {
      calls.push({ url });
      return { result: url === "/xboot/user/info" ? (answers.info ?? admin) : "menu" in answers ? answers.menu : menu };
    }),
    request: vi.fn(async (options: RequestOptions) => {
      calls.push({ url: options.url, extra: options });
      return { result: (answers.logout ?? (() => null))() };
    }),
    resetUnauthorized: vi.fn(),
  };
  const deps = { onMenu: vi.fn(), onSignedOut: vi.fn(), onSessionStart: vi.fn(), reload: vi.fn() };
  const auth = createAuthProvider({ http: http as unknown as HttpClient, ...deps });
  return { auth, http, deps, calls };
}

describe("login (SPEC §2.1)", () => {
  it("posts the form without a token, keeps the token, unlocks, loads user and menu, and goes home", async () => {
    const { auth, http, deps, calls } = setup();
    store.setItem("locking", "1");
    const answer = await auth.login({ username: "admin", password: "123456" });
    expect(answer).toEqual({ success: true, redirectTo: "/" });
    expect(calls[0]).toEqual({
      url: "/xboot/login",
      data: { username: "admin", password: "123456", saveLogin: true },
      extra: { noToken: true },
    });
    expect(calls.slice(1).map((c) => c.url)).toEqual(["/xboot/user/info", "/xboot/permission/getMenuList"]);
    expect(store.getItem("accessToken")).toBe("tok-1");
    expect(store.getItem("locking")).toBe("0");
    expect(JSON.parse(store.getItem("userInfo")!)).toEqual(admin);
    expect(JSON.parse(store.getItem("roles")!)).toEqual(["ROLE_ADMIN"]);
    expect(store.getItem("nickname")).toBe("管理员");
    expect(store.getItem("avatar")).toBe("/a.png");
    expect(http.resetUnauthorized).toHaveBeenCalledTimes(1);
    expect(deps.onSessionStart).toHaveBeenCalledTimes(1);
    expect(deps.onMenu).toHaveBeenCalledWith(menu);
  });

  it("a user without nickname, avatar or roles: the username, no avatar, no roles; a menu that is not a list: none", async () => {
    const { auth, deps } = setup({ info: { id: 2, username: "operator" }, menu: { bad: true } });
    await auth.login({ username: "operator", password: "x" });
    expect(store.getItem("nickname")).toBe("operator");
    expect(store.getItem("avatar")).toBe("");
    expect(store.getItem("roles")).toBe("[]");
    expect(deps.onMenu).toHaveBeenCalledWith([]);
  });

  it("a refused login leaves no token and hands Refine the error (the client showed the message)", async () => {
    const refusal = new Error("用户名或密码错误");
    const { auth } = setup({
      login: () => {
        throw refusal;
      },
    });
    store.setItem("accessToken", "old");
    expect(await auth.login({ username: "admin", password: "bad" })).toEqual({ success: false, error: refusal });
    expect(store.getItem("accessToken")).toBe("");
  });

  it("a thrown non-error becomes an Error with its text", async () => {
    const { auth } = setup({
      login: () => {
        throw "offline";
      },
    });
    const answer = await auth.login({ username: "admin", password: "x" });
    expect(answer.error).toBeInstanceOf(Error);
    expect(answer.error?.message).toBe("offline");
  });
});

describe("sign-out (SPEC §2.2)", () => {
  it("tells the server as a quiet sign-out call, clears the session but the language, and reloads on login", async () => {
    const { auth, deps, calls } = setup();
    store.setItem("accessToken", "tok-1");
    store.setItem("userInfo", "{}");
    expect(await auth.logout({})).toEqual({ success: true, redirectTo: "/login" });
    expect(calls[0].extra).toMatchObject({ style: "form", url: "/xboot/logout", signingOut: true });
    expect(store.getItem("userInfo")).toBeNull();
    expect(store.getItem("accessToken")).toBe("");
    expect(store.getItem("lang")).toBe("en-US");
    expect(deps.onSignedOut).toHaveBeenCalledTimes(1);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect((window as unknown as { location: { hash: string } }).location.hash).toBe("#/login");
  });

  it("ends the session even when the server refuses or lacks the call", async () => {
    const { auth, deps } = setup({
      logout: () => {
        throw new Error("404");
      },
    });
    store.setItem("accessToken", "tok-1");
    expect(await auth.logout({})).toEqual({ success: true, redirectTo: "/login" });
    expect(store.getItem("accessToken")).toBe("");
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });
});

describe("session check and identity", () => {
  it("is signed in only with both a token and a stored user", async () => {
    const { auth } = setup();
    const out = { authenticated: false, redirectTo: "/login", logout: false };
    expect(await auth.check()).toEqual(out);
    store.setItem("accessToken", "tok");
    expect(await auth.check()).toEqual(out);
    store.setItem("userInfo", JSON.stringify(admin));
    expect(await auth.check()).toEqual({ authenticated: true });
    store.setItem("accessToken", "");
    expect(await auth.check()).toEqual(out);
  });

  it("names the user by nickname, else username; permissions are the stored role names", async () => {
    const { auth } = setup();
    expect(await auth.getIdentity?.()).toBeNull();
    expect(await auth.getPermissions?.()).toEqual([]);
    store.setItem("userInfo", JSON.stringify(admin));
    store.setItem("roles", '["ROLE_ADMIN"]');
    expect(await auth.getIdentity?.()).toEqual({ ...admin, name: "管理员" });
    expect(await auth.getPermissions?.()).toEqual(["ROLE_ADMIN"]);
    store.setItem("userInfo", JSON.stringify({ id: 2, username: "operator" }));
    expect(await auth.getIdentity?.()).toEqual({ id: 2, username: "operator", name: "operator" });
  });

  it("leaves a failed call's 401 to the client (no second redirect)", async () => {
    expect(await setup().auth.onError(new Error("x"))).toEqual({});
  });
});

describe("two-factor sign-in (docs/security.md)", () => {
  it("a login answering a second step keeps no token and hands the step to the page", async () => {
    const { auth, calls } = setup({ login: () => ({ twoFactor: "verify", ticket: "t-1" }) });
    const answer = await auth.login({ username: "finance", password: "123456" });
    expect(answer).toEqual({ success: false, secondStep: { twoFactor: "verify", ticket: "t-1" } });
    expect(calls).toHaveLength(1);
    expect(store.getItem("accessToken")).toBeNull();
  });

  it("a code for the step signs in: the ticket and code sent without a token, then the user and the menu", async () => {
    const { auth, calls, deps } = setup({ login: () => "tok-2" });
    const answer = await auth.verifySecondStep("t-1", "123456");
    expect(answer).toEqual({ success: true, redirectTo: "/" });
    expect(calls[0]).toEqual({
      url: "/xboot/login/twoFactor",
      data: { ticket: "t-1", code: "123456" },
      extra: { noToken: true },
    });
    expect(store.getItem("accessToken")).toBe("tok-2");
    expect(deps.onSessionStart).toHaveBeenCalledTimes(1);
  });

  it("binding answers the recovery codes with the session; a malformed answer signs no one in", async () => {
    const bound = setup({ login: () => ({ token: "tok-3", recoveryCodes: ["abcde-fghjk"] }) });
    expect(await bound.auth.bindSecondStep("t-2", "654321")).toEqual({
      success: true,
      redirectTo: "/",
      recoveryCodes: ["abcde-fghjk"],
    });
    expect(store.getItem("accessToken")).toBe("tok-3");
    const malformed = setup({ login: () => ({ token: 5 }) });
    expect((await malformed.auth.bindSecondStep("t-2", "654321")).success).toBe(false);
    expect(store.getItem("accessToken")).toBe("");
  });

  it("a plain token (X-Boot, no second factor) signs in as before", async () => {
    const { auth } = setup({ login: () => "plain-token" });
    expect(await auth.login({ username: "admin", password: "123456" })).toEqual({ success: true, redirectTo: "/" });
    expect(store.getItem("accessToken")).toBe("plain-token");
  });
});
