/**
 * The region picker's data adapter (SPEC §3 "Region picker value"). Data: the `china-area-data` package,
 * `{ '86': {'110000': '北京市', …}, '110000': {…}, … }`, three levels deep (province, city, district), with
 * Taiwan, Hong Kong and Macau. It is imported lazily so it never lands in the initial bundle.
 */
export type RegionLevel = 0 | 1 | 2 | 3;
export type RegionDataType = "all" | "name" | "code";
export type RegionData = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

export interface RegionEntry {
  code: string;
  name: string;
}

export type RegionValue = RegionEntry[] | string[];

export const REGION_ROOT = "86";
export const DEFAULT_REGION_LEVEL: RegionLevel = 3;

/** The Cascader tree: level 0 gives provinces only, each level one step deeper, stopping where the data stops. */
export function buildRegionOptions(data: RegionData, level: RegionLevel, root: string = REGION_ROOT): RegionOption[] {
  const build = (parent: string, depth: number): RegionOption[] =>
    Object.entries(data[parent] ?? {}).map(([value, label]) => {
      const option: RegionOption = { value, label };
      if (depth < level && data[value]) {
        const children = build(value, depth + 1);
        if (children.length > 0) option.children = children;
      }
      return option;
    });
  return build(root, 0);
}

let dataPromise: Promise<RegionData> | null = null;
const optionsByLevel = new Map<RegionLevel, Promise<RegionOption[]>>();

export function loadRegionData(): Promise<RegionData> {
  dataPromise ??= import("china-area-data/data.json").then((module) => module.default as RegionData);
  dataPromise.catch(() => {
    dataPromise = null;
  });
  return dataPromise;
}

/** The options for a depth, built once per session. */
export function regionOptions(level: RegionLevel = DEFAULT_REGION_LEVEL): Promise<RegionOption[]> {
  let options = optionsByLevel.get(level);
  if (!options) {
    options = loadRegionData().then((data) => buildRegionOptions(data, level));
    optionsByLevel.set(level, options);
    options.catch(() => optionsByLevel.delete(level));
  }
  return options;
}

/** What the picker emits for a selected path: {code, name} pairs, names or codes. */
export function emitRegion(path: readonly RegionOption[], dataType: "all"): RegionEntry[];
export function emitRegion(path: readonly RegionOption[], dataType: "name" | "code"): string[];
export function emitRegion(path: readonly RegionOption[], dataType: RegionDataType): RegionValue;
export function emitRegion(path: readonly RegionOption[], dataType: RegionDataType): RegionValue {
  if (dataType === "name") return path.map((option) => option.label);
  if (dataType === "code") return path.map((option) => option.value);
  return path.map((option) => ({ code: option.value, name: option.label }));
}

/** The code path of an emitted value (any data type), for the Cascader; names are looked up level by level. */
export function regionCodePath(value: unknown, options: readonly RegionOption[]): string[] {
  if (!Array.isArray(value)) return [];
  const codes: string[] = [];
  let level: readonly RegionOption[] | undefined = options;
  for (const item of value as unknown[]) {
    const wanted = typeof item === "object" && item !== null ? (item as Partial<RegionEntry>).code : item;
    if (wanted === undefined || wanted === null) break;
    const text = String(wanted);
    const found: RegionOption | undefined = level?.find((option) => option.value === text || option.label === text);
    if (!found) break;
    codes.push(found.value);
    level = found.children;
  }
  return codes;
}
