#!/usr/bin/env node
/**
 * Size budgets (issue: performance), checked on the production build. Sizes only — never times.
 * `node bench/budgets.mjs [distDir]` (default dist/): exit 1 naming what broke a budget.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleStats, gzipSize, kib, screenCount } from "./bundle-stats.mjs";

export const BUDGETS = { login: 200 * 1024, home: 350 * 1024, lazyChunk: 120 * 1024 };
export const ROUTE_CHUNKS = {
  loginPages: ["src/pages/login/login-page.tsx"],
  homePages: ["src/app/console-app.tsx", "src/shell/layout/shell-layout.tsx", "src/pages/home/home-page.tsx"],
};

/** "assets/index-abc.js 104.7 KiB, assets/jsx-runtime-def.js 49.8 KiB": the largest chunks of a route, named. */
function largest(distDir, files, count = 3) {
  return files
    .map((file) => ({ file, gzip: gzipSize(distDir, file) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count)
    .map((chunk) => `${chunk.file} ${kib(chunk.gzip)}`)
    .join(", ");
}

/** The broken budgets of bundle figures, one message each naming the chunks at fault (empty when all hold). */
export function budgetFailures(stats, distDir) {
  const failures = [];
  if (stats.login > BUDGETS.login)
    failures.push(
      `login initial JS ${kib(stats.login)} > ${kib(BUDGETS.login)} (largest chunks: ${largest(distDir, stats.files.login)})`,
    );
  if (stats.home > BUDGETS.home)
    failures.push(
      `home after login ${kib(stats.home)} > ${kib(BUDGETS.home)} (largest chunks: ${largest(distDir, stats.files.home)})`,
    );
  for (const chunk of stats.lazy)
    if (chunk.gzip > BUDGETS.lazyChunk)
      failures.push(`lazy chunk ${chunk.file} ${kib(chunk.gzip)} > ${kib(BUDGETS.lazyChunk)}`);
  failures.push(...screenLeaks(stats, distDir));
  return failures;
}

/**
 * Login and home do not grow as screens are added: no screen file and no list machinery may sit in their
 * initial JavaScript — a screen costs its own lazy chunk, plus one lazy-import line in the registry.
 */
export function screenLeaks(stats, distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8"));
  const initial = new Set([...stats.files.login, ...stats.files.home]);
  return Object.entries(manifest)
    .filter(([key]) => /\.screen\.tsx?$/.test(key) || key.endsWith("resources/kit/screen-page.tsx"))
    .filter(([, chunk]) => initial.has(chunk.file))
    .map(([key, chunk]) => `${key} (${chunk.file}) is in the login or home JavaScript: screens must load lazily`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? "dist";
  const stats = bundleStats(distDir, ROUTE_CHUNKS);
  const failures = budgetFailures(stats, distDir);
  const screens = screenCount(distDir);
  console.log(
    `${screens} screens: login ${kib(stats.login)} (budget ${kib(BUDGETS.login)}), home ${kib(stats.home)} (budget ${kib(BUDGETS.home)}), largest lazy ${stats.largestLazy.file} ${kib(stats.largestLazy.gzip)} (budget ${kib(BUDGETS.lazyChunk)}), total ${kib(stats.total)}`,
  );
  if (failures.length) {
    console.error(`Bundle budgets broken:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
}
