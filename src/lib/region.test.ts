import { describe, expect, it } from "vitest";
import {
  buildRegionOptions,
  emitRegion,
  hasTownships,
  loadRegionData,
  loadTownships,
  markLazyTownships,
  regionCodePath,
  regionOptions,
  type RegionData,
  type RegionOption,
  withTownships,
} from "./region";

const data: RegionData = {
  "86": { "110000": "北京市", "810000": "香港特别行政区" },
  "110000": { "110100": "市辖区" },
  "110100": { "110101": "东城区" },
  "810000": { "810001": "中西區" },
};

const depth = (options: readonly RegionOption[]): number =>
  options.length === 0 ? 0 : 1 + Math.max(...options.map((o) => depth(o.children ?? [])));

describe("buildRegionOptions", () => {
  it("builds levels 0 to 3", () => {
    expect(buildRegionOptions(data, 0)).toEqual([
      { value: "110000", label: "北京市" },
      { value: "810000", label: "香港特别行政区" },
    ]);
    expect(buildRegionOptions(data, 1)[0]).toEqual({
      value: "110000",
      label: "北京市",
      children: [{ value: "110100", label: "市辖区" }],
    });
    expect(depth(buildRegionOptions(data, 2))).toBe(3);
    expect(depth(buildRegionOptions(data, 3))).toBe(3);
    expect(buildRegionOptions(data, 3)[1]).toEqual({
      value: "810000",
      label: "香港特别行政区",
      children: [{ value: "810001", label: "中西區" }],
    });
  });
  it("a region whose list of children is empty stays a leaf", () => {
    expect(buildRegionOptions({ "86": { "120000": "天津市" }, "120000": {} }, 3)).toEqual([
      { value: "120000", label: "天津市" },
    ]);
  });
  it("is empty for an unknown root", () => {
    expect(buildRegionOptions(data, 3, "1")).toEqual([]);
  });
});

describe("emitRegion", () => {
  const path: RegionOption[] = [
    { value: "110000", label: "北京市" },
    { value: "110100", label: "市辖区" },
  ];
  it("emits per data type", () => {
    expect(emitRegion(path, "all")).toEqual([
      { code: "110000", name: "北京市" },
      { code: "110100", name: "市辖区" },
    ]);
    expect(emitRegion(path, "name")).toEqual(["北京市", "市辖区"]);
    expect(emitRegion(path, "code")).toEqual(["110000", "110100"]);
    expect(emitRegion([], "all")).toEqual([]);
  });
});

// Fixtures are built inside each test, never at collection time: Stryker's Vitest runner does not count a file that
// fails to load as a failed test, so a fault in what they call would go unseen.
describe("regionCodePath", () => {
  it("reads codes, names and entries back", () => {
    const options = buildRegionOptions(data, 3);
    expect(regionCodePath(["110000", "110100", "110101"], options)).toEqual(["110000", "110100", "110101"]);
    expect(regionCodePath(["北京市", "市辖区", "东城区"], options)).toEqual(["110000", "110100", "110101"]);
    expect(
      regionCodePath(
        [
          { code: "810000", name: "香港特别行政区" },
          { code: "810001", name: "中西區" },
        ],
        options,
      ),
    ).toEqual(["810000", "810001"]);
    expect(regionCodePath([110000], options)).toEqual(["110000"]);
  });
  it("stops at what it cannot find", () => {
    const options = buildRegionOptions(data, 3);
    expect(regionCodePath(["110000", "999999"], options)).toEqual(["110000"]);
    expect(regionCodePath(["110000", null, "110101"], options)).toEqual(["110000"]);
    expect(regionCodePath(["110000", "110100", "110101", "110101001"], options)).toEqual([
      "110000",
      "110100",
      "110101",
    ]);
    expect(regionCodePath(undefined, options)).toEqual([]);
    expect(regionCodePath("110000", options)).toEqual([]);
  });
});

