import { describe, expect, it } from "vitest";
import { codeValue, dictConstants } from "./constants";
import { DICT_IDS, DICTS } from ".";

describe("dictConstants", () => {
  it("names a dictionary's codes as the server's columns hold them: integers as numbers", () => {
    expect(dictConstants("withdrawStatus")).toEqual({ pending: 1, approved: 2, rejected: 3, withdrawn: 4 });
    expect(dictConstants("xbootStatus")).toEqual({ enabled: 0, disabled: -1 });
    expect(codeValue("-1")).toBe(-1);
    expect(codeValue("RMB")).toBe("RMB");
    expect(codeValue("01")).toBe("01");
    expect(() => dictConstants("sex")).toThrow(/names none/);
  });

  it("a dictionary that names its codes names every one, each name once", () => {
    for (const id of DICT_IDS) {
      const names = DICTS[id].codes.map((code) => DICTS[id].entries[code].name);
      if (names.every((name) => name === undefined)) continue;
      expect(
        names.filter((name) => name === undefined),
        id,
      ).toEqual([]);
      expect(new Set(names).size, id).toBe(names.length);
    }
  });
});
