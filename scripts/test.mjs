#!/usr/bin/env node
/**
 * `npm test`: every check — lint, format (Prettier) and typecheck side by side, then unit tests (Vitest), production
 * build, bundle budgets, browser tests (Playwright + Debian Chromium). Ends with one line 'N passed, N failed' over all test cases.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * `npm test -- --at "2026-11-30 23:59:50"`: the whole run at that Asia/Shanghai time (it runs on from there), in every
 * Node process and every browser page (scripts/fake-clock.mjs). Shows that no test depends on the hour it runs at.
 */
const atIndex = process.argv.indexOf("--at");
if (atIndex > 0) {
  const at = process.argv[atIndex + 1] ?? "";
  const instant = Date.parse(`${at.trim().replace(" ", "T")}+08:00`);
  if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(at.trim()) || Number.isNaN(instant)) {
    console.error(`--at needs an Asia/Shanghai time "yyyy-MM-dd HH:mm:ss", got "${at}"`);
    process.exit(2);
  }
  const hook = fileURLToPath(new URL("./fake-clock.mjs", import.meta.url));
  process.env.FAKE_CLOCK_OFFSET_MS = String(instant - Date.now());
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --import=${hook}`.trim();
  console.log(`running at ${at} (Asia/Shanghai), ${process.env.FAKE_CLOCK_OFFSET_MS} ms from now`);
}

const steps = [];
const startedAll = Date.now();
let passed = 0;
let failed = 0;
let flaky = 0;
/** What failed, by name, repeated under the summary: CI shows only the end of the output. */
const failures = [];
const firstLine = (text) =>
  String(text ?? "")
    .split("\n")
    .find((line) => line.trim()) ?? "";

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

function countJson(file, count) {
  if (!existsSync(file)) return false;
  try {
    count(JSON.parse(readFileSync(file, "utf8")));
    return true;
  } catch {
    return false;
  }
}

const bin = (name) => `node_modules/.bin/${name}`;
rmSync("test-results", { recursive: true, force: true });

/**
 * Runs a command with its output held, then printed whole when it ends: commands that run side by side do not
 * interleave their lines.
 */
function runHeld(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    const done = (ok) => {
      console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
      process.stdout.write(Buffer.concat(output));
      steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
      resolve(ok);
    };
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(false);
    });
    child.on("close", (code) => done(code === 0));
  });
}

/**
 * The static checks: each is one process on one core, so they run in two lanes side by side, one lane per core of
 * the 2-core machine npm test is budgeted on, each lane's commands in a row.
 */
const lanes = [
  [
    ["lint", bin("eslint"), [".", "--max-warnings=0"]],
    ["typecheck server", bin("tsc"), ["-p", "server/tsconfig.json"]],
  ],
  [
    ["format", bin("prettier"), ["--check", ".", "--log-level", "warn"]],
    ["typecheck", bin("tsc"), ["-p", "tsconfig.json"]],
  ],
];
const laneResults = await Promise.all(
  lanes.map(async (lane) => {
    const results = [];
    for (const [name, command, args] of lane) results.push(await runHeld(name, command, args));
    return results;
  }),
);
for (const ok of laneResults.flat()) if (!ok) failed++;

run("unit tests", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=test-results/unit.json",
]);
if (
  !countJson("test-results/unit.json", (r) => {
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numTotalTests === 0 ? 1 : 0);
    for (const file of r.testResults) {
      const name = file.name.replace(`${process.cwd()}/`, "");
      const tests = file.assertionResults.filter((t) => t.status === "failed");
      for (const t of tests) failures.push(`unit: ${name} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      if (file.status === "failed" && tests.length === 0) failures.push(`unit: ${name}: ${firstLine(file.message)}`);
    }
  })
)
  failed++;

if (run("build", bin("vite"), ["build", "--logLevel", "warn"])) {
  if (!run("bundle budgets", "node", ["bench/budgets.mjs"])) failed++;
  run("browser tests", bin("playwright"), ["test"]);
  const counted = countJson("test-results/e2e.json", (r) => {
    passed += r.stats.expected + r.stats.flaky;
    flaky += r.stats.flaky;
    failed += r.stats.unexpected;
    if (r.stats.expected + r.stats.unexpected + r.stats.flaky === 0) failed++;
    const walk = (suite, file) => {
      for (const child of suite.suites ?? []) walk(child, child.file ?? file);
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests)
          if (t.status === "unexpected" || t.status === "flaky") {
            const error = t.results.find((result) => result.error)?.error?.message;
            failures.push(`browser (${t.status}): ${spec.file ?? file} > ${spec.title}: ${firstLine(error)}`);
          }
    };
    for (const suite of r.suites ?? []) walk(suite, suite.file);
  });
  if (!counted) failed++;
} else failed++;

console.log("\n=== summary");
for (const step of steps) console.log(`${step.ok ? "ok  " : "FAIL"} ${step.name} (${step.seconds}s)`);
/** Colour codes of the tools' output, dropped from the repeated failure lines. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
for (const failure of failures) console.log(`  ${failure.replace(ANSI, "").slice(0, 300)}`);
if (flaky > 0)
  console.log(`flaky: ${flaky} browser test(s) passed only on their retry (see "flaky" in the list above)`);
const minutes = (Date.now() - startedAll) / 60000;
console.log(`total time: ${minutes.toFixed(1)} min (budget: 20 min on a fresh clone of the 2-core machine)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
