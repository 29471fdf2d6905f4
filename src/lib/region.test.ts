import { describe, expect, it } from "vitest";
import {
  buildRegionOptions,
  emitRegion,
  loadRegionData,
  regionCodePath,
  regionOptions,
  type RegionData,
  type RegionOption,
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

describe("regionCodePath", () => {
  const options = buildRegionOptions(data, 3);
  it("reads codes, names and entries back", () => {
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
    expect(regionCodePath(["110000", "999999"], options)).toEqual(["110000"]);
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
  it("gives cached options per level, three levels deep at most", async () => {
    const provinces = await regionOptions(0);
    expect(provinces.length).toBe(34);
    expect(provinces.every((p) => p.children === undefined)).toBe(true);
    expect(await regionOptions(0)).toBe(provinces);
    const full = await regionOptions();
    expect(depth(full)).toBe(3);
    const guangdong = full.find((p) => p.value === "440000");
    expect(guangdong?.children?.find((c) => c.value === "440300")?.label).toBe("深圳市");
    expect(depth(await regionOptions(1))).toBe(2);
  });
});
