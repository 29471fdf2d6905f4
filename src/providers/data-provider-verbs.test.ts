/**
 * What each Refine verb puts on the wire and hands back (DESIGN §2): the declared endpoint, the payload merged in,
 * the sorter's keys, the picked fields and the failure Refine shows (the list's paging rules: data-provider.test.ts).
 */
import { describe, expect, it } from "vitest";
import { createDataProvider, filtersToParams } from "./data-provider";
import { ApiError, type HttpClient, type RequestOptions } from "./http";
import type { Endpoint } from "./endpoint";

/** A client that records each request and answers with `answer(request)` as the envelope's result. */
function recording(answer: (options: RequestOptions) => unknown = () => ({ records: [], total: 0 })) {
  const sent: RequestOptions[] = [];
  const request = async (options: RequestOptions) => {
    sent.push(options);
    return { code: 200, success: true, message: "", result: answer(options) };
  };
  return { sent, data: createDataProvider({ request } as unknown as HttpClient) };
}

function failing(error: unknown) {
  const request = async () => {
    throw error;
  };
  return createDataProvider({ request } as unknown as HttpClient);
}

const list: Endpoint = { path: "/shop/list", style: "body" };

describe("a resource without a declared endpoint", () => {
  it("fails with a message that names the resource and the verb, for every verb", async () => {
    const { sent, data } = recording();
    await expect(data.getOne({ resource: "shop", id: 1 })).rejects.toEqual({
      message: "shop.getOne: no endpoint declared",
      statusCode: 500,
      alreadyShown: true,
    });
    await expect(data.getList({ resource: "shop", meta: {} })).rejects.toMatchObject({
      message: "shop.getList: no endpoint declared",
    });
    await expect(
      data.getMany?.({ resource: "shop", ids: [1], meta: { endpoint: "/shop/list" } }),
    ).rejects.toMatchObject({ message: "shop.getMany: no endpoint declared" });
    await expect(
      data.create({ resource: "shop", variables: {}, meta: { endpoint: { style: "body" } } }),
    ).rejects.toMatchObject({ message: "shop.create: no endpoint declared" });
    await expect(
      data.update({ resource: "shop", id: 1, variables: {}, meta: { endpoint: null } }),
    ).rejects.toMatchObject({ message: "shop.update: no endpoint declared" });
    await expect(data.deleteOne({ resource: "shop", id: 1 })).rejects.toMatchObject({
      message: "shop.deleteOne: no endpoint declared",
    });
    expect(sent).toHaveLength(0);
  });
});

describe("what a failed call hands Refine", () => {
  const call = (error: unknown) => failing(error).getOne({ resource: "shop", id: 1, meta: { endpoint: list } });

  it("a server refusal: its message and code, already shown by the client (no second toast)", async () => {
    await expect(call(new ApiError(403, "无权限"))).rejects.toEqual({
      message: "无权限",
      statusCode: 403,
      alreadyShown: true,
    });
  });

  it("a bug or a network failure: its message, status 0, not yet shown", async () => {
    await expect(call(new TypeError("boom"))).rejects.toEqual({ message: "boom", statusCode: 0 });
    await expect(call("plain text")).rejects.toEqual({ message: "plain text", statusCode: 0 });
  });
});

describe("getList", () => {
  it("sends the filters with a value, the sorter in the endpoint's keys and the payload; pages with 10 by default", async () => {
    const { sent, data } = recording();
    await data.getList({
      resource: "shop",
      filters: [
        { field: "name", operator: "eq", value: "A" },
        { field: "phone", operator: "eq", value: undefined },
        { operator: "or", value: [{ field: "x", operator: "eq", value: 1 }] },
      ],
      sorters: [
        { field: "createTime", order: "desc" },
        { field: "id", order: "asc" },
      ],
      meta: { endpoint: { ...list, sort: { field: "sortField", order: "sortOrder" } }, payload: { type: 2 } },
    });
    expect(sent[0]).toMatchObject({ style: "body", url: "/shop/list" });
    expect(sent[0].data).toEqual({
      name: "A",
      sortField: "createTime",
      sortOrder: "desc",
      type: 2,
      page: 1,
      pageSize: 10,
    });
  });

  it("system paging sorts with sort/order; business paging without declared keys sends no sorter", async () => {
    const { sent, data } = recording();
    const sorters = [{ field: "createTime", order: "asc" as const }];
    await data.getList({ resource: "log", sorters, meta: { endpoint: { ...list, paging: "system" } } });
    await data.getList({ resource: "shop", sorters, meta: { endpoint: list } });
    await data.getList({ resource: "shop", sorters: [], meta: { endpoint: { ...list, paging: "system" } } });
    expect(sent.map((s) => s.data)).toEqual([
      { sort: "createTime", order: "asc", pageNumber: 1, pageSize: 10 },
      { page: 1, pageSize: 10 },
      { pageNumber: 1, pageSize: 10 },
    ]);
  });

  it("a payload that is not an object is ignored; fixed params go with every call and yield to the request's own", async () => {
    const { sent, data } = recording();
    await data.getList({
      resource: "shop",
      filters: [{ field: "status", operator: "eq", value: 3 }],
      meta: { endpoint: { ...list, params: { type: 2, status: 1 }, paging: "none" }, payload: "nope" },
    });
    expect(sent[0].data).toEqual({ type: 2, status: 3 });
  });

  it("with paging off: no paging keys, page 1, every row the server sent", async () => {
    const { sent, data } = recording(() => [{ id: 1 }, { id: 2 }]);
    const page = await data.getList({
      resource: "shop",
      pagination: { mode: "off", currentPage: 4, pageSize: 20 },
      meta: { endpoint: { ...list, result: "array" } },
    });
    expect(sent[0].data).toEqual({});
    expect(page).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2, extra: {}, currentPage: 1 });
  });

  it("hands back rows, total, the totals beside them and the page", async () => {
    const { data } = recording(() => ({ records: [{ id: 7 }], total: "31", totalAmount: "12.50" }));
    const page = await data.getList({
      resource: "shop",
      pagination: { currentPage: 4, pageSize: 10 },
      meta: { endpoint: list },
    });
    expect(page).toEqual({ data: [{ id: 7 }], total: 31, extra: { totalAmount: "12.50" }, currentPage: 4 });
  });
});

