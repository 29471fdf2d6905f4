/**
 * The http client on its real wire, axios's XMLHttpRequest adapter, with XMLHttpRequest faked: what leaves, when it
 * leaves, and how each way of ending (an answer of any status, a timeout, the network, the caller's abort) reaches
 * the caller.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, createHttpClient } from "./http";
import { isAbort, parseBody } from "./transport";

type Listener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

/** Enough of XMLHttpRequest for axios's adapter: what it was asked to send, and answers as the browser gives them. */
class FakeXhr {
  static all: FakeXhr[] = [];
  method = "";
  url = "";
  async: boolean | undefined;
  headers: Record<string, string> = {};
  timeout = -1;
  responseType = "";
  status = 0;
  statusText = "";
  responseText = "";
  response: unknown = null;
  sent: unknown = "not sent";
  aborted = false;
  onloadend: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  uploadListeners: Listener[] = [];
  upload = {
    addEventListener: (type: string, listener: Listener) => {
      if (type === "progress") this.uploadListeners.push(listener);
    },
    removeEventListener: () => undefined,
  };
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string, async?: boolean) {
    this.method = method;
    this.url = url;
    this.async = async;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return "";
  }
  addEventListener() {}
  removeEventListener() {}
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onloadend?.();
  }
}

const xhr = () => {
  const last = FakeXhr.all.at(-1);
  if (!last) throw new Error("no request was made");
  return last;
};

function client(token: string | null = "tok") {
  const deps = {
    t: (key: string) => `<${key}>`,
    getToken: () => token,
    showError: vi.fn(),
    clearSession: vi.fn(),
    isOnLogin: () => false,
    goToLogin: vi.fn(),
  };
  return { http: createHttpClient(deps), deps };
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  // Chromium has the asynchronous Cookie Store: axios reading its XSRF cookie from it would send a turn later.
  vi.stubGlobal("cookieStore", { get: () => Promise.resolve(null) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the wire: axios's XMLHttpRequest adapter", () => {
  it("sends method, url, headers, timeout and body before the call returns", () => {
    const { http } = client();
    void http.postForm("/x", { id: "1464484663442673665", ids: ["1", "2"] }, { params: { a: 1 } });
    expect(xhr()).toMatchObject({
      method: "POST",
      url: "/admin-api/x?a=1",
      async: true,
      timeout: 15000,
      sent: "id=1464484663442673665&ids=1%2C2",
      responseType: "text",
    });
    expect(xhr().headers).toMatchObject({
      accessToken: "tok",
      Accept: "application/json",
      "Content-Type": "application/x-www-form-urlencoded",
    });
  });

  it("a call without a token sends no token header, and a GET no body", () => {
    const { http } = client(null);
    void http.get("/x", { key: "" });
    expect(xhr()).toMatchObject({ method: "GET", url: "/admin-api/x?key=", sent: null });
    expect(xhr().headers).not.toHaveProperty("accessToken");
  });

  it("reads the envelope of an answer of any status, keeping ids as strings", async () => {
    const { http, deps } = client();
    const ok = http.get("/x");
    xhr().answer(200, '{"code":200,"success":true,"result":{"id":"1464484663442673665"}}');
    await expect(ok).resolves.toMatchObject({ result: { id: "1464484663442673665" } });
    const refused = http.get("/x");
    xhr().answer(200, '{"code":500,"message":"订单已审核"}');
    await expect(refused).rejects.toEqual(new ApiError(500, "订单已审核"));
    expect(deps.showError).toHaveBeenCalledWith("订单已审核");
  });

  it("an answer that is not JSON is a malformed answer, shown as such", async () => {
    const { http, deps } = client();
    const answer = http.get("/x");
    xhr().answer(200, "<html>Bad gateway</html>");
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    expect(deps.showError).toHaveBeenCalledWith("<errors.malformed>");
    expect(parseBody("")).toBe("");
  });

  it("a 401 in the status ends the session once", async () => {
    const { http, deps } = client();
    const answers = [http.get("/a"), http.get("/b")];
    for (const request of FakeXhr.all) request.answer(401, "");
    for (const answer of answers) await expect(answer).rejects.toMatchObject({ code: 401 });
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it("a download asks for a blob and hands it over", async () => {
    const { http } = client();
    const answer = http.get<Blob>("/file", {}, { blob: true });
    expect(xhr().responseType).toBe("blob");
    expect(xhr().headers).not.toHaveProperty("Accept");
    const file = new Blob(["a,b"]);
    xhr().response = file;
    xhr().answer(200, "");
    expect((await answer).result).toBe(file);
  });

  it.each([
    ["timeout", "ontimeout", 408, "<errors.timeout>"],
    ["network", "onerror", 0, "<errors.timeout>"],
  ] as const)("a %s is shown and rejects with its code", async (_, handler, code, message) => {
    const { http, deps } = client();
    const answer = http.get("/x");
    xhr()[handler]?.();
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toEqual(new ApiError(code, message));
    expect(deps.showError).toHaveBeenCalledWith(message);
    expect(isAbort(error)).toBe(false);
  });

  it("the caller's abort cancels the request and rejects as an AbortError, showing nothing", async () => {
    const { http, deps } = client();
    const controller = new AbortController();
    const answer = http.get("/x", {}, { signal: controller.signal });
    controller.abort();
    expect(xhr().aborted).toBe(true);
    expect(isAbort(await answer.catch((caught: unknown) => caught))).toBe(true);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it("once answered, the caller's later abort leaves the finished request alone", async () => {
    const { http } = client();
    const controller = new AbortController();
    const answer = http.get("/x", {}, { signal: controller.signal });
    const request = xhr();
    request.answer(200, '{"code":200,"result":null}');
    await answer;
    controller.abort();
    expect(request.aborted).toBe(false);
  });

  it("only the abort error counts as an abort", () => {
    expect(isAbort(new DOMException("x", "AbortError"))).toBe(true);
    expect(isAbort(new DOMException("x", "TimeoutError"))).toBe(false);
    expect(isAbort(Object.assign(new Error("x"), { name: "AbortError" }))).toBe(false);
  });

  it("a signal aborted before the call sends nothing", async () => {
    const { http } = client();
    const controller = new AbortController();
    controller.abort();
    const error = await http.get("/x", {}, { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(isAbort(error)).toBe(true);
    expect(FakeXhr.all.filter((request) => request.sent !== "not sent")).toEqual([]);
  });

  it("reports upload progress as a fraction, only when asked", () => {
    const { http } = client();
    const progress: number[] = [];
    void http.upload("/up", new Blob(["x"]), { onUploadProgress: (fraction) => progress.push(fraction) });
    for (const listener of xhr().uploadListeners) listener({ loaded: 30, total: 120, lengthComputable: true });
    expect(progress).toEqual([0.25]);
    void http.upload("/up", new Blob(["x"]));
    // A progress listener on the upload makes the browser preflight cross-origin calls: none when not asked.
    expect(xhr().uploadListeners).toEqual([]);
  });
});
