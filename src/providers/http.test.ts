import { describe, expect, it } from "vitest";
import { ApiError } from "./http";
import { abortError } from "./transport";
import { setupHttp as setup } from "../../tests/unit/http-fake";
import { currentLanguage, i18n } from "@/i18n";

describe("http client", () => {
  it("sends the token, the base path and the 15 s timeout; GET carries a query", async () => {
    const { http, seen } = setup(() => ({ data: { code: 200, success: true, result: [1] } }));
    const envelope = await http.get<number[]>("/x", { a: 1, b: null, c: ["p", "q"] });
    expect(envelope.result).toEqual([1]);
    expect(seen[0].url).toBe("/admin-api/x?a=1&c=p%2Cq");
    expect(seen[0].timeout).toBe(15000);
    expect(seen[0].method).toBe("GET");
    expect(seen[0].headers.accessToken).toBe("tok");
    expect(seen[0].body).toBeUndefined();
    await http.get("/y");
    expect(seen[1].url).toBe("/admin-api/y");
  });

  it("names the console tab on every call when given one (the live feed tells the tab its own changes)", async () => {
    const { http, seen } = setup(() => ({ data: { code: 200, success: true, result: 1 } }), { tabId: "tab-9" });
    await http.get("/x");
    await http.postJson("/y", {}, { noToken: true });
    expect(seen.map((request) => request.headers["X-Console-Tab"])).toEqual(["tab-9", "tab-9"]);
    const without = setup(() => ({ data: { code: 200, success: true, result: 1 } }));
    await without.http.get("/x");
    expect(without.seen[0].headers["X-Console-Tab"]).toBeUndefined();
  });

  it("sends the console's language in force as Accept-Language, following a switch without a reload", async () => {
    const before = i18n.language;
    try {
      const { http, seen } = setup(() => ({ data: { code: 200, success: true, result: 1 } }), {
        language: currentLanguage,
      });
      await i18n.changeLanguage("zh-CN");
      await http.get("/x");
      await i18n.changeLanguage("en-US");
      await http.postForm("/y", {});
      await http.upload("/up", new File(["x"], "a.png"));
      expect(seen.map((request) => request.headers["Accept-Language"])).toEqual(["zh-CN", "en-US", "en-US"]);
    } finally {
      await i18n.changeLanguage(before);
    }
  });

  it("a call is on the wire before request() returns", async () => {
    const { http, seen } = setup(() => ({ data: { code: 200, success: true, result: 1 } }));
    const first = http.get("/first");
    const second = http.get("/second");
    // No await in between: the transport has already been handed both requests.
    expect(seen.map((request) => request.url)).toEqual(["/admin-api/first", "/admin-api/second"]);
    expect((await first).result).toBe(1);
    expect((await second).result).toBe(1);
  });

  it("posts forms url-encoded, PUT forms, JSON bodies, and login without a token", async () => {
    const { http, seen } = setup(() => ({ data: { code: 200, result: "ok" } }));
    await http.postForm("/f", { username: "a", password: "b" }, { noToken: true });
    await http.putForm("/p", { id: 3 });
    await http.postJson("/j", { id: 4, remark: null });
    expect(seen[0].method).toBe("POST");
    expect(seen[0].url).toBe("/admin-api/f");
    expect(seen[0].body).toBe("username=a&password=b");
    expect(seen[0].headers["Content-Type"]).toBe("application/x-www-form-urlencoded");
    expect(seen[0].headers.accessToken).toBeUndefined();
    expect(seen[1].method).toBe("PUT");
    expect(seen[1].body).toBe("id=3");
    expect(seen[1].headers.accessToken).toBe("tok");
    expect(seen[2].method).toBe("POST");
    expect(seen[2].headers["Content-Type"]).toBe("application/json");
    expect(seen[2].body).toBe(JSON.stringify({ id: 4, remark: null }));
  });

  it("uploads a file as multipart with its query, its own timeout and progress", async () => {
    const { http, seen } = setup((request) => {
      request.onUploadProgress?.(0.25);
      return { data: { code: 200, result: "/u/1" } };
    });
    const progress: number[] = [];
    const file = new File(["PK"], "app.apk");
    const answer = await http.upload<string>("/up", file, {
      params: { kind: "package" },
      timeout: 0,
      onUploadProgress: (fraction) => progress.push(fraction),
    });
    expect(answer.result).toBe("/u/1");
    expect(seen[0].url).toBe("/admin-api/up?kind=package");
    expect(seen[0].method).toBe("POST");
    expect(seen[0].timeout).toBe(0);
    expect((seen[0].body as FormData).get("file")).toBeInstanceOf(File);
    // The browser writes the multipart boundary: no Content-Type of ours.
    expect(seen[0].headers["Content-Type"]).toBeUndefined();
    expect(progress).toEqual([0.25]);
    await http.upload("/up", file);
    expect(seen[1].url).toBe("/admin-api/up");
    expect(seen[1].timeout).toBe(15000);
  });

  it.each([
    ["in the body (HTTP 200)", { data: { code: 500, message: "订单已审核" } }],
    ["as the HTTP status", { status: 500, data: { message: "订单已审核" } }],
  ])("a 500 %s shows the message and rejects with ApiError", async (_label, reply) => {
    const { http, deps } = setup(() => reply);
    await expect(http.get("/x")).rejects.toMatchObject({ code: 500, message: "订单已审核" });
    expect(deps.showError).toHaveBeenCalledWith("订单已审核");
  });

  it.each([
    ["HTTP 502 with an envelope saying 200", { status: 502, data: { code: 200, result: null } }, "<errors.unknown>"],
    ["HTTP 300", { status: 300, data: "" }, "<errors.unknown>"],
    ["HTTP 503 with a plain message", { status: 503, data: { message: "维护中" } }, "维护中"],
  ] as const)("%s is a failure, shown", async (_label, reply, shown) => {
    const { http, deps } = setup(() => reply);
    await expect(http.get("/x")).rejects.toMatchObject({ code: reply.status });
    expect(deps.showError).toHaveBeenCalledWith(shown);
  });

  it("an error status carrying an envelope of its own code answers by that code (HTTP 500 saying 401 ends the session)", async () => {
    const { http, deps } = setup(() => ({ status: 500, data: { code: 401, message: "登录已失效" } }));
    await expect(http.get("/x")).rejects.toMatchObject({ code: 401 });
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.showError).toHaveBeenCalledWith("登录已失效");
  });

  it("asks for JSON, except for a download", async () => {
    const { http, seen } = setup(() => ({ data: { code: 200, result: 1 } }));
    await http.get("/x");
    await http.get("/file", {}, { blob: true });
    expect(seen[0].headers.Accept).toBe("application/json");
    expect(seen[1].headers.Accept).toBeUndefined();
  });

  it("a failure of the wire that is neither a timeout nor the network passes through untouched, shown nowhere", async () => {
    const bug = new TypeError("bad header value");
    const { http, deps } = setup(() => {
      throw bug;
    });
    await expect(http.get("/x")).rejects.toBe(bug);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it("code 200 with success false is a refusal: the server's message is shown and the call fails (SPEC §7.4)", async () => {
    const { http, deps } = setup(() => ({
      data: { code: 200, success: false, message: "订单状态已变更", result: null },
    }));
    await expect(http.postJson("/score/cancel/exchange/record", { id: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(deps.showError).toHaveBeenCalledWith("订单状态已变更");
  });

  it("code 200 without a success flag passes (older back ends omit it)", async () => {
    const { http, deps } = setup(() => ({ data: { code: 200, result: 7 } }));
    expect((await http.get<number>("/x")).result).toBe(7);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it.each([
    ["in the body (HTTP 200)", { data: { code: 500, message: "字典类型 withdrawStatus 不存在" } }],
    ["as the HTTP status", { status: 500, data: { message: "字典类型 withdrawStatus 不存在" } }],
  ] as const)(
    "a quiet call failing %s rejects without a message; the next plain call still shows its error",
    async (_label, reply) => {
      const { http, deps } = setup(() => reply);
      await expect(http.get("/x", undefined, { quiet: true })).rejects.toMatchObject({ code: 500 });
      expect(deps.showError).not.toHaveBeenCalled();
      await expect(http.get("/x")).rejects.toBeInstanceOf(ApiError);
      expect(deps.showError).toHaveBeenCalledWith("字典类型 withdrawStatus 不存在");
    },
  );

  it("a quiet call refused with code 200 and success false rejects without a message", async () => {
    const { http, deps } = setup(() => ({ data: { code: 200, success: false, message: "没有该字典" } }));
    await expect(http.get("/x", undefined, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it("a 403 without a message shows '未知错误'", async () => {
    const { http, deps } = setup(() => ({ status: 403, data: "" }));
    await expect(http.get("/x")).rejects.toBeInstanceOf(ApiError);
    expect(deps.showError).toHaveBeenCalledWith("<errors.unknown>");
  });

  it.each([
    ["a timeout", "timeout", 408],
    ["a network failure", "network", 0],
  ] as const)("%s says '请求超时' (SPEC §8)", async (_label, fail, code) => {
    const { http, deps } = setup(() => ({ fail }));
    await expect(http.get("/x")).rejects.toMatchObject({ code, message: "<errors.timeout>" });
    expect(deps.showError).toHaveBeenCalledWith("<errors.timeout>");
  });

  it("a call cancelled by its signal rejects as an abort and shows nothing", async () => {
    const { http, deps } = setup(() => {
      throw abortError();
    });
    await expect(http.get("/x")).rejects.toMatchObject({ name: "AbortError" });
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.clearSession).not.toHaveBeenCalled();
  });

  it("a failed download (HTTP 500, its body a blob) shows '未知错误' and rejects", async () => {
    const { http, deps } = setup(() => ({ status: 500, data: new Blob(["oops"]) }));
    await expect(http.get("/file", {}, { blob: true })).rejects.toMatchObject({ code: 500 });
    expect(deps.showError).toHaveBeenCalledWith("<errors.unknown>");
  });

  it("a malformed envelope is an error, not a crash", async () => {
    const { http, deps } = setup(() => ({ data: "<html>gateway</html>" }));
    await expect(http.get("/x")).rejects.toBeInstanceOf(ApiError);
    expect(deps.showError).toHaveBeenCalledWith("<errors.malformed>");
  });

  it("a code that is not a number is no envelope: the answer is malformed", async () => {
    const { http, deps } = setup(() => ({ data: { code: "200", success: true, result: 1 } }));
    await expect(http.get("/x")).rejects.toBeInstanceOf(ApiError);
    expect(deps.showError).toHaveBeenCalledWith("<errors.malformed>");
  });

  it.each([
    ["an empty body", { status: 503, data: null }],
    ["a message that is not text", { status: 503, data: { message: 42 } }],
    ["a status below 200", { status: 101, data: { code: 200, result: 1 } }],
  ] as const)("an error status with %s shows '未知错误'", async (_label, reply) => {
    const { http, deps } = setup(() => reply);
    await expect(http.get("/x")).rejects.toBeInstanceOf(ApiError);
    expect(deps.showError).toHaveBeenCalledWith("<errors.unknown>");
  });

  it("a blob answer passes through", async () => {
    const blob = new Blob(["a,b"]);
    const { http, seen } = setup(() => ({ data: blob }));
    expect(await http.get<Blob>("/file", {}, { blob: true })).toEqual({ code: 200, success: true, result: blob });
    expect(seen[0].blob).toBe(true);
  });
});
