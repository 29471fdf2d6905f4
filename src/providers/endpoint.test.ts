import { describe, expect, it } from "vitest";
import { applySendPolicy, fillPath, normalisePage, nullifyEmpty, pagingParams } from "./endpoint";
import { toSearchParams } from "./http";

describe("result shapes", () => {
  it("records/total", () => {
    expect(normalisePage({ records: [{ id: 1 }], total: 31, current: 2, size: 10, pages: 4 })).toEqual({
      data: [{ id: 1 }],
      total: 31,
      extra: {},
    });
  });
  it("content/totalElements", () => {
    expect(normalisePage({ content: [{ id: 2 }], totalElements: "12", number: 0 }, "content")).toEqual({
      data: [{ id: 2 }],
      total: 12,
      extra: {},
    });
  });
  it("X-Boot's Spring Data Page, undeclared: rows, total, nothing of the page's own as an extra", () => {
    const springPage = {
      content: [{ id: "1464484663442673665" }],
      pageable: { sort: { sorted: false, unsorted: true, empty: true }, offset: 10, pageNumber: 1, pageSize: 10 },
      totalPages: 2,
      totalElements: 11,
      last: true,
      size: 10,
      number: 1,
      sort: { sorted: false, unsorted: true, empty: true },
      numberOfElements: 1,
      first: false,
      empty: false,
    };
    expect(normalisePage(springPage)).toEqual({ data: [{ id: "1464484663442673665" }], total: 11, extra: {} });
  });
  it("pageInfoVO keeps the extra totals", () => {
    const result = {
      pageInfoVO: { records: [{ id: 3 }], total: 3000 },
      totalWithdrawAmount: 12.5,
      totalTransferAmount: 10,
    };
    expect(normalisePage(result, "pageInfoVO")).toEqual({
      data: [{ id: 3 }],
      total: 3000,
      extra: { totalWithdrawAmount: 12.5, totalTransferAmount: 10 },
    });
  });
  it("a plain array", () => {
    expect(normalisePage([{ id: 1 }, { id: 2 }], "array")).toEqual({
      data: [{ id: 1 }, { id: 2 }],
      total: 2,
      extra: {},
    });
    expect(normalisePage([{ id: 1 }])).toMatchObject({ total: 1 });
  });
  it("malformed results become an empty page", () => {
    expect(normalisePage(null)).toEqual({ data: [], total: 0, extra: {} });
    expect(normalisePage({ records: "x", total: "many" })).toEqual({ data: [], total: 0, extra: {} });
    expect(normalisePage({ pageInfoVO: null }, "pageInfoVO")).toEqual({ data: [], total: 0, extra: {} });
  });
  it("a missing total falls back to the row count", () => {
    expect(normalisePage({ records: [{}, {}] }).total).toBe(2);
  });
});

describe("request helpers", () => {
  it("empty strings become null; other values stay", () => {
    expect(nullifyEmpty({ a: "", b: "  ", c: "x", d: 0, e: false })).toEqual({
      a: null,
      b: null,
      c: "x",
      d: 0,
      e: false,
    });
  });
  it("business and system paging keys", () => {
    expect(pagingParams("business", 2, 20)).toEqual({ page: 2, pageSize: 20 });
    expect(pagingParams("system", 2, 20)).toEqual({ pageNumber: 2, pageSize: 20 });
    expect(pagingParams("none", 2, 20)).toEqual({});
  });
  it("fills path placeholders, encoded", () => {
    expect(fillPath("/xboot/dictData/getByType/{type}", { type: "a b" })).toBe("/xboot/dictData/getByType/a%20b");
  });
});

describe("applySendPolicy (SPEC §2.13, §7.4)", () => {
  it("sends every declared key in its order, null when blank, numbers as numbers", () => {
    const body = applySendPolicy(
      { send: ["uid", "state", "status", "realName"], numbers: ["uid", "status"] },
      { realName: "王", status: "1", extra: 2 },
    );
    expect(body).toEqual({ uid: null, state: null, status: 1, realName: "王", extra: 2 });
    expect(Object.keys(body)).toEqual(["uid", "state", "status", "realName", "extra"]);
  });

  it("sends X-Boot's entity-bound keys blank when they have no value, and on the wire as `key=`", () => {
    const params = applySendPolicy(
      { blank: ["id", "type", "status", "username"] },
      { status: null, username: "ad", type: "  " },
    );
    expect(params).toEqual({ id: "", type: "", status: "", username: "ad" });
    expect(toSearchParams(params).toString()).toBe("status=&username=ad&type=&id=");
    // A fixed parameter of the endpoint is not blanked over.
    expect(applySendPolicy({ blank: ["departmentId"], params: { departmentId: "7" } }, {})).toEqual({});
  });

  it("leaves an endpoint without a policy as it was", () => {
    expect(applySendPolicy({}, { a: "1" })).toEqual({ a: "1" });
  });

  it("keeps text that is not a number as text", () => {
    expect(applySendPolicy({ numbers: ["uid"] }, { uid: "12a" })).toEqual({ uid: "12a" });
  });

  it("sends a whole number past 2^53 (a snowflake id) as the digits typed, never rounded", () => {
    const body = applySendPolicy(
      { numbers: ["uid", "id", "safe", "amount"] },
      { uid: "9999999999999999", id: " 1234567890123456789 ", safe: "9007199254740991", amount: "12.50" },
    );
    expect(body).toEqual({ uid: "9999999999999999", id: "1234567890123456789", safe: 9007199254740991, amount: 12.5 });
    expect(JSON.stringify(body)).toContain('"uid":"9999999999999999"');
  });
});

describe("endpoint helpers: odd answers and blanks", () => {
  it("a result that is neither a list nor an object is an empty page with no extras", () => {
    expect(normalisePage("oops")).toEqual({ data: [], total: 0, extra: {} });
    expect(normalisePage({ records: [{ id: 1 }] }, "array")).toEqual({ data: [], total: 0, extra: {} });
  });
  it("a missing or non-numeric total falls back to the rows on the page", () => {
    expect(normalisePage({ records: [{ id: 1 }, { id: 2 }], total: null }).total).toBe(2);
    expect(normalisePage({ records: [{ id: 1 }], total: true }).total).toBe(1);
    expect(normalisePage({ records: [], total: "7" }).total).toBe(7);
  });
  it("a declared key the request left undefined is sent as null", () => {
    expect(applySendPolicy({ send: ["a", "b"] }, { a: undefined, c: 1 })).toEqual({ a: null, b: null, c: 1 });
    expect(Object.keys(applySendPolicy({ send: ["a", "b"] }, { b: 2, a: 1 }))).toEqual(["a", "b"]);
  });
  it("a blank numeric key is not turned into 0", () => {
    expect(applySendPolicy({ numbers: ["amount"] }, { amount: "  " })).toEqual({ amount: "  " });
  });
  it("a path value that is missing leaves its segment empty", () => {
    expect(fillPath("/xboot/dictData/getByType/{type}", {})).toBe("/xboot/dictData/getByType/");
    expect(fillPath("/x/{id}", { id: "a/b" })).toBe("/x/a%2Fb");
  });
});
