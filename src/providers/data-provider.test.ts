import { describe, expect, it, vi } from "vitest";
import { createDataProvider } from "./data-provider";
import type { HttpClient, RequestOptions } from "./http";
import type { Endpoint } from "./endpoint";

const list: Endpoint = { path: "/shop/list", style: "body" };

/** A client that records each request and answers with `answer(request)` (an empty page by default). */
function recording(answer: (options: RequestOptions) => unknown = () => ({ records: [], total: 0 })) {
  const sent: RequestOptions[] = [];
  const request = async (options: RequestOptions) => {
    sent.push(options);
    return { code: 200, success: true, result: answer(options) };
  };
  return { sent, data: createDataProvider({ request } as unknown as HttpClient) };
}

describe("dataProvider request bodies (SPEC §2.13, §7.4)", () => {
  it("an empty string in a search field goes out as null on an endpoint that lists its body", async () => {
    const { sent, data } = recording();
    await data.getList({
      resource: "exchange",
      pagination: { currentPage: 2, pageSize: 10 },
      filters: [
        { field: "realName", operator: "eq", value: "  " },
        { field: "status", operator: "eq", value: "1" },
      ],
      meta: {
        endpoint: {
          path: "/score/exchange/record/list",
          style: "body",
          send: ["uid", "state", "status", "realName"],
          numbers: ["status"],
        },
      },
    });
    expect(sent[0].data).toEqual({ uid: null, state: null, status: 1, realName: null, page: 2, pageSize: 10 });
    expect(Object.keys(sent[0].data ?? {})).toEqual(["uid", "state", "status", "realName", "page", "pageSize"]);
  });

  it("without a declared body, a blank filter is sent as null too (never as '')", async () => {
    const { sent, data } = recording();
    await data.getList({
      resource: "x",
      pagination: { currentPage: 1, pageSize: 10 },
      filters: [{ field: "orderNo", operator: "eq", value: "" }],
      meta: { endpoint: { path: "/x", style: "body" } },
    });
    expect(sent[0].data).toEqual({ orderNo: null, page: 1, pageSize: 10 });
  });

  it("system paging sends pageNumber/pageSize", async () => {
    const { sent, data } = recording();
    await data.getList({
      resource: "x",
      pagination: { currentPage: 3, pageSize: 20 },
      meta: { endpoint: { path: "/xboot/log/getAllByPage", style: "query", paging: "system" } },
    });
    expect(sent[0].data).toEqual({ pageNumber: 3, pageSize: 20 });
  });
});

