/**
 * Which packages dominate a set of chunks: each chunk's gzip size shared out in proportion to the rendered bytes of
 * its modules (from <dist>/.vite/composition.json, written by bench/build.mjs). Approximate by design.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSize } from "./bundle-stats.mjs";

/** [{ owner, gzip }] for the given chunk files, largest first; [] when the build wrote no composition. */
export function topOwners(distDir, files, count = 8) {
  const path = join(distDir, ".vite", "composition.json");
  if (!existsSync(path)) return [];
  const composition = JSON.parse(readFileSync(path, "utf8"));
  const owners = new Map();
  for (const file of new Set(files)) {
    const parts = composition[file];
    if (!parts) continue;
    const rendered = Object.values(parts).reduce((sum, n) => sum + n, 0) || 1;
    const gzip = gzipSize(distDir, file);
    for (const [owner, bytes] of Object.entries(parts))
      owners.set(owner, (owners.get(owner) ?? 0) + (gzip * bytes) / rendered);
  }
  return [...owners]
    .map(([owner, gzip]) => ({ owner, gzip }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count);
}
