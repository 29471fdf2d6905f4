import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import type { CrudFilter } from "@refinedev/core";
import { filtersToValues, paramsToFilters, paramsToSearch, sameParams, searchToParams } from "./search-mapping";
import type { SearchField } from "./types";

const fields: SearchField[] = [
  { key: "applyTime", kind: "dateRange", keys: ["startTime", "endTime"] },
  { key: "orderNo", kind: "text" },
  { key: "userId", kind: "digits" },
  { key: "isTest", kind: "yesNo" },
  { key: "withdrawAmount", kind: "amountRange", keys: ["withdrawStart", "withdrawEnd"] },
];

describe("search mapping", () => {
  it("date ranges send day bounds; empty strings become null; amounts fill both keys", () => {
    const params = searchToParams(fields, {
      applyTime: [dayjs("2026-11-01T15:00:00"), dayjs("2026-11-03")],
      orderNo: "  ",
      userId: "10010",
      isTest: 0,
      withdrawAmount: [100, undefined],
    });
    expect(params).toEqual({
      startTime: "2026-11-01 00:00:00",
      endTime: "2026-11-03 23:59:59",
      orderNo: null,
      userId: "10010",
      isTest: 0,
      withdrawStart: 100,
      withdrawEnd: null,
    });
  });
  it("a server-list select reads its value back from the URL as text, as its options hold them", () => {
    const select: SearchField[] = [{ key: "categoryId", kind: "select" }];
    expect(paramsToSearch(select, { categoryId: 3 })).toEqual({ categoryId: "3" });
    expect(paramsToSearch(select, { categoryId: null })).toEqual({});
  });
  it("an untouched form sends every key as null", () => {
    expect(Object.values(searchToParams(fields, {})).every((v) => v === null)).toBe(true);
  });
  it("params → filters drops nulls; filters → params round-trips", () => {
    const filters = paramsToFilters({ a: 1, b: null, c: "", d: "x" });
    expect(filters).toEqual([
      { field: "a", operator: "eq", value: 1 },
      { field: "d", operator: "eq", value: "x" },
    ]);
    expect(filtersToValues(filters)).toEqual({ a: 1, d: "x" });
  });
  it("params from a shared URL restore the form", () => {
    const values = paramsToSearch(fields, {
      startTime: "2026-11-01 00:00:00",
      endTime: "2026-11-03 23:59:59",
      userId: "7",
      withdrawEnd: 50,
    });
    expect((values.applyTime as dayjs.Dayjs[]).map((d) => d.format("YYYY-MM-DD"))).toEqual([
      "2026-11-01",
      "2026-11-03",
    ]);
    expect(values.userId).toBe("7");
    expect(values.withdrawAmount).toEqual([undefined, 50]);
    expect(values.orderNo).toBeUndefined();
  });
});

describe("a yes/no field restored from the URL", () => {
  it("takes the declared option value back, so the select shows its label, not the raw '1'", () => {
    expect(paramsToSearch([{ key: "isTest", kind: "yesNo" }], { isTest: "1" })).toEqual({ isTest: 1 });
    expect(paramsToSearch([{ key: "isTest", kind: "yesNo", yesNo: [true, false] }], { isTest: "false" })).toEqual({
      isTest: false,
    });
  });
});

describe("the same search again", () => {
  it("ignores blank values, key order and the URL's strings", () => {
    expect(sameParams({ userId: 10010, phone: "", status: null }, { userId: "10010" })).toBe(true);
    expect(sameParams({ a: "1", b: [1, 2] }, { b: ["1", "2"], a: 1 })).toBe(true);
  });
  it("differs when a value, a key or a list item differs", () => {
    expect(sameParams({ userId: 10010 }, { userId: 10011 })).toBe(false);
    expect(sameParams({ userId: 10010 }, { userId: 10010, status: 1 })).toBe(false);
    expect(sameParams({ b: [1, 2] }, { b: [1, 3] })).toBe(false);
  });
});