describe("the package data", () => {
  it("is rooted at 86 and includes Taiwan, Hong Kong and Macau", async () => {
    const real = await loadRegionData();
    expect(real["86"]["110000"]).toBe("北京市");
    expect(real["86"]["710000"]).toBe("台湾省");
    expect(real["86"]["810000"]).toBe("香港特别行政区");
    expect(real["86"]["820000"]).toBe("澳门特别行政区");
  });
  it("gives cached options per level, districts of level 3 loading their townships on demand", async () => {
    const provinces = await regionOptions(0);
    expect(provinces.length).toBe(34);
    expect(provinces.every((p) => p.children === undefined)).toBe(true);
    expect(await regionOptions(0)).toBe(provinces);
    const full = await regionOptions();
    expect(depth(full)).toBe(3);
    const guangdong = full.find((p) => p.value === "440000");
    const shenzhen = guangdong?.children?.find((c) => c.value === "440300");
    expect(shenzhen?.label).toBe("深圳市");
    expect(shenzhen?.children?.find((d) => d.value === "440305")).toEqual({
      value: "440305",
      label: "南山区",
      isLeaf: false,
    });
    // Hong Kong has no township data: its districts are the last level.
    expect(full.find((p) => p.value === "810000")?.children?.[0].isLeaf).toBeUndefined();
    expect(depth(await regionOptions(1))).toBe(2);
    expect(depth(await regionOptions(2))).toBe(3);
    expect(
      (await regionOptions(2)).find((p) => p.value === "440000")?.children?.[0].children?.[0].isLeaf,
    ).toBeUndefined();
  });
  it("has townships for every mainland province, matching the district codes", async () => {
    const real = await loadRegionData();
    const mainland = Object.keys(real["86"]).filter((code) => !["710000", "810000", "820000"].includes(code));
    expect(mainland.filter((code) => !hasTownships(code))).toEqual([]);
    expect(hasTownships("810000")).toBe(false);
    const guangdong = await loadTownships("440000");
    expect(guangdong["440305"]["440305007"]).toBe("粤海街道");
    expect(await loadTownships("440000")).toBe(guangdong);
    expect(await loadTownships("810000")).toEqual({});
    // Nearly every district of the area data has townships; the rest are development zones the area data lists
    // as districts (e.g. 130171) and districts renamed since. Dongguan's and Zhongshan's third level already is
    // their towns (9-digit codes), so those are not counted.
    let districts = 0;
    let covered = 0;
    for (const province of mainland) {
      const townships = await loadTownships(province);
      for (const city of Object.keys(real[province] ?? {})) {
        for (const district of Object.keys(real[city] ?? {}).filter((code) => code.length === 6)) {
          districts += 1;
          if (townships[district]) covered += 1;
        }
      }
    }
    expect(districts).toBeGreaterThan(3000);
    expect(covered / districts).toBeGreaterThan(0.85);
  });
});

describe("townships", () => {
  const lazyTree = () => markLazyTownships(buildRegionOptions(data, 2));
  it("marks districts lazy only where the province has township data", () => {
    const base = lazyTree();
    expect(base[0].children?.[0].children?.[0]).toEqual({ value: "110101", label: "东城区", isLeaf: false });
    expect(base[1].children?.[0]).toEqual({ value: "810001", label: "中西區" });
  });
  it("attaches loaded townships, and makes districts without any (or of a failed province) leaves", () => {
    const base = lazyTree();
    const tree = withTownships(base, { "110000": { "110101": { "110101001": "东华门街道" } } });
    expect(tree[0].children?.[0].children?.[0]).toEqual({
      value: "110101",
      label: "东城区",
      children: [{ value: "110101001", label: "东华门街道" }],
    });
    expect(depth(tree)).toBe(4);
    expect(regionCodePath(["北京市", "市辖区", "东城区", "东华门街道"], tree)).toEqual([
      "110000",
      "110100",
      "110101",
      "110101001",
    ]);
    expect(withTownships(base, { "110000": {} })[0].children?.[0].children?.[0]).toEqual({
      value: "110101",
      label: "东城区",
    });
    expect(withTownships(base, { "110000": null })[0].children?.[0].children?.[0]).toEqual({
      value: "110101",
      label: "东城区",
    });
    // Nothing loaded: the same tree, and the input is never changed.
    expect(withTownships(base, {})).toEqual(base);
    expect(withTownships([{ value: "110000", label: "北京市" }], { "110000": {} })).toEqual([
      { value: "110000", label: "北京市", children: undefined },
    ]);
    expect(base[0].children?.[0].children?.[0].isLeaf).toBe(false);
  });
});
