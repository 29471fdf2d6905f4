import { describe, expect, it } from "vitest";
import { toSearchParams } from "@/providers/http";
import { keepHeads } from "./department-heads";

const id = (n: number) => (1464484663442673664n + BigInt(n)).toString();

describe("a department edit keeps its heads (X-Boot removes the heads not sent)", () => {
  it("sends the heads the row has as comma-joined ids, untouched", () => {
    const row = {
      id: id(1),
      title: "财务部",
      mainHeaders: [{ id: id(7), nickname: "a" }],
      viceHeaders: [
        { id: id(8), nickname: "b" },
        { id: id(9), nickname: "c" },
      ],
    };
    const params = toSearchParams(keepHeads(row));
    expect(params.get("mainHeader")).toBe(id(7));
    expect(params.get("viceHeader")).toBe(`${id(8)},${id(9)}`);
    // The objects themselves are not sent (they would read "[object Object]").
    expect(params.has("mainHeaders")).toBe(false);
  });

  it("sends no head parameter where the row has none (an empty one would bind an empty id)", () => {
    const params = toSearchParams(keepHeads({ id: id(1), title: "x", mainHeaders: [], leaders: "张三" }));
    expect(params.has("mainHeader")).toBe(false);
    expect(params.has("viceHeader")).toBe(false);
    expect(params.get("leaders")).toBe("张三");
  });
});
