#!/usr/bin/env node
/**
 * `node bench/build.mjs <vite config> <outDir> [screens]`: a production build (manifest on) that also writes
 * <outDir>/.vite/composition.json — for every JS chunk, the minified bytes owned by each package or source folder,
 * read from the chunk's source map (hidden: no comment is added to the built files, so their sizes are unchanged).
 * With `screens` = N, the registry finds only the first N screen files (by path): the same console with fewer screens,
 * to show that login and home do not grow with their number.
 */
import { build } from "vite";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";

const [configFile, outDirArg, screensArg] = process.argv.slice(2);
if (!configFile || !outDirArg) {
  console.error("usage: node bench/build.mjs <vite config> <outDir> [screens]");
  process.exit(2);
}
const outDir = resolve(outDirArg);

/** "antd", "@ant-design/icons", "app: src/shell", … — the owner of a module path. */
function ownerOf(path) {
  const clean = path.replace(/^\0/, "").replace(/\?.*$/, "");
  const nodeModules = clean.lastIndexOf("node_modules/");
  if (nodeModules >= 0) {
    const parts = clean.slice(nodeModules + "node_modules/".length).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (!isAbsolute(clean)) return `(virtual) ${clean.split("/")[0]}`;
  const rel = relative(process.cwd(), clean);
  if (rel.startsWith("..") || !rel.includes("/")) return `(other) ${rel}`;
  const parts = rel.split("/");
  return `app: ${parts.slice(0, Math.min(2, parts.length - 1)).join("/")}`;
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value % 2 ? -Math.floor(value / 2) : value / 2);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Minified characters per owner in one chunk: each mapped segment runs until the next one on its line. */
function ownersFromMap(chunk) {
  const lines = chunk.code.split("\n");
  const owners = {};
  const add = (owner, n) => (owners[owner] = (owners[owner] ?? 0) + n);
  const sourceOwners = chunk.map.sources.map((source) => ownerOf(resolve(outDir, dirname(chunk.fileName), source)));
  let sourceIndex = 0;
  chunk.map.mappings.split(";").forEach((lineMappings, lineNo) => {
    const length = lines[lineNo]?.length ?? 0;
    const segments = lineMappings ? lineMappings.split(",").map(decodeSegment) : [];
    let column = 0;
    let covered = 0;
    const starts = segments.map((segment) => {
      column += segment[0];
      if (segment.length > 1) sourceIndex += segment[1];
      return { column, owner: segment.length > 1 ? sourceOwners[sourceIndex] : "(unmapped)" };
    });
    starts.forEach((start, i) => {
      const end = i + 1 < starts.length ? starts[i + 1].column : length;
      add(start.owner, Math.max(0, end - start.column));
      covered += Math.max(0, end - start.column);
    });
    if (length > covered) add("(unmapped)", length - covered);
  });
  return owners;
}

/** Fallback without a map: rendered (pre-minification) bytes per owner. */
function ownersFromModules(chunk) {
  const owners = {};
  for (const [id, module] of Object.entries(chunk.modules))
    owners[ownerOf(id)] = (owners[ownerOf(id)] ?? 0) + module.renderedLength;
  return owners;
}

/** Rewrites the screen table's glob to the first `count` screen files. */
function fewerScreens(count) {
  const files = readdirSync("src/resources", { recursive: true })
    .map(String)
    .filter((file) => /\.screen\.tsx?$/.test(file))
    .map((file) => `./${file}`)
    .sort()
    .slice(0, count);
  return {
    name: "bench-fewer-screens",
    enforce: "pre",
    transform(code, id) {
      if (!id.endsWith("src/resources/screen-table.ts")) return null;
      const pattern = '"./**/*.screen.{ts,tsx}"';
      if (!code.includes(pattern)) throw new Error("bench: the screen table's glob changed; update bench/build.mjs");
      return { code: code.replace(pattern, JSON.stringify(files)), map: null };
    },
  };
}

const composition = {};
const compositionPlugin = {
  name: "bench-composition",
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type === "chunk")
        composition[output.fileName] = output.map ? ownersFromMap(output) : ownersFromModules(output);
    }
  },
};

await build({
  configFile: resolve(configFile),
  logLevel: "warn",
  plugins: [compositionPlugin, ...(screensArg ? [fewerScreens(Number(screensArg))] : [])],
  build: { outDir, emptyOutDir: true, manifest: true, sourcemap: "hidden" },
});
mkdirSync(join(outDir, ".vite"), { recursive: true });
writeFileSync(join(outDir, ".vite", "composition.json"), JSON.stringify(composition, null, 1));
