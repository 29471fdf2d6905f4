import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isAbort, parseBody, TransportError, xhrTransport, type WireRequest } from "./transport";

/** Enough of XMLHttpRequest to see what the transport sends and to answer it as the browser would. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = "";
  url = "";
  async: boolean | undefined;
  headers: Record<string, string> = {};
  timeout = -1;
  responseType = "";
  status = 0;
  responseText = "";
  response: unknown = null;
  sent: unknown = "not sent";
  aborted = false;
  onload: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string, async?: boolean) {
    this.method = method;
    this.url = url;
    this.async = async;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const base: WireRequest = {
  method: "GET",
  url: "/admin-api/x?a=1",
  headers: { accessToken: "tok" },
  timeout: 15000,
  blob: false,
};
const xhr = () => {
  if (!FakeXhr.last) throw new Error("no request was made");
  return FakeXhr.last;
};

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the XMLHttpRequest transport", () => {
  it("sends method, url, headers, timeout and body before it returns, and answers any status with the parsed body", async () => {
    const answer = xhrTransport({ ...base, method: "POST", body: "id=3" });
    expect(xhr()).toMatchObject({ method: "POST", url: "/admin-api/x?a=1", async: true, timeout: 15000, sent: "id=3" });
    expect(xhr().headers).toEqual({ accessToken: "tok" });
    expect(xhr().responseType).toBe("text");
    xhr().answer(500, '{"code":500,"message":"订单已审核"}');
    await expect(answer).resolves.toEqual({ status: 500, data: { code: 500, message: "订单已审核" } });
  });

  it("a GET sends no body", () => {
    void xhrTransport(base);
    expect(xhr().sent).toBeNull();
  });

  it("keeps a body that is not JSON as its text", async () => {
    const answer = xhrTransport(base);
    xhr().answer(502, "<html>Bad gateway</html>");
    await expect(answer).resolves.toEqual({ status: 502, data: "<html>Bad gateway</html>" });
    expect(parseBody("")).toBe("");
  });

  it("a download asks for a blob and hands it over", async () => {
    const answer = xhrTransport({ ...base, blob: true });
    expect(xhr().responseType).toBe("blob");
    const file = new Blob(["a,b"]);
    xhr().response = file;
    xhr().answer(200, "");
    expect((await answer).data).toBe(file);
  });

  it.each([
    ["timeout", "ontimeout"],
    ["network", "onerror"],
  ] as const)("a %s rejects with a TransportError of that code", async (code, handler) => {
    const answer = xhrTransport(base);
    xhr()[handler]?.();
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ name: "TransportError", code });
    expect(isAbort(error)).toBe(false);
  });

  it("the caller's abort cancels the request and rejects as an AbortError", async () => {
    const controller = new AbortController();
    const answer = xhrTransport({ ...base, signal: controller.signal });
    controller.abort();
    expect(xhr().aborted).toBe(true);
    const error = await answer.catch((caught: unknown) => caught);
    expect(isAbort(error)).toBe(true);
  });

  it("once answered, the caller's later abort leaves the finished request alone", async () => {
    const controller = new AbortController();
    const answer = xhrTransport({ ...base, signal: controller.signal });
    const request = xhr();
    request.answer(200, "{}");
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
    const controller = new AbortController();
    controller.abort();
    const error = await xhrTransport({ ...base, signal: controller.signal }).catch((caught: unknown) => caught);
    expect(isAbort(error)).toBe(true);
    expect(FakeXhr.last).toBeUndefined();
  });

  it("reports upload progress as a fraction, only when asked", () => {
    const progress: number[] = [];
    void xhrTransport({ ...base, method: "POST", onUploadProgress: (fraction) => progress.push(fraction) });
    xhr().upload.onprogress?.({ loaded: 30, total: 120 });
    xhr().upload.onprogress?.({ loaded: 5, total: 0 });
    expect(progress).toEqual([0.25, 0]);
    void xhrTransport(base);
    // A progress listener on the upload makes the browser preflight cross-origin calls: none when not asked.
    expect(xhr().upload.onprogress).toBeNull();
  });
});