describe("list prefetch", () => {
  const params = {
    resource: "x",
    pagination: { currentPage: 1, pageSize: 15, mode: "server" as const },
    filters: [{ field: "status", operator: "eq" as const, value: "1" }],
    meta: { endpoint: { path: "/wallet/member-withdraw/list", style: "query" as const } },
  };

  it("the page's identical request takes the prefetched answer: one request on the wire", async () => {
    const { sent, data } = recording();
    data.prefetchList(params);
    const page = await data.getList(params);
    expect(sent).toHaveLength(1);
    expect(page.total).toBe(0);
    // Taken once: a later reload asks the server again.
    await data.getList(params);
    expect(sent).toHaveLength(2);
  });

  it("a prefetch dropped before its page asked is not taken: the request asks the server", async () => {
    const { sent, data } = recording();
    data.prefetchList(params);
    data.forgetPrefetchedList(params);
    await data.getList(params);
    expect(sent).toHaveLength(2);
  });

  it("a request that differs (another page) is sent as usual", async () => {
    const { sent, data } = recording();
    data.prefetchList(params);
    await data.getList({ ...params, pagination: { ...params.pagination, currentPage: 2 } });
    expect(sent).toHaveLength(2);
  });

  it("the prefetch is handed to the client synchronously (its request leaves before React renders)", () => {
    const { sent, data } = recording();
    data.prefetchList(params);
    expect(sent).toHaveLength(1);
  });

  it("a prefetched answer is kept only as long as asked", async () => {
    vi.useFakeTimers();
    try {
      const { sent, data } = recording();
      data.prefetchList(params, 3000);
      vi.advanceTimersByTime(3001);
      await data.getList(params);
      expect(sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a change (create, update, delete, a non-GET custom call) drops prefetched answers: none is stale", async () => {
    const endpoint = { path: "/wallet/member-withdraw/pass", style: "form" as const };
    const changes = [
      (d: ReturnType<typeof recording>["data"]) => d.create({ resource: "x", variables: {}, meta: { endpoint } }),
      (d: ReturnType<typeof recording>["data"]) =>
        d.update({ resource: "x", id: 1, variables: {}, meta: { endpoint } }),
      (d: ReturnType<typeof recording>["data"]) => d.deleteOne({ resource: "x", id: 1, meta: { endpoint } }),
      (d: ReturnType<typeof recording>["data"]) =>
        d.custom?.({ url: endpoint.path, method: "post", meta: { endpoint } }),
    ];
    for (const change of changes) {
      const { sent, data } = recording();
      data.prefetchList(params);
      await change(data);
      await data.getList(params);
      expect(sent).toHaveLength(3);
    }
    // A read leaves it in place.
    const { sent, data } = recording();
    data.prefetchList(params);
    await data.custom?.({ url: "/x", method: "get" });
    await data.getList(params);
    expect(sent).toHaveLength(2);
  });

  it("a failed prefetch reaches the page as its own failure", async () => {
    const request = async () => {
      throw new Error("network down");
    };
    const data = createDataProvider({ request } as unknown as HttpClient);
    // The prefetch itself only settles: whoever waits on it (a screen about to render) goes on either way.
    await expect(data.prefetchList(params)).resolves.toBeUndefined();
    await expect(data.getList(params)).rejects.toMatchObject({ message: "network down" });
  });

  it("after forgetPrefetched (a new session) the page asks the server, even where a prefetch failed", async () => {
    let calls = 0;
    const request = async () => {
      calls += 1;
      if (calls === 1) throw new Error("401: session ended");
      return { result: { records: [{ id: "1" }], total: 1 } };
    };
    const data = createDataProvider({ request } as unknown as HttpClient);
    await data.prefetchList(params);
    data.forgetPrefetched();
    const page = await data.getList(params);
    expect(calls).toBe(2);
    expect(page.total).toBe(1);
  });
});

describe("an emptied last page steps back one page", () => {
  const emptyAbove = (total: number) => (options: RequestOptions) =>
    (options.data?.page ?? options.data?.pageNumber) === 3 ? { records: [], total } : { records: [{ id: 1 }], total };

  it("page 3 came back empty with rows left: page 2 is asked for and shown", async () => {
    const { sent, data } = recording(emptyAbove(11));
    const page = await data.getList({ resource: "shop", pagination: { currentPage: 3 }, meta: { endpoint: list } });
    expect(sent.map((s) => s.data?.page)).toEqual([3, 2]);
    expect(page).toMatchObject({ data: [{ id: 1 }], currentPage: 2 });
  });

  it("not when nothing is left, on page 1, when the page has rows, or without paging", async () => {
    const cases = [
      { answer: emptyAbove(0), currentPage: 3, endpoint: list },
      { answer: () => ({ records: [], total: 5 }), currentPage: 1, endpoint: list },
      { answer: emptyAbove(11), currentPage: 2, endpoint: list },
      // Without paging the request names no page: every answer is the whole list, empty or not.
      { answer: () => ({ records: [], total: 5 }), currentPage: 3, endpoint: { ...list, paging: "none" as const } },
    ];
    for (const { answer, currentPage, endpoint } of cases) {
      const { sent, data } = recording(answer);
      const page = await data.getList({ resource: "shop", pagination: { currentPage }, meta: { endpoint } });
      expect(sent).toHaveLength(1);
      expect(page.currentPage).toBe(currentPage);
    }
  });

  it("a prefetch never steps back (the page's own request decides)", async () => {
    const { sent, data } = recording(emptyAbove(11));
    data.prefetchList({ resource: "shop", pagination: { currentPage: 3 }, meta: { endpoint: list } });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toHaveLength(1);
  });
});

describe("a prefetched answer's lifetime", () => {
  it("is still taken at the last millisecond it was kept for", async () => {
    vi.useFakeTimers();
    try {
      const { sent, data } = recording();
      const params = { resource: "shop", meta: { endpoint: list } };
      data.prefetchList(params, 3000);
      vi.advanceTimersByTime(3000);
      await data.getList(params);
      expect(sent).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
