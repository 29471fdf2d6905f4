import { describe, expect, it } from "vitest";
import { grantedIds, permIdsOf, toggle } from "./perm-tree";
import type { PermissionNode as MenuNode } from "@contract/system/menus";

/** X-Boot's ids: 19-digit snowflakes, as strings. */
const id = (n: number) => (1464484663442673664n + BigInt(n)).toString();
const button = (n: number, buttonType: string, status = 0): MenuNode => ({
  id: id(n),
  title: buttonType,
  level: 3,
  type: 1,
  buttonType,
  status,
});
const page = (n: number, buttons: MenuNode[]): MenuNode => ({
  id: id(n),
  title: `p${n}`,
  level: 2,
  type: 0,
  children: buttons,
});
const tree: MenuNode[] = [
  {
    id: id(1),
    title: "app",
    level: 0,
    type: -1,
    children: [
      {
        id: id(10),
        title: "group",
        level: 1,
        type: 0,
        children: [
          page(11, [button(111, "view"), button(112, "add"), button(113, "delete", -1)]),
          page(12, [button(121, "view")]),
        ],
      },
    ],
  },
  { id: id(2), title: "link", level: 0, type: -1, children: null },
];
const grant = (n: number | string) => ({ id: "9", roleId: "8", permissionId: typeof n === "number" ? id(n) : n });

describe("permission editor", () => {
  it("checks exactly the granted nodes still in the tree, a page granted without its buttons included", () => {
    expect(grantedIds(tree, [grant(11), grant(2), grant(112), grant("1464484663442670000")])).toEqual([
      id(11),
      id(112),
      id(2),
    ]);
    expect(grantedIds(tree, null)).toEqual([]);
  });

  it("checking a page checks its enabled buttons and the group and app it sits in", () => {
    expect(toggle(tree, [], id(11), true)).toEqual([id(1), id(10), id(11), id(111), id(112)]);
  });

  it("checking one button checks its page, group and app, not the page's other buttons", () => {
    expect(toggle(tree, [id(2)], id(112), true)).toEqual([id(1), id(10), id(11), id(112), id(2)]);
  });

  it("unchecking a page unchecks its buttons and leaves its group, app and siblings", () => {
    const both = toggle(tree, toggle(tree, [], id(11), true), id(12), true);
    expect(both).toEqual([id(1), id(10), id(11), id(111), id(112), id(12), id(121)]);
    expect(toggle(tree, both, id(11), false)).toEqual([id(1), id(10), id(12), id(121)]);
  });

  it("sends the checked nodes as X-Boot's comma-joined permIds, ids untouched", () => {
    expect(permIdsOf([id(11), id(112)])).toBe(`${id(11)},${id(112)}`);
    expect(permIdsOf([])).toBe("");
  });
});
