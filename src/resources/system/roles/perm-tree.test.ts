import { describe, expect, it } from "vitest";
import { grantsOf, initialChecked, initialTypes } from "./perm-tree";
import type { MenuNode } from "./types";

/** X-Boot's ids: 19-digit snowflakes, as strings. */
const id = (n: number) => (1464484663442673664n + BigInt(n)).toString();
const page = (n: number, permTypes = ["view", "add", "edit"]): MenuNode => ({
  id: id(n),
  title: `p${n}`,
  level: 2,
  permTypes,
  children: [],
});
const tree: MenuNode[] = [
  {
    id: id(1),
    title: "app",
    level: 0,
    permTypes: [],
    children: [{ id: id(10), title: "group", level: 1, permTypes: [], children: [page(11), page(12)] }],
  },
  { id: id(2), title: "link", level: 0, permTypes: [], children: [] },
];

describe("permission editor", () => {
  it("checks only granted leaves (the tree derives the parents), a granted childless app included", () => {
    expect(
      initialChecked(tree, [
        { id: id(1), permTypes: [] },
        { id: id(10), permTypes: [] },
        { id: id(11), permTypes: ["view"] },
        { id: id(2), permTypes: [] },
      ]),
    ).toEqual([id(11), id(2)]);
  });

  it("keeps a page's granted types and offers every declared type on a page not granted yet", () => {
    expect(initialTypes(tree, [{ id: id(11), permTypes: ["view"] }])).toEqual({
      [id(11)]: ["view"],
      [id(12)]: ["view", "add", "edit"],
    });
  });

  it("sends every checked node with the types chosen on pages", () => {
    expect(grantsOf([id(11), id(2)], { [id(11)]: ["view", "edit"] })).toEqual([
      { id: id(11), permTypes: ["view", "edit"] },
      { id: id(2), permTypes: [] },
    ]);
  });
});
