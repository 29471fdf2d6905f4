/**
 * Bundle figures from Vite's manifest (dist/.vite/manifest.json): gzip sizes of the initial JavaScript for the
 * login page and for home after login (each the transitive static imports of the entry plus the lazy pages the
 * route needs), the largest lazy chunk, and the total.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";

export function bundleStats(distDir, { loginPages, homePages }) {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8"));
  const gz = new Map();
  const sizeOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(distDir, file))).length);
    return gz.get(file);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
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
  const total = (files) => [...new Set(files)].reduce((sum, file) => sum + sizeOf(file), 0);
  const jsFiles = Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith(".js"));
  const initial = new Set(closure([entryKey]));
  const lazy = [...new Set(jsFiles)].filter((file) => !initial.has(file)).map((file) => ({ file, gzip: sizeOf(file) })).sort((a, b) => b.gzip - a.gzip);
  return {
    login: total(closure([entryKey, ...findKeys(loginPages)])),
    home: total(closure([entryKey, ...findKeys(homePages)])),
    entry: total([...initial]),
    largestLazy: lazy[0] ?? { file: "-", gzip: 0 },
    lazy,
    total: total(jsFiles),
  };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
