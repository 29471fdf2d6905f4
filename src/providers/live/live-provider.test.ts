import type { LiveEvent } from "@refinedev/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LiveStatus } from "./event-stream";
import { createLiveProvider, resourceEvent, TODO_CHANNEL, type LiveChangeEvent } from "./live-provider";

const change = (over: Partial<LiveChangeEvent> = {}): LiveChangeEvent => ({
  head: 7,
  own: false,
  changes: [
    { entity: "withdraw_order", id: "12", action: "update", rows: 1, pages: ["finance/withdraw-orders"] },
    { entity: "member", id: "3", action: "update", rows: 1, pages: ["members/user-list"] },
  ],
  todo: { withdrawPending: 41 },
  ...over,
});

function provider(components: Record<string, string> = { withdraws: "finance/withdraw-orders" }) {
  const opened: { onEvent: (name: string, data: unknown) => void; onStatus: (s: LiveStatus) => void }[] = [];
  const close = vi.fn();
  const live = createLiveProvider({
    open: (handlers) => {
      opened.push(handlers);
      return { close };
    },
    componentOf: (resource) => components[resource],
    lingerMs: 1000,
  });
  const heard = (channel: string, types = ["*"], resource?: string) => {
    const events: LiveEvent[] = [];
    const subscription: unknown = live.subscribe({
      channel,
      types,
      callback: (event) => events.push(event),
      params: resource ? { resource } : undefined,
    });
    return { events, subscription };
  };
  const send = (data: unknown, name = "change") => opened.at(-1)?.onEvent(name, data);
  return { live, opened, close, heard, send };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a list's events", () => {
  it("the rows its page shows, changed by someone else, as one Refine event", () => {
    expect(resourceEvent("resources/withdraws", "finance/withdraw-orders", change())).toMatchObject({
      channel: "resources/withdraws",
      type: "updated",
      payload: { ids: ["12"], rows: 1 },
    });
    const mixed = change({
      changes: [
        { entity: "withdraw_order", id: "1", action: "insert", rows: 1, pages: ["p"] },
        { entity: "withdraw_order", id: null, action: "update", rows: 60, pages: ["p"] },
      ],
    });
    expect(resourceEvent("c", "p", mixed)?.type).toBe("*");
    expect(resourceEvent("c", "p", mixed)?.payload).toEqual({ ids: ["1"], rows: 61 });
  });

  it("nothing of the console's own writes, or of rows its page does not show", () => {
    expect(resourceEvent("c", "finance/withdraw-orders", change({ own: true }))).toBeUndefined();
    expect(resourceEvent("c", "shops/shop-list", change())).toBeUndefined();
  });

  it("reach the subscription of the resource mounted from that page, filtered by type", () => {
    const { heard, send } = provider({ withdraws: "finance/withdraw-orders", members: "members/user-list" });
    const withdraws = heard("resources/withdraws", ["*"], "withdraws");
    const members = heard("resources/members", ["deleted"]);
    const other = heard("resources/unknown");
    send(change());
    send(change(), "ping");
    send({ nonsense: true });
    expect(withdraws.events.map((event) => event.payload)).toEqual([{ ids: ["12"], rows: 1 }]);
    expect(members.events).toEqual([]);
    expect(other.events).toEqual([]);
  });
});

describe("home's to-do counts", () => {
  it("every write's counts with their head, whoever made it; none for a write without counts", () => {
    const { heard, send } = provider();
    const todo = heard(TODO_CHANNEL, ["todo"]);
    send(change({ own: true }));
    send(change({ todo: {} }));
    expect(todo.events).toHaveLength(1);
    expect(todo.events[0]).toMatchObject({ type: "todo", payload: { counts: { withdrawPending: 41 }, head: 7 } });
  });
});

describe("the stream's life", () => {
  it("opens with the first subscription, stays through a page change, closes a while after the last", () => {
    vi.useFakeTimers();
    const { live, opened, close, heard } = provider();
    expect(opened).toHaveLength(0);
    const home = heard(TODO_CHANNEL);
    expect(opened).toHaveLength(1);
    live.unsubscribe(home.subscription);
    vi.advanceTimersByTime(500);
    const list = heard("resources/withdraws");
    vi.advanceTimersByTime(5000);
    expect(opened).toHaveLength(1);
    expect(close).not.toHaveBeenCalled();
    const dialog = heard("resources/withdraws");
    live.unsubscribe(dialog.subscription);
    vi.advanceTimersByTime(5000);
    expect(close).not.toHaveBeenCalled();
    live.unsubscribe(list.subscription);
    vi.advanceTimersByTime(1000);
    expect(close).toHaveBeenCalledTimes(1);
    expect(live.status.get()).toBe("idle");
  });

  it("reports its status; opens anew after a session ended, not after the back end said it has no stream", () => {
    const { live, opened, heard } = provider();
    const seen: LiveStatus[] = [];
    live.status.subscribe(() => seen.push(live.status.get()));
    heard(TODO_CHANNEL);
    opened[0]?.onStatus("ended");
    heard(TODO_CHANNEL);
    expect(opened).toHaveLength(2);
    opened[1]?.onStatus("unavailable");
    heard(TODO_CHANNEL);
    expect(opened).toHaveLength(2);
    expect(seen).toEqual(["ended", "unavailable"]);
  });
});
