import { describe, expect, it } from "vitest";
import { discardBody } from "./discard-body";

describe("discardBody", () => {
  it("cancels the body's stream, so the answer ends", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull: () => new Promise(() => undefined),
      cancel: () => {
        cancelled = true;
      },
    });
    discardBody(new Response(body, { status: 404 }));
    await Promise.resolve();
    expect(cancelled).toBe(true);
  });

  it("does nothing for an answer without a body, or one already being read", async () => {
    expect(() => discardBody(new Response(null, { status: 204 }))).not.toThrow();
    const read = new Response("x", { status: 500 });
    const reader = read.body?.getReader();
    expect(() => discardBody(read)).not.toThrow();
    reader?.releaseLock();
    await Promise.resolve();
  });
});
