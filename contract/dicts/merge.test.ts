import { describe, expect, it } from "vitest";
import { DICTS, DICT_IDS, defineDict } from ".";
import { mergeDict } from "./merge";

const withdraw = DICTS.withdrawStatus;
const titles = (options: { title: string }[]) => options.map((option) => option.title);

describe("mergeDict", () => {
  it("without a server answer gives the console's list: codes, labels in the language, colours", () => {
    expect(mergeDict(withdraw, null, "zh-CN")).toEqual([
      { value: "1", title: "待审核", color: "orange" },
      { value: "2", title: "审核通过", color: "green" },
      { value: "3", title: "审核拒绝", color: "red" },
      { value: "4", title: "已提现", color: "blue" },
    ]);
    expect(titles(mergeDict(withdraw, null, "en-US"))).toEqual(["Pending review", "Approved", "Rejected", "Withdrawn"]);
  });

  it("in zh-CN the server's titles override; colours and order stay the console's", () => {
    const server = [
      { value: 2, title: "已通过" },
      { value: "1", title: "等待审核" },
    ];
    const merged = mergeDict(withdraw, server, "zh-CN");
    expect(titles(merged)).toEqual(["等待审核", "已通过", "审核拒绝", "已提现"]);
    expect(merged.map((option) => option.color)).toEqual(["orange", "green", "red", "blue"]);
  });

  it("in en-US the console's English stays for known codes", () => {
    expect(titles(mergeDict(withdraw, [{ value: 1, title: "等待审核" }], "en-US"))).toEqual([
      "Pending review",
      "Approved",
      "Rejected",
      "Withdrawn",
    ]);
  });

  it("the server adds codes the console does not know, after the console's, with the default colour", () => {
    const merged = mergeDict(
      withdraw,
      [
        { value: 9, title: "已冻结" },
        { value: "toString", title: "怪码" },
      ],
      "en-US",
    );
    expect(merged.slice(4)).toEqual([
      { value: "9", title: "已冻结", color: "default" },
      { value: "toString", title: "怪码", color: "default" },
    ]);
  });

  it("an empty answer keeps the console's list; boolean codes compare as strings", () => {
    expect(mergeDict(withdraw, [], "zh-CN")).toEqual(mergeDict(withdraw, null, "zh-CN"));
    expect(titles(mergeDict(DICTS.sendEnergy, [{ value: true, title: "已发送" }], "zh-CN"))).toEqual([
      "已发送",
      "未发",
    ]);
  });

  it("keeps a declared order that integer-like keys would otherwise sort", () => {
    expect(mergeDict(DICTS.scoreGoodsShelf, null, "zh-CN").map((option) => option.value)).toEqual(["1", "0"]);
    const entries = { "1": { zh: "一", en: "One", color: "blue" } } as const;
    // @ts-expect-error an order naming a code the dictionary lacks does not compile either
    expect(() => defineDict("broken", "坏", entries, { order: ["1", "2"] })).toThrow(/every code/);
    expect(() => defineDict("broken", "坏", entries, { order: ["1", "1"] })).toThrow(/every code/);
  });

  it("names a server type only where it differs from the id: absent means the id, null console-only", () => {
    const entries = { "1": { zh: "一", en: "One", color: "blue" } } as const;
    expect(defineDict("same", "同", entries).serverType).toBe("same");
    expect(defineDict("renamed", "改", entries, { serverType: "other" }).serverType).toBe("other");
    expect(defineDict("local", "本", entries, { serverType: null }).serverType).toBeNull();
    expect(() => defineDict("same", "同", entries, { serverType: "same" })).toThrow(/only where it differs/);
  });
});

describe("the console's dictionaries", () => {
  it("have unique ids and, for every code, a zh-CN and an en-US label", () => {
    expect(Object.keys(DICTS)).toHaveLength(DICT_IDS.length);
    for (const id of DICT_IDS) {
      const { codes, entries } = DICTS[id];
      expect(codes.length, id).toBeGreaterThan(0);
      for (const code of codes) expect(entries[code].zh && entries[code].en, `${id}.${code}`).toBeTruthy();
    }
  });
});
