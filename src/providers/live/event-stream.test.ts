import { afterEach, describe, expect, it, vi } from "vitest";
import { openEventStream, parseFrame, splitFrames, type LiveStatus } from "./event-stream";

/** A server answer whose body streams `chunks` and then ends (or stays open with `hold`). */
function streaming(chunks: string[], hold = false): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!hold) controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
}

const envelope = (code: number) =>
  new Response(JSON.stringify({ code, success: false, message: "x", result: null }), {
    headers: { "Content-Type": "application/json" },
  });

function open(answers: (() => Response | Promise<Response>)[], token: string | null = "tok") {
  const statuses: LiveStatus[] = [];
  const events: [string, unknown][] = [];
  const calls: RequestInit[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {});
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => undefined);
    return next();
  });
  const stream = openEventStream({
    fetch: fetch as unknown as typeof globalThis.fetch,
    url: "/admin-api/events",
    getToken: () => token,
    headers: { "X-Console-Tab": "tab-1" },
    onEvent: (name, data) => events.push([name, data]),
    onStatus: (status) => statuses.push(status),
    retryDelay: () => 5,
  });
  return { statuses, events, calls, fetch, stream };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("reading Server-Sent Events", () => {
  it("splits frames, keeps the unfinished one, and reads event names and JSON data", () => {
    expect(splitFrames("event: a\ndata: 1\n\n: ping\n\ndata: {")).toEqual({
      frames: ["event: a\ndata: 1", ": ping"],
      rest: "data: {",
    });
    expect(splitFrames("data: 1\r\n\r\n").frames).toEqual(["data: 1"]);
    expect(parseFrame('event: change\ndata: {"a":1}')).toEqual({ name: "change", data: { a: 1 } });
    expect(parseFrame("data: 2")).toEqual({ name: "message", data: 2 });
    expect(parseFrame(": ping")).toBeUndefined();
    expect(parseFrame("data: not json")).toBeUndefined();
  });
});

describe("the stream", () => {
  it("sends the token and the tab in headers, never in the address; is live after 'ready'", async () => {
    const { statuses, events, calls, fetch, stream } = open([
      () => streaming(['event: ready\ndata: {}\n\nevent: change\ndata: {"head":1', "}\n\n: ping\n\n"], true),
    ]);
    await vi.waitFor(() =>
      expect(events).toEqual([
        ["ready", {}],
        ["change", { head: 1 }],
      ]),
    );
    expect(statuses).toEqual(["connecting", "live"]);
    expect(fetch.mock.calls[0]?.[0]).toBe("/admin-api/events");
    expect(calls[0]?.headers).toMatchObject({ accessToken: "tok", "X-Console-Tab": "tab-1" });
    stream.close();
  });

  it("stops at 'end' (the session ended) and does not try again", async () => {
    const { statuses, fetch } = open([
      () => streaming(['event: ready\ndata: {}\n\nevent: end\ndata: {"reason":"x"}\n\n']),
    ]);
    await vi.waitFor(() => expect(statuses.at(-1)).toBe("ended"));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("tries again when the connection is lost or the network fails", async () => {
    const { statuses, fetch, stream } = open([
      () => streaming(["event: ready\ndata: {}\n\n"]),
      () => Promise.reject(new TypeError("network")),
      () => streaming(["event: ready\ndata: {}\n\n"], true),
    ]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    await vi.waitFor(() => expect(statuses.at(-1)).toBe("live"));
    expect(statuses).toEqual(["connecting", "live", "retrying", "connecting", "retrying", "connecting", "live"]);
    stream.close();
  });

  for (const [label, answer] of [
    ["a 404", () => new Response("Not Found", { status: 404 })],
    ["an envelope saying 404 (X-Boot: no such path)", () => envelope(404)],
    ["a page instead of a stream", () => new Response("<html></html>", { headers: { "Content-Type": "text/html" } })],
  ] as const)
    it(`a back end without the endpoint (${label}) is 'unavailable', not tried again`, async () => {
      const { statuses, fetch } = open([answer]);
      await vi.waitFor(() => expect(statuses.at(-1)).toBe("unavailable"));
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(fetch).toHaveBeenCalledTimes(1);
    });

  it("a session that is over (401 in the body or as the status) ends it; no token: not even asked", async () => {
    for (const answer of [() => envelope(401), () => new Response("", { status: 401 })]) {
      const { statuses } = open([answer]);
      await vi.waitFor(() => expect(statuses).toEqual(["connecting", "ended"]));
    }
    const { statuses, fetch } = open([], null);
    expect(statuses).toEqual(["ended"]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a locked session is tried again 30 s later; a server error sooner", async () => {
    vi.useFakeTimers();
    const locked = open([() => envelope(423)]);
    await vi.advanceTimersByTimeAsync(1);
    expect(locked.statuses.at(-1)).toBe("retrying");
    await vi.advanceTimersByTimeAsync(29_000);
    expect(locked.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(locked.fetch).toHaveBeenCalledTimes(2);
    locked.stream.close();
    const failing = open([() => new Response("", { status: 502 })]);
    await vi.advanceTimersByTimeAsync(1);
    expect(failing.statuses.at(-1)).toBe("retrying");
    await vi.advanceTimersByTimeAsync(5);
    expect(failing.fetch).toHaveBeenCalledTimes(2);
    failing.stream.close();
  });

  it("close() stops it: no further status, no retry", async () => {
    const { statuses, fetch, stream } = open([() => streaming(["event: ready\ndata: {}\n\n"], true)]);
    await vi.waitFor(() => expect(statuses.at(-1)).toBe("live"));
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(statuses).toEqual(["connecting", "live"]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
