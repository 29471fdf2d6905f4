/** A screen opened again asks for its first rows while its page draws, not in an effect after (list-prefetch.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";
import type { ListParams } from "@/providers/list-reader";
import moneyChanges from "@/resources/finance/money-change-records.screen";
import withdrawOrders from "@/resources/finance/withdraw-orders.screen";
import type { ScreenDef } from "./screen-types";

const prefetchList = vi.fn<(params: ListParams, keepMs?: number) => Promise<void>>(() => Promise.resolve());
vi.mock("@/providers", () => ({
  dataProvider: { prefetchList: (...args: [ListParams, number?]) => prefetchList(...args) },
}));

const { MOUNT_KEEP_MS, useRowsAhead } = await import("./list-prefetch");
const screen = withdrawOrders as unknown as ScreenDef<object>;

/** Renders a page that uses the hook and notes how many prefetches were sent when its body ran, before any effect. */
function mount(def: ScreenDef<object>) {
  const seenInRender: number[] = [];
  function Page({ n }: { n: number }) {
    useRowsAhead("finance/withdraw-orders", def);
    seenInRender.push(prefetchList.mock.calls.length);
    return <span>{n}</span>;
  }
  const view = render(<Page n={1} />);
  return { seenInRender, rerender: () => view.rerender(<Page n={2} />) };
}

describe("useRowsAhead", () => {
  beforeEach(() => {
    prefetchList.mockClear();
    window.location.hash = "#/finance/withdraw-orders?pageSize=1000&currentPage=2";
  });
  afterEach(() => {
    window.location.hash = "";
  });

  it("sends the list's first request from the address during the page's first render, once, kept briefly", () => {
    const { seenInRender, rerender } = mount(screen);
    expect(seenInRender[0]).toBe(1);
    rerender();
    expect(prefetchList).toHaveBeenCalledTimes(1);
    const [params, keepMs] = prefetchList.mock.calls[0] ?? [];
    expect(params?.pagination).toEqual({ currentPage: 2, pageSize: 1000, mode: "server" });
    expect(params?.meta?.endpoint).toBe(screen.list);
    expect(keepMs).toBe(MOUNT_KEEP_MS);
  });

  it("a screen with its own page, or pre-filled from the address (?uid=…), asks for itself", () => {
    mount({ ...screen, page: () => null });
    window.location.hash = "#/finance/money-change-records?uid=10001";
    mount(moneyChanges as unknown as ScreenDef<object>);
    expect(prefetchList).not.toHaveBeenCalled();
  });
});
