import { describe, expect, it } from "vitest";
import qs from "qs";
import shim from "./qs";

/** The options Refine passes (@refinedev/core parseTableParams/stringifyTableParams, @refinedev/react-router). */
const PARSE = { ignoreQueryPrefix: true, depth: 10 } as const;
const STRINGIFY_TABLE = { skipNulls: true, arrayFormat: "indices", encode: false } as const;
const STRINGIFY_ROUTER = { addQueryPrefix: true, skipNulls: true, arrayFormat: "indices", encode: false } as const;

const SEARCHES = [
  "?uid=1024&status=2",
  "?currentPage=3&pageSize=1000&sorters[0][field]=createTime&sorters[0][order]=desc",
  "?filters[0][field]=phone&filters[0][operator]=contains&filters[0][value]=5201",
  "?redirect=%2Ffinance%2Fwithdraw-orders%3Fstatus%3D1&a=%E4%B8%AD",
  "?ids[]=1&ids[]=2&deep[a][b][c][d][e][f][g][h][i][j][k][l]=1",
  "",
  "?empty=&flag",
];

const VALUES = [
  { currentPage: 2, pageSize: 20, sorters: [{ field: "createTime", order: "desc" }], filters: [] },
  { uid: "1024", status: null, to: "%2Fhome", list: ["a", "b"], nested: { k: "v" } },
  { phone: "+86 138", skip: undefined },
];

describe("the qs stand-in answers as qs does for Refine's options", () => {
  it.each(SEARCHES)("parse %s", (search) => {
    expect(shim.parse(search, PARSE)).toEqual(qs.parse(search, PARSE));
  });
  it.each(VALUES)("stringify %j", (value) => {
    expect(shim.stringify(value, STRINGIFY_TABLE)).toBe(qs.stringify(value, STRINGIFY_TABLE));
    expect(shim.stringify(value, STRINGIFY_ROUTER)).toBe(qs.stringify(value, STRINGIFY_ROUTER));
  });
});
