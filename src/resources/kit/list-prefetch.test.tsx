/** A screen opened again asks for its first rows while its page draws, not in an effect after (list-prefetch.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render } from "@testing-library/react";
import type { ListParams } from "@/providers/list-reader";
import moneyChanges from "@/resources/finance/money-change-records.screen";
import withdrawOrders from "@/resources/finance/withdraw-orders.screen";
import type { ScreenDef } from "./screen-types";

const prefetchList = vi.fn<(params: ListParams, keepMs?: number) => Promise<void>>(() => Promise.resolve());
const forgetPrefetchedList = vi.fn<(params: ListParams) => void>();
vi.mock("@/providers", () => ({
  dataProvider: {
    prefetchList: (...args: [ListParams, number?]) => prefetchList(...args),
    forgetPrefetchedList: (params: ListParams) => forgetPrefetchedList(params),
  },
}));

const { MOUNT_KEEP_MS, rowsAhead } = await import("./list-prefetch");
const screen = withdrawOrders as unknown as ScreenDef<object>;

/** Opens a page that uses the screen's hook `times` times; notes the prefetches sent when its body ran, before effects. */
function open(useRowsAhead: () => void, times: number) {
  const seenInRender: number[] = [];
  function Page({ n }: { n: number }) {
    useRowsAhead();
    seenInRender.push(prefetchList.mock.calls.length);
    return <span>{n}</span>;
  }
  for (let i = 0; i < times; i += 1) {
    const view = render(<Page n={1} />);
    view.rerender(<Page n={2} />);
    view.unmount();
  }
  return seenInRender;
}

describe("rowsAhead", () => {
  beforeEach(() => {
    prefetchList.mockClear();
    forgetPrefetchedList.mockClear();
    window.location.hash = "#/finance/withdraw-orders?pageSize=1000&currentPage=2";
  });
  afterEach(() => {
    window.location.hash = "";
  });

  it("asks nothing on the first open (the menu click's prefetch does); the next asks in its first render, once", () => {
    const seen = open(rowsAhead("finance/withdraw-orders", screen), 2);
    // first open: two renders, nothing; second open: sent by its first render, not again on its second
    expect(seen).toEqual([0, 0, 1, 1]);
    const [params, keepMs] = prefetchList.mock.calls[0] ?? [];
    expect(params?.pagination).toEqual({ currentPage: 2, pageSize: 1000, mode: "server" });
    expect(params?.meta?.endpoint).toBe(screen.list);
    expect(keepMs).toBe(MOUNT_KEEP_MS);
  });

  it("drops the answer once the page has drawn, taken or not, so no later reload meets it", async () => {
    vi.useFakeTimers();
    try {
      const useRowsAhead = rowsAhead("finance/withdraw-orders", screen);
      open(useRowsAhead, 1);
      function Page() {
        useRowsAhead();
        return null;
      }
      render(<Page />);
      expect(forgetPrefetchedList).not.toHaveBeenCalled();
      await act(() => vi.runAllTimersAsync());
      expect(forgetPrefetchedList).toHaveBeenCalledWith(prefetchList.mock.calls[0]?.[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a screen with its own page, or pre-filled from the address (?uid=…), asks for itself", () => {
    open(rowsAhead("finance/withdraw-orders", { ...screen, page: () => null }), 2);
    window.location.hash = "#/finance/money-change-records?uid=10001";
    open(rowsAhead("finance/money-change-records", moneyChanges as unknown as ScreenDef<object>), 2);
    expect(prefetchList).not.toHaveBeenCalled();
  });
});
