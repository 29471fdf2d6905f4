import { describe, expect, it } from "vitest";
import { cardFields, loadMoreSize, MAX_PAGE_SIZE } from "./card-fields";
import type { CellKind } from "./types";

const col = (key: string, kind?: CellKind) => ({ key, ...(kind ? { kind } : {}) });
const keys = (list: readonly { key: string }[]) => list.map((column) => column.key);
const columns = [
  col("index", "index"),
  col("avatar", "image"),
  col("orderNo"),
  col("userId"),
  col("amount", "money"),
  col("status", "dict"),
  col("remark"),
  col("createdTime", "dateTime"),
];

describe("a list row as a card", () => {
  it("takes the first four visible columns as the title, skipping the row number and pictures", () => {
    const { title, folded } = cardFields(columns);
    expect(keys(title)).toEqual(["orderNo", "userId", "amount", "status"]);
    expect(keys(folded)).toEqual(["avatar", "remark", "createdTime"]);
  });

  it("takes the declared title fields, in the list's column order", () => {
    const { title, folded } = cardFields(columns, ["status", "orderNo", "amount"]);
    expect(keys(title)).toEqual(["orderNo", "amount", "status"]);
    expect(keys(folded)).toEqual(["avatar", "userId", "remark", "createdTime"]);
  });

  it("falls back to the default when the declared fields are all hidden by the user", () => {
    expect(keys(cardFields(columns.slice(0, 4), ["status"]).title)).toEqual(["orderNo", "userId"]);
  });

  it("folds nothing when the list has few columns", () => {
    expect(cardFields([col("name")])).toEqual({ title: [col("name")], folded: [] });
  });
});

describe("load more", () => {
  it("asks for the rows shown and one step more, from the first page", () => {
    expect(loadMoreSize({ page: 1, size: 15 }, 15, 100)).toBe(30);
    expect(loadMoreSize({ page: 2, size: 10 }, 10, 100)).toBe(30);
  });
  it("says when everything is shown", () => {
    expect(loadMoreSize({ page: 1, size: 15 }, 15, 15)).toBeNull();
    expect(loadMoreSize({ page: 1, size: 15 }, 15, 3)).toBeNull();
  });
  it("never asks past the contract's page size", () => {
    expect(loadMoreSize({ page: 1, size: 990 }, 50, 5000)).toBe(MAX_PAGE_SIZE);
  });
});