describe("search mapping, what mutation testing showed untested", () => {
  it("typed text is sent without its surrounding spaces", () => {
    expect(searchToParams([{ key: "orderNo", kind: "text" }], { orderNo: "  W2026 " })).toEqual({ orderNo: "W2026" });
  });
  it("a range without its own keys uses <key>Start and <key>End, both ways", () => {
    const range: SearchField[] = [{ key: "applyTime", kind: "dateRange" }];
    expect(searchToParams(range, { applyTime: [dayjs("2026-11-01"), dayjs("2026-11-02")] })).toEqual({
      applyTimeStart: "2026-11-01 00:00:00",
      applyTimeEnd: "2026-11-02 23:59:59",
    });
    const back = paramsToSearch(range, { applyTimeStart: "2026-11-01 00:00:00", applyTimeEnd: "2026-11-02 23:59:59" });
    expect((back.applyTime as dayjs.Dayjs[]).map((d) => d.format("YYYY-MM-DD"))).toEqual(["2026-11-01", "2026-11-02"]);
  });
  it("a date range needs both ends: half a range in the URL or the form is no range", () => {
    const range: SearchField[] = [{ key: "applyTime", kind: "dateRange" }];
    expect(paramsToSearch(range, { applyTimeStart: "2026-11-01 00:00:00" })).toEqual({});
    expect(paramsToSearch(range, { applyTimeEnd: "2026-11-02 23:59:59" })).toEqual({});
    expect(searchToParams(range, { applyTime: [dayjs("2026-11-01")] })).toEqual({
      applyTimeStart: null,
      applyTimeEnd: null,
    });
  });
});

describe("search mapping: the rest of the round trip", () => {
  const range: SearchField[] = [{ key: "applyTime", kind: "dateRange" }];
  it("a restored date range starts each end at its day's start, as the picker would hold it", () => {
    const back = paramsToSearch(range, { applyTimeStart: "2026-11-01 00:00:00", applyTimeEnd: "2026-11-02 23:59:59" });
    expect((back.applyTime as dayjs.Dayjs[]).map((d) => d.format("YYYY-MM-DD HH:mm:ss"))).toEqual([
      "2026-11-01 00:00:00",
      "2026-11-02 00:00:00",
    ]);
    // A link written by hand may carry a time on the start too: the picker still holds whole days.
    const typed = paramsToSearch(range, { applyTimeStart: "2026-11-01 08:30:00", applyTimeEnd: "2026-11-02 08:30:00" });
    expect((typed.applyTime as dayjs.Dayjs[]).map((d) => d.format("YYYY-MM-DD HH:mm:ss"))).toEqual([
      "2026-11-01 00:00:00",
      "2026-11-02 00:00:00",
    ]);
  });
  it("three dates are not a range", () => {
    const three = [dayjs("2026-11-01"), dayjs("2026-11-02"), dayjs("2026-11-03")];
    expect(searchToParams(range, { applyTime: three })).toEqual({ applyTimeStart: null, applyTimeEnd: null });
  });
  it("an amount range with both ends blank restores nothing; one end restores that end", () => {
    const amount: SearchField[] = [{ key: "amount", kind: "amountRange" }];
    expect(paramsToSearch(amount, { amountStart: null, amountEnd: " " })).toEqual({});
    expect(paramsToSearch(amount, { amountStart: "5", amountEnd: null })).toEqual({ amount: ["5", undefined] });
  });
  it("only a select turns its value into text; other fields keep what the URL gave", () => {
    const mixed: SearchField[] = [
      { key: "userId", kind: "digits" },
      { key: "status", kind: "select" },
    ];
    expect(paramsToSearch(mixed, { userId: 5, status: 1 })).toEqual({ userId: 5, status: "1" });
  });
  it("a combined filter (or / and) carries no field to restore", () => {
    const filters: CrudFilter[] = [
      { operator: "or", value: [{ field: "a", operator: "eq", value: 1 }] },
      { field: "b", operator: "eq", value: 2 },
    ];
    expect(filtersToValues(filters)).toEqual({ b: 2 });
  });
});
