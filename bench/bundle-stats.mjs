/**
 * Bundle figures from Vite's manifest (<dist>/.vite/manifest.json): gzip sizes of the initial JavaScript for the
 * login page and for home after login (each the transitive static imports of the entry plus the lazy pages the
 * route needs), the largest lazy chunk, and the total.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";

const gzipCache = new Map();

/** Gzip size (zlib default level) of one built file, e.g. gzipSize("dist", "assets/index-abc.js"). */
export function gzipSize(distDir, file) {
  const path = join(distDir, file);
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(path)).length);
  return gzipCache.get(path);
}

export const sumGzip = (distDir, files) => [...new Set(files)].reduce((sum, file) => sum + gzipSize(distDir, file), 0);

export function bundleStats(distDir, { loginPages = [], homePages = [] } = {}) {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8"));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`no entry chunk in ${distDir}/.vite/manifest.json`);
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith(".js"));
  };
  const findKeys = (fragments) =>
    fragments.map((fragment) => {
      const key = Object.keys(manifest).find((k) => k.includes(fragment));
      if (!key) throw new Error(`no chunk for ${fragment} in the manifest`);
      return key;
    });
  const total = (files) => sumGzip(distDir, files);
  const jsFiles = [
    ...new Set(
      Object.values(manifest)
        .map((chunk) => chunk.file)
        .filter((file) => file.endsWith(".js")),
    ),
  ];
  const initialFiles = closure([entryKey]);
  const initial = new Set(initialFiles);
  const lazy = jsFiles
    .filter((file) => !initial.has(file))
    .map((file) => ({ file, gzip: gzipSize(distDir, file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const loginFiles = closure([entryKey, ...findKeys(loginPages)]);
  const homeFiles = closure([entryKey, ...findKeys(homePages)]);
  return {
    login: total(loginFiles),
    home: total(homeFiles),
    entry: total(initialFiles),
    largestLazy: lazy[0] ?? { file: "-", gzip: 0 },
    lazy,
    total: total(jsFiles),
    files: { entry: initialFiles, login: loginFiles, home: homeFiles, all: jsFiles },
  };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** How many screens (`*.screen.ts(x)` modules) a build holds, from its manifest. */
export const screenCount = (distDir) =>
  Object.keys(JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8"))).filter((key) =>
    /\.screen\.tsx?$/.test(key),
  ).length;
