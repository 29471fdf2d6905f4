import type { LiveEvent } from "@refinedev/core";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/providers/http";
import { createLiveProvider, INBOX_CHANNEL, TODO_CHANNEL } from "@/providers/live/live-provider";
import type { InboxClient } from "./inbox-api";
import { createInboxStore } from "./inbox-store";

function fakeClient(answers: (() => unknown)[]) {
  const get = vi.fn(async () => ({ code: 200, result: (answers.shift() ?? (() => 0))() }));
  const postJson = vi.fn(async () => ({ code: 200, result: 1 }));
  return { client: { get, postJson } as unknown as InboxClient, get, postJson };
}
const absent = () => {
  throw new ApiError(404, "");
};

describe("the bell's store", () => {
  it("asks the count, takes live counts as they come, and marks read then asks again", async () => {
    const { client, get, postJson } = fakeClient([() => 2, () => 0]);
    const store = createInboxStore(client);
    await store.refresh();
    expect(store.get()).toEqual({ available: true, unread: 2, heard: 0 });
    store.hear(5);
    expect(store.get()).toEqual({ available: true, unread: 5, heard: 1 });
    store.hear("5");
    expect(store.get().unread).toBe(5);
    await store.read(["9007199254740993"]);
    expect(postJson).toHaveBeenCalledWith("/inbox/read", { ids: ["9007199254740993"] }, expect.anything());
    expect(get).toHaveBeenCalledTimes(2);
    expect(store.get().unread).toBe(0);
    await store.read("all");
    expect(postJson).toHaveBeenLastCalledWith("/inbox/read", { all: true }, expect.anything());
  });

  it("leaves the bell out for good on a back end without the inbox, and keeps the count on another failure", async () => {
    const { client, get } = fakeClient([absent]);
    const store = createInboxStore(client);
    await store.refresh();
    expect(store.get().available).toBe(false);
    await store.refresh();
    store.hear(3);
    expect(get).toHaveBeenCalledTimes(1);
    expect(store.get()).toMatchObject({ available: false, unread: 0 });

    const failing = createInboxStore(
      fakeClient([
        () => 4,
        () => {
          throw new ApiError(500, "down");
        },
      ]).client,
    );
    await failing.refresh();
    await failing.refresh();
    expect(failing.get()).toMatchObject({ available: true, unread: 4 });
    failing.clear();
    expect(failing.get()).toEqual({ available: undefined, unread: 0, heard: 0 });
  });
});

describe("the live provider's inbox channel", () => {
  it("hands the stream's inbox count to the inbox channel only", () => {
    let onEvent: (name: string, data: unknown) => void = () => undefined;
    const live = createLiveProvider({
      open: (handlers) => {
        onEvent = handlers.onEvent;
        return { close: () => undefined };
      },
      componentOf: () => undefined,
    });
    const inbox: LiveEvent[] = [];
    const todo: LiveEvent[] = [];
    live.subscribe({ channel: INBOX_CHANNEL, types: ["inbox"], callback: (event) => inbox.push(event) });
    live.subscribe({ channel: TODO_CHANNEL, types: ["todo"], callback: (event) => todo.push(event) });
    onEvent("inbox", { unread: 3 });
    expect(inbox.map((event) => [event.type, event.payload])).toEqual([["inbox", { unread: 3 }]]);
    expect(todo).toEqual([]);
  });
});
