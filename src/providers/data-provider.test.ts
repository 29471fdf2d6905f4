import { describe, expect, it } from "vitest";
import { createDataProvider } from "./data-provider";
import type { HttpClient, RequestOptions } from "./http";

/** A client that records each request and answers with an empty page. */
function recording() {
  const sent: RequestOptions[] = [];
  const request = async (options: RequestOptions) => {
    sent.push(options);
    return { code: 200, success: true, result: { records: [], total: 0 } };
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
