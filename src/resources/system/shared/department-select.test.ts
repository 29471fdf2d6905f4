import { describe, expect, it } from "vitest";
import { toTree } from "./department-select";

describe("department tree", () => {
  it("keeps 19-digit snowflake ids exactly, as strings, and nests children under them", () => {
    const parent = "1464484663442673664";
    const child = "1464484663442673665";
    expect(
      toTree([
        { id: child, parentId: parent, title: "华南分部" },
        { id: parent, parentId: "0", title: "总部" },
      ]),
    ).toEqual([{ value: parent, title: "总部", children: [{ value: child, title: "华南分部", children: [] }] }]);
  });

  it("reads a back end's numeric ids as the same strings", () => {
    expect(toTree([{ id: 7, parentId: 0, title: "A" }])).toEqual([{ value: "7", title: "A", children: [] }]);
  });
});
