import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLiveProvider } from "./live-provider";
import {
  createPresenceHolder,
  createPresenceStore,
  sendPresence,
  type PresenceAnswer,
  type PresenceHolder,
  type PresenceRow,
} from "./presence";
import { useRowPresenceOf } from "./use-row-presence";

const PAGE = "finance/withdraw-orders";
const row = (id: string, holders: PresenceHolder[] = [{ name: "Ann", self: false }]): PresenceRow => ({
  entity: "withdraw_order",
  id,
  pages: [PAGE],
  holders,
});

afterEach(() => {
  vi.useRealTimers();
});

/** A holder whose calls are recorded; `answer` says what the server answers. */
function holderWith(answer: PresenceAnswer = "ok", enabled = () => true) {
  const sent: { page: string; id: string; held: boolean }[] = [];
  const holder = createPresenceHolder({
    send: async (body) => {
      sent.push(body);
      return answer;
    },
    enabled,
    renewMs: 10_000,
  });
  return { sent, holder };
}

describe("what the stream says", () => {
  it("the rows held when it opened, then each row's holders; by page and id; forgotten when it is down", () => {
    const store = createPresenceStore();
    let handlers: { onEvent: (name: string, data: unknown) => void; onStatus: (status: never) => void } | undefined;
    const opened = createLiveProvider({
      open: (given) => {
        handlers = given as typeof handlers;
        return { close: vi.fn() };
      },
      componentOf: () => PAGE,
      presence: store,
    });
    opened.subscribe({ channel: "resources/withdraws", types: ["*"], callback: vi.fn() });
    handlers?.onStatus("live" as never);
    handlers?.onEvent("ready", { presence: [row("1"), { nonsense: true }] });
    expect(store.holdersOf(PAGE, 1)).toEqual([{ name: "Ann", self: false }]);
    expect(store.holdersOf("shops/shop-list", "1")).toEqual([]);
    handlers?.onEvent("presence", row("2", [{ name: "Bob", self: false }]));
    handlers?.onEvent("presence", row("1", []));
    expect(store.holdersOf(PAGE, "1")).toEqual([]);
    expect(store.holdersOf(PAGE, "2")).toEqual([{ name: "Bob", self: false }]);
    handlers?.onStatus("retrying" as never);
    expect(store.holdersOf(PAGE, "2")).toEqual([]);
  });
});

describe("holding a row", () => {
  it("holds at once, renews every 10 s while held, and lets go", async () => {
    vi.useFakeTimers();
    const { sent, holder } = holderWith();
    const release = holder.hold(PAGE, 7);
    expect(sent).toEqual([{ page: PAGE, id: "7", held: true }]);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(sent).toHaveLength(3);
    release();
    expect(sent.at(-1)).toEqual({ page: PAGE, id: "7", held: false });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(4);
  });

  it("a back end without the endpoint is not asked again; none at all while it has no stream", async () => {
    vi.useFakeTimers();
    const absent = holderWith("absent");
    const release = absent.holder.hold(PAGE, 7);
    await vi.advanceTimersByTimeAsync(0);
    release();
    absent.holder.hold(PAGE, 8);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(absent.sent).toHaveLength(1);
    const failing = holderWith("failed");
    failing.holder.hold(PAGE, 7);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(failing.sent).toHaveLength(2);
    const noStream = holderWith("ok", () => false);
    noStream.holder.hold(PAGE, 7)();
    expect(noStream.sent).toEqual([]);
  });

  it("reads the answer: a 404, X-Boot's envelope saying 404 or a page is 'absent'; never throws", async () => {
    const answering = (response: () => Response) =>
      sendPresence(async () => response(), { accessToken: "t" }, { page: PAGE, id: "1", held: true });
    const json =
      (body: unknown, status = 200) =>
      () =>
        new Response(JSON.stringify(body), { status });
    expect(await answering(json({ code: 200 }))).toBe("ok");
    expect(await answering(json({ code: 400 }, 400))).toBe("failed");
    expect(await answering(json({ code: 401 }))).toBe("failed");
    expect(await answering(json({ code: 404 }))).toBe("absent");
    expect(await answering(() => new Response("Not Found", { status: 404 }))).toBe("absent");
    expect(await answering(() => new Response("<html></html>"))).toBe("absent");
    expect(
      await sendPresence(
        async () => {
          throw new TypeError("network");
        },
        {},
        { page: PAGE, id: "1", held: false },
      ),
    ).toBe("failed");
  });
});

describe("the hook", () => {
  function Probe(props: { holding: boolean; id: unknown; store: ReturnType<typeof createPresenceStore> }) {
    const { holder } = probeHolder;
    const holders = useRowPresenceOf(props.store, holder, PAGE, props.id, props.holding);
    return <span data-testid="names">{holders.map((one) => one.name).join(",")}</span>;
  }
  let probeHolder = holderWith();

  it("holds while holding, lets go when it stops or unmounts, and shows who else holds the row", () => {
    probeHolder = holderWith();
    const store = createPresenceStore();
    const view = render(<Probe holding={false} id={5} store={store} />);
    expect(probeHolder.sent).toEqual([]);
    view.rerender(<Probe holding id={5} store={store} />);
    expect(probeHolder.sent).toEqual([{ page: PAGE, id: "5", held: true }]);
    act(() => store.apply(row("5", [{ name: "Ann", self: false }])));
    expect(view.getByTestId("names").textContent).toBe("Ann");
    view.rerender(<Probe holding={false} id={5} store={store} />);
    expect(probeHolder.sent.at(-1)).toEqual({ page: PAGE, id: "5", held: false });
    view.rerender(<Probe holding id={6} store={store} />);
    expect(view.getByTestId("names").textContent).toBe("");
    view.unmount();
    expect(probeHolder.sent.at(-1)).toEqual({ page: PAGE, id: "6", held: false });
  });
});
