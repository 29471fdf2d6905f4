/**
 * A list whose rows were prefetched and have arrived is drawn with them in its first render, asking nothing more;
 * one whose prefetch is still on its way takes it when it comes; anything else asks as usual.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, waitFor } from "@testing-library/react";
import { Refine, useTable } from "@refinedev/core";
import { keepPreviousData, QueryObserver } from "@tanstack/react-query";
import routerProvider from "@refinedev/react-router";
import { MemoryRouter, Route, Routes } from "react-router";
import { RouteHooks } from "@/lib/route-hooks";
import { createDataProvider } from "./data-provider";
import { createQueryClient, listParamsOf } from "./query-client";
import type { HttpClient, RequestOptions } from "./http";
import type { Endpoint } from "./endpoint";

const endpoint: Endpoint = { path: "/wallet/member-withdraw/list", style: "body" };
const rows = [{ id: "1861234567890123456" }, { id: "1861234567890123457" }];

/** A client that records each request; each answer waits for `release()` when `held`. */
function recording(held = false) {
  const sent: RequestOptions[] = [];
  const waiting: (() => void)[] = [];
  const request = async (options: RequestOptions) => {
    sent.push(options);
    if (held) await new Promise<void>((resolve) => waiting.push(resolve));
    return { code: 200, success: true, result: { records: rows, total: 42 } };
  };
  const data = createDataProvider({ request } as unknown as HttpClient);
  return { sent, data, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

/** What the list page's first request is, as the menu click's prefetch sends it (list-prefetch.ts). */
const firstPage = {
  resource: "withdraw-orders",
  pagination: { currentPage: 1, pageSize: 15, mode: "server" as const },
  filters: [],
  sorters: [],
  meta: { endpoint },
};

/** The list page's table, as useListQuery sets it up; each render's row count is recorded. */
function mount(data: ReturnType<typeof recording>["data"], pageSize = 15, client = createQueryClient(data)) {
  const renders: (number | undefined)[] = [];
  function Probe() {
    const { tableQuery } = useTable({
      resource: "withdraw-orders",
      meta: { endpoint },
      pagination: { pageSize, currentPage: 1 },
      filters: { initial: [], defaultBehavior: "replace" },
      syncWithLocation: true,
      errorNotification: false,
    });
    renders.push(tableQuery.data?.data.length);
    return null;
  }
  const view = render(
    <MemoryRouter initialEntries={["/finance/withdraw-orders"]}>
      <RouteHooks>
        <Refine
          dataProvider={data}
          routerProvider={routerProvider}
          resources={[{ name: "withdraw-orders", list: "/finance/withdraw-orders" }]}
          options={{ disableTelemetry: true, reactQuery: { clientConfig: client } }}
        >
          <Routes>
            <Route path="/finance/withdraw-orders" element={<Probe />} />
          </Routes>
        </Refine>
      </RouteHooks>
    </MemoryRouter>,
  );
  return { renders, view };
}

const arrived = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe("a prefetched list page in the query cache", () => {
  it("an answer that has arrived is drawn in the first render, and nothing is asked again", async () => {
    const { sent, data } = recording();
    data.prefetchList(firstPage);
    await arrived();
    const { renders } = mount(data);
    expect(renders[0]).toBe(2);
    await arrived();
    expect(sent).toHaveLength(1);
  });

  it("an answer still on its way is taken by the page's request when it comes: one request", async () => {
    const { sent, data, release } = recording(true);
    data.prefetchList(firstPage);
    const { renders } = mount(data);
    expect(renders[0]).toBeUndefined();
    release();
    await waitFor(() => expect(renders.at(-1)).toBe(2));
    expect(sent).toHaveLength(1);
  });

  it("a page that asks differently (another size) asks the server", async () => {
    const { sent, data } = recording();
    data.prefetchList(firstPage);
    await arrived();
    const { renders } = mount(data, 30);
    expect(renders[0]).toBeUndefined();
    await waitFor(() => expect(renders.at(-1)).toBe(2));
    expect(sent).toHaveLength(2);
  });

  it("a page drawn seconds after its rows came (a slow device) takes them and asks nothing again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { sent, data } = recording();
    data.prefetchList(firstPage);
    await arrived();
    vi.setSystemTime(Date.now() + 3_000);
    const { renders } = mount(data);
    expect(renders[0]).toBe(2);
    await arrived();
    expect(sent).toHaveLength(1);
  });

  it("a page that took its rows, then waited seconds on a part of it before mounting, asks nothing again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { sent, data } = recording();
    const client = createQueryClient(data);
    data.prefetchList(firstPage);
    await arrived();
    // What useQuery does: the observer (and so the query, which takes the rows) is made in the page's first render,
    // and subscribes when the page mounts — here seconds later, as when the page suspended on a part meanwhile.
    const { pagination, filters, sorters, meta } = firstPage;
    const observer = new QueryObserver(client, {
      queryKey: ["data", "default", firstPage.resource, "list", { ...meta, filters, pagination, sorters }],
      queryFn: () => data.getList(firstPage),
    });
    expect(observer.getCurrentResult().data).toBeDefined();
    vi.setSystemTime(Date.now() + 3_000);
    const unsubscribe = observer.subscribe(() => undefined);
    await arrived();
    unsubscribe();
    expect(sent).toHaveLength(1);
  });

  it("it is fresh only for a moment: the page mounted again later asks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { sent, data } = recording();
    const client = createQueryClient(data);
    data.prefetchList(firstPage);
    await arrived();
    mount(data, 15, client).view.unmount();
    mount(data, 15, client).view.unmount();
    await arrived();
    expect(sent).toHaveLength(1);
    vi.setSystemTime(Date.now() + 3_000);
    const later = mount(data, 15, client);
    expect(later.renders[0]).toBe(2);
    await waitFor(() => expect(sent).toHaveLength(2));
  });
});

describe("listParamsOf", () => {
  it("reads Refine's list key; any other query is not a list page", () => {
    const key = ["data", "default", "shop", "list", { endpoint, filters: [], pagination: { currentPage: 2 } }];
    expect(listParamsOf(key)).toEqual({
      resource: "shop",
      filters: [],
      sorters: undefined,
      pagination: { currentPage: 2 },
      meta: { endpoint },
    });
    expect(listParamsOf(["data", "default", "shop", "one", "1"])).toBeUndefined();
    expect(listParamsOf(["data", "default", "shop", "list", { endpoint, filters: [] }])).toBeUndefined();
  });
});

describe("the console's query client", () => {
  it("keeps Refine's own defaults: the previous page's rows while the next load, no retry, no refetch on focus", () => {
    const queries = createQueryClient(recording().data).getDefaultOptions().queries;
    expect(queries?.placeholderData).toBe(keepPreviousData);
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });
});
