/**
 * The console's end of `GET /admin-api/events` (docs/live-updates.md): Server-Sent Events read with fetch, because
 * the session goes in the `accessToken` header (EventSource cannot send one, and a token never goes in a URL).
 * Nothing here is ever shown: a back end without the endpoint (X-Boot: a 404, an envelope, a page) makes the stream
 * 'unavailable' and the console polls instead; a lost connection is tried again, later and later.
 */
import { discardBody } from "@/lib/discard-body";

/** Where the stream stands: only 'live' means events arrive. */
export type LiveStatus = "idle" | "connecting" | "live" | "retrying" | "unavailable" | "ended";

export interface StreamDeps {
  fetch: typeof fetch;
  url: string;
  getToken: () => string | null;
  /** Headers sent besides the token (the tab's id). */
  headers?: Record<string, string>;
  onEvent: (name: string, data: unknown) => void;
  onStatus: (status: LiveStatus) => void;
  /** The wait before the attempt-th retry (default: 1 s doubling to 30 s, with jitter). */
  retryDelay?: (attempt: number) => number;
}

/** A locked session (423) is tried again at this pace: the stream resumes once it is unlocked. */
const LOCKED_RETRY_MS = 30_000;

const defaultDelay = (attempt: number): number =>
  Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)) * (0.75 + Math.random() / 2);

/** Splits SSE text into frames; returns the complete frames and what is left over. */
export function splitFrames(buffer: string): { frames: string[]; rest: string } {
  const parts = buffer.replace(/\r\n?/g, "\n").split("\n\n");
  return { frames: parts.slice(0, -1), rest: parts[parts.length - 1] ?? "" };
}

/** One SSE frame → its event name and JSON data; undefined for a comment (heartbeat) or unreadable data. */
export function parseFrame(frame: string): { name: string; data: unknown } | undefined {
  let name = "message";
  const data: string[] = [];
  for (const line of frame.split("\n")) {
    if (line.startsWith("event:")) name = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
  }
  if (!data.length) return undefined;
  try {
    return { name, data: JSON.parse(data.join("\n")) as unknown };
  } catch {
    return undefined;
  }
}

/** What an answer that is not a stream says: the session is over, locked, or the back end has no such endpoint. */
async function refusal(response: Response): Promise<"ended" | "locked" | "unavailable" | "retry"> {
  if (!response.ok) {
    discardBody(response);
    if (response.status === 401) return "ended";
    return response.status >= 500 ? "retry" : "unavailable";
  }
  const body: unknown = await response.json().catch(() => null);
  const code = body && typeof body === "object" ? (body as { code?: unknown }).code : undefined;
  if (code === 401) return "ended";
  if (code === 423) return "locked";
  return "unavailable";
}

/** Opens the stream and keeps it open until `close()`; reports events and its status. */
export function openEventStream(deps: StreamDeps): { close: () => void } {
  const delay = deps.retryDelay ?? defaultDelay;
  let abort: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;

  const status = (next: LiveStatus): void => {
    if (!closed) deps.onStatus(next);
  };
  const retry = (wait = delay(attempt++)): void => {
    if (closed) return;
    status("retrying");
    timer = setTimeout(() => void connect(), wait);
  };

  async function read(body: ReadableStream<Uint8Array>): Promise<"ended" | "lost"> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return "lost";
      const { frames, rest } = splitFrames(buffer + decoder.decode(value, { stream: true }));
      buffer = rest;
      for (const frame of frames) {
        const event = parseFrame(frame);
        if (!event) continue;
        if (event.name === "ready") {
          attempt = 0;
          status("live");
          deps.onEvent(event.name, event.data);
        } else if (event.name === "end") return "ended";
        else deps.onEvent(event.name, event.data);
      }
    }
  }

  async function connect(): Promise<void> {
    const token = deps.getToken();
    if (closed) return;
    if (!token) return status("ended");
    status("connecting");
    abort = new AbortController();
    try {
      const response = await deps.fetch(deps.url, {
        headers: { ...deps.headers, accessToken: token, Accept: "text/event-stream" },
        cache: "no-store",
        signal: abort.signal,
      });
      const type = response.headers.get("content-type") ?? "";
      if (!response.ok || !type.startsWith("text/event-stream") || !response.body) {
        const why = await refusal(response);
        if (why === "ended" || why === "unavailable") return status(why);
        return retry(why === "locked" ? LOCKED_RETRY_MS : undefined);
      }
      if ((await read(response.body)) === "ended") return status("ended");
    } catch {
      // The network, or close() aborting the read: tried again unless closed.
    }
    retry();
  }

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      abort?.abort();
    },
  };
}
