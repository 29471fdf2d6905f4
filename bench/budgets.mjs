#!/usr/bin/env node
/** Size budgets (issue: performance), checked on the production build. Sizes only — never times. */
import { bundleStats, kib } from "./bundle-stats.mjs";

export const BUDGETS = { login: 200 * 1024, home: 350 * 1024, lazyChunk: 120 * 1024 };
export const ROUTE_CHUNKS = {
  loginPages: ["src/pages/login/login-page.tsx"],
  homePages: ["src/console-app.tsx", "src/shell/layout/shell-layout.tsx", "src/pages/home/home-page.tsx"],
};

const stats = bundleStats("dist", ROUTE_CHUNKS);
const failures = [];
if (stats.login > BUDGETS.login) failures.push(`login initial JS ${kib(stats.login)} > ${kib(BUDGETS.login)}`);
if (stats.home > BUDGETS.home) failures.push(`home after login ${kib(stats.home)} > ${kib(BUDGETS.home)}`);
for (const chunk of stats.lazy) if (chunk.gzip > BUDGETS.lazyChunk) failures.push(`lazy chunk ${chunk.file} ${kib(chunk.gzip)} > ${kib(BUDGETS.lazyChunk)}`);
console.log(`login ${kib(stats.login)} (budget ${kib(BUDGETS.login)}), home ${kib(stats.home)} (budget ${kib(BUDGETS.home)}), largest lazy ${stats.largestLazy.file} ${kib(stats.largestLazy.gzip)} (budget ${kib(BUDGETS.lazyChunk)}), total ${kib(stats.total)}`);
if (failures.length) {
  console.error(`Bundle budgets broken:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