describe("single-record verbs", () => {
  it("getOne sends the id with the payload and hands back the result", async () => {
    const { sent, data } = recording(() => ({ id: 9, name: "A" }));
    const answer = await data.getOne({ resource: "shop", id: 9, meta: { endpoint: list, payload: { type: 1 } } });
    expect(sent[0].data).toEqual({ id: 9, type: 1 });
    expect(answer).toEqual({ data: { id: 9, name: "A" } });
  });

  it("getMany sends the ids with the payload and reads the rows in the endpoint's result shape", async () => {
    const { sent, data } = recording(() => ({ content: [{ id: 1 }, { id: 2 }], totalElements: 2 }));
    const answer = await data.getMany?.({
      resource: "shop",
      ids: [1, 2],
      meta: { endpoint: { ...list, result: "content" }, payload: { type: 1 } },
    });
    expect(sent[0].data).toEqual({ ids: [1, 2], type: 1 });
    expect(answer).toEqual({ data: [{ id: 1 }, { id: 2 }] });
  });

  it("create and update send the declared fields only (all without a pick), the payload, and update the id", async () => {
    const { sent, data } = recording(() => ({ ok: true }));
    const variables = { name: "A", phone: "138", secret: "x" };
    const created = await data.create({
      resource: "shop",
      variables,
      meta: { endpoint: { ...list, pick: ["name", "phone"] }, payload: { type: 1 } },
    });
    await data.update({ resource: "shop", id: 5, variables, meta: { endpoint: list } });
    const updated = await data.update({
      resource: "shop",
      id: 5,
      variables,
      meta: { endpoint: { ...list, pick: ["name"] }, payload: { type: 1 } },
    });
    expect(sent.map((s) => s.data)).toEqual([
      { name: "A", phone: "138", type: 1 },
      { id: 5, name: "A", phone: "138", secret: "x" },
      { id: 5, name: "A", type: 1 },
    ]);
    expect(created).toEqual({ data: { ok: true } });
    expect(updated).toEqual({ data: { ok: true } });
  });

  it("deleteOne sends the id, the variables and the payload, with the id in the path", async () => {
    const { sent, data } = recording(() => "done");
    const answer = await data.deleteOne({
      resource: "shop",
      id: 5,
      variables: { reason: "dup" },
      meta: { endpoint: { path: "/shop/delete/{id}", style: "form" }, payload: { type: 1 } },
    });
    await data.deleteOne({ resource: "shop", id: 6, meta: { endpoint: { path: "/shop/delete/{id}", style: "form" } } });
    expect(sent.map((s) => [s.url, s.style, s.data])).toEqual([
      ["/shop/delete/5", "form", { id: 5, reason: "dup", type: 1 }],
      ["/shop/delete/6", "form", { id: 6 }],
    ]);
    expect(answer).toEqual({ data: "done" });
  });
});

describe("custom calls", () => {
  it("use the declared endpoint when there is one", async () => {
    const { sent, data } = recording(() => 1);
    const answer = await data.custom?.({
      url: "/ignored",
      method: "post",
      payload: { id: 1 },
      meta: { endpoint: { path: "/wallet/pass", style: "form" } },
    });
    expect(sent[0]).toMatchObject({ url: "/wallet/pass", style: "form", data: { id: 1 } });
    expect(answer).toEqual({ data: 1 });
  });

  it("otherwise go to the url: a GET as a query, anything else as a JSON body; query and payload both sent", async () => {
    const { sent, data } = recording();
    await data.custom?.({ url: "/a", method: "get", query: { q: 1 } });
    await data.custom?.({ url: "/b", method: "post", query: { q: 1 }, payload: { p: 2 } });
    await data.custom?.({ url: "/c", method: "delete" });
    expect(sent.map((s) => [s.url, s.style, s.data])).toEqual([
      ["/a", "query", { q: 1 }],
      ["/b", "body", { q: 1, p: 2 }],
      ["/c", "body", {}],
    ]);
  });

  it("a declared endpoint that is not an object (null, a name) is ignored for the url", async () => {
    const { sent, data } = recording();
    await data.custom?.({ url: "/a", method: "get", meta: { endpoint: null } });
    await data.custom?.({ url: "/b", method: "get", meta: { endpoint: "wallet" } });
    expect(sent.map((s) => s.url)).toEqual(["/a", "/b"]);
  });
});

it("a filter without a value sends no key for it; an emptied one sends null", () => {
  const filters = [
    { field: "a", operator: "eq", value: undefined },
    { field: "b", operator: "eq", value: "" },
  ] as const;
  expect(Object.entries(filtersToParams([...filters]))).toEqual([["b", null]]);
});

it("names /admin-api as its base", () => {
  expect(recording().data.getApiUrl()).toBe("/admin-api");
});
