import { describe, expect, it } from "vitest";
import { grantsOf, initialChecked, initialTypes } from "./perm-tree";
import type { MenuNode } from "./types";

const page = (id: number, permTypes = ["view", "add", "edit"]): MenuNode => ({
  id,
  title: `p${id}`,
  level: 2,
  permTypes,
  children: [],
});
const tree: MenuNode[] = [
  {
    id: 1,
    title: "app",
    level: 0,
    permTypes: [],
    children: [{ id: 10, title: "group", level: 1, permTypes: [], children: [page(11), page(12)] }],
  },
  { id: 2, title: "link", level: 0, permTypes: [], children: [] },
];

describe("permission editor", () => {
  it("checks only granted leaves (the tree derives the parents), a granted childless app included", () => {
    expect(
      initialChecked(tree, [
        { id: 1, permTypes: [] },
        { id: 10, permTypes: [] },
        { id: 11, permTypes: ["view"] },
        { id: 2, permTypes: [] },
      ]),
    ).toEqual([11, 2]);
  });

  it("keeps a page's granted types and offers every declared type on a page not granted yet", () => {
    expect(initialTypes(tree, [{ id: 11, permTypes: ["view"] }])).toEqual({
      11: ["view"],
      12: ["view", "add", "edit"],
    });
  });

  it("sends every checked node with the types chosen on pages", () => {
    expect(grantsOf([11, 2], { 11: ["view", "edit"] })).toEqual([
      { id: 11, permTypes: ["view", "edit"] },
      { id: 2, permTypes: [] },
    ]);
  });
});
