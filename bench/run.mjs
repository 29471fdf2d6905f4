#!/usr/bin/env node
/**
 * `npm run bench`: builds the console (into bench/results/dist-console, never touching dist/) and the reference app
 * (bench/reference), measures both bundles, times the console in headless Chromium against the contract server
 * (in-memory database, loopback port 18790+), load-tests the withdrawal list endpoint from a second process, measures
 * the live console (bench/live.mjs), then prints one markdown table and writes it to bench/results/latest.md.
 * `BENCH_ONLY=live` builds the console and measures the live rows alone, into bench/results/live.md (`phone`,
 * `queue`, `ratios` and `volume`: bench/phone.mjs, bench/queue.mjs, bench/ratios.mjs, bench/volume.mjs). Every step has
 * a time limit; every process it started is killed at the end, also on failure.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { bundleStats, gzipSize, screenCount, sumGzip } from "./bundle-stats.mjs";
import { ROUTE_CHUNKS } from "./budgets.mjs";
import { topOwners } from "./composition.mjs";
import { killAllNow, run, stopAll } from "./processes.mjs";
import { createDatabase, startPostgres } from "./postgres.mjs";
import { measureVolume, renderVolume } from "./volume.mjs";
import { measurePhone, renderPhone } from "./phone.mjs";
import { measureQueue, renderQueue } from "./queue.mjs";
import { measureRatios, renderRatios } from "./ratios.mjs";
import { REFERENCE_DIST, measureReference } from "./reference-app.mjs";
import { startContractServer, startStaticServer } from "./servers.mjs";
import { launch, measureConsole } from "./browser.mjs";
import { LINK, measureLink } from "./network.mjs";
import { measureScreens } from "./screens.mjs";
import { measureLive } from "./live.mjs";
import { renderLiveReport, renderReport } from "./report.mjs";

process.chdir(fileURLToPath(new URL("..", import.meta.url)));
const CONSOLE_DIST = "bench/results/dist-console";
/** The same console with its first 8 screens only: login and home must not grow with the number of screens. */
const FEW_SCREENS = 8;
const FEW_DIST = "bench/results/dist-8-screens";
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const SCREEN_PASSES = Number(process.env.BENCH_SCREEN_PASSES ?? 2);
const ONLY = process.env.BENCH_ONLY;
const started = Date.now();
const loadAtStart = loadavg()[0];

const log = (message) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
process.on("exit", killAllNow);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`bench: ${signal}, stopping the processes it started`);
    process.exit(130);
  });
}
/** The ratios row runs every screen on a desk and on a slowed phone, both twice: it has longer. */
const LIMIT_MINUTES = ONLY === "ratios" ? 25 : 14;
setTimeout(() => {
  console.error(`bench: gave up after ${LIMIT_MINUTES} minutes`);
  process.exit(1);
}, LIMIT_MINUTES * 60_000).unref();

function commit() {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--", "src", "server"], { encoding: "utf8" }).trim();
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return "no git";
  }
}

/** `node bench/build.mjs <config> <outDir> [screens]`, within 3 minutes. */
const build = (label, ...args) => run("node", ["bench/build.mjs", ...args], { timeoutMs: 180_000, label });

/** The list alone, then with 20 logins at once (each from its own address), on the server at `url`. */
async function loadTests(url, label) {
  const once = async (logins) => {
    log(`load test on ${label}: 20 connections, ${LOAD_SECONDS} s${logins ? `, ${logins} logins at once` : ""}`);
    const out = await run("node", ["bench/load.mjs", url, "20", String(LOAD_SECONDS), "200000", String(logins)], {
      timeoutMs: (LOAD_SECONDS + 30) * 1000,
      label: "load test",
    });
    return JSON.parse(out.trim().split("\n").at(-1));
  };
  const alone = await once(0);
  const withLogins = await once(20);
  return { ...alone, withLogins };
}

/** The same load tests on a throwaway PostgreSQL (bench/postgres.mjs); `{ why }` when there is none. */
async function postgresLoadTests() {
  let postgres;
  try {
    postgres = await startPostgres();
  } catch (error) {
    return { why: `PostgreSQL did not start: ${String(error.message ?? error).split("\n")[0]}` };
  }
  if (!postgres.url) return { why: postgres.why };
  try {
    log(`contract server on ${postgres.source}`);
    const server = await startContractServer(CONSOLE_DIST, { databaseUrl: postgres.url });
    try {
      return { ...(await loadTests(server.url, "PostgreSQL")), source: postgres.source };
    } finally {
      await server.stop();
    }
  } finally {
    await postgres.stop();
  }
}

const metaNow = () => ({
  date: new Date().toISOString().slice(0, 16).replace("T", " "),
  commit: commit(),
  seconds: Math.round((Date.now() - started) / 1000),
  chromium: browserVersion,
  cpus: cpus().length,
  load: [loadAtStart, loadavg()[0]],
});

/** `BENCH_ONLY=live`: the console's build and the live rows alone, into bench/results/live.md. */
async function liveOnly() {
  log("building the console");
  await build("console build", "vite.config.ts", CONSOLE_DIST);
  const live = await measureLive(CONSOLE_DIST, log);
  const report = renderLiveReport(live, metaNow());
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/live.md", report);
  console.log(report);
  log("wrote bench/results/live.md");
}

/**
 * `BENCH_ONLY=volume VOLUME_DATABASE_URL=…`: the volume row (bench/volume.mjs) against that database, filled by
 * `npm run seed:volume`, and a demo-seeded database created beside it on the same server; `VOLUME_DATA_DIR=…`
 * instead: against that PGlite directory, an in-memory demo database beside it. Into bench/results/volume.md.
 */
async function volumeOnly() {
  const volumeUrl = process.env.VOLUME_DATABASE_URL;
  const dataDir = process.env.VOLUME_DATA_DIR;
  if (!volumeUrl && !dataDir)
    throw new Error("BENCH_ONLY=volume needs VOLUME_DATABASE_URL or VOLUME_DATA_DIR (filled by npm run seed:volume)");
  log("building the console (the contract server serves it)");
  await build("console build", "vite.config.ts", CONSOLE_DIST);
  const server = volumeUrl ? new URL(volumeUrl) : undefined;
  if (server) server.pathname = "/postgres";
  const demo = server ? await createDatabase(server.toString()) : undefined;
  try {
    const measured = demo
      ? await measureVolume(CONSOLE_DIST, demo.url, volumeUrl, log)
      : await measureVolume(CONSOLE_DIST, { dataDir: "memory" }, { dataDir }, log);
    const meta = metaNow();
    const report = `# Volume (${meta.date}, ${meta.commit}, ${meta.cpus} cores)\n\n${renderVolume(measured)}\n`;
    mkdirSync("bench/results", { recursive: true });
    writeFileSync("bench/results/volume.md", report);
    console.log(report);
    log("wrote bench/results/volume.md");
  } finally {
    await demo?.drop();
  }
}

/**
 * `BENCH_ONLY=phone`, `queue` and `ratios`: a browser row against the contract server (bench/phone.mjs,
 * bench/queue.mjs, bench/ratios.mjs; with `reference`, also the reference app, built and served), into
 * bench/results/<name>.md.
 */
async function browserRow(name, title, measure, render, { reference = false } = {}) {
  log(`building the console${reference ? " and the reference app" : ""}`);
  await build("console build", "vite.config.ts", CONSOLE_DIST);
  if (reference) await build("reference build", "bench/reference/vite.config.ts", REFERENCE_DIST);
  const server = await startContractServer(CONSOLE_DIST);
  const referenceServer = reference ? await startStaticServer(REFERENCE_DIST) : undefined;
  const browser = await launch();
  try {
    log(`${name}: 1 warm-up + ${RUNS} runs of each, alternating`);
    const times = await measure(browser, server.url, RUNS, referenceServer?.url);
    const meta = metaNow();
    const report = `# ${title} (${meta.date}, ${meta.commit}, ${meta.cpus} cores, load ${meta.load.map((l) => l.toFixed(1)).join(" → ")})\n\n${render(times, meta)}\n`;
    mkdirSync("bench/results", { recursive: true });
    writeFileSync(`bench/results/${name}.md`, report);
    console.log(report);
    log(`wrote bench/results/${name}.md`);
  } finally {
    await browser.close().catch(() => undefined);
    await referenceServer?.stop();
    await server.stop();
  }
}

const measureRatiosRow = (browser, url, runs, referenceUrl) =>
  measureRatios(browser, { console: url, reference: referenceUrl }, { runs, passes: SCREEN_PASSES, log });

async function main() {
  if (ONLY === "live") return liveOnly();
  if (ONLY === "volume") return volumeOnly();
  if (ONLY === "phone") return browserRow("phone", "Phone", measurePhone, renderPhone);
  if (ONLY === "queue") return browserRow("queue", "Review queue", measureQueue, renderQueue);
  if (ONLY === "ratios")
    return browserRow("ratios", "Ratios to the reference", measureRatiosRow, renderRatios, { reference: true });
  if (ONLY) throw new Error(`BENCH_ONLY=${ONLY}: only "live", "volume", "phone", "queue" and "ratios" are known`);
  log("building the console");
  await build("console build", "vite.config.ts", CONSOLE_DIST);
  log("starting the contract server; building the reference app");
  const serverStarting = startContractServer(CONSOLE_DIST);
  serverStarting.catch(() => undefined);
  await build("reference build", "bench/reference/vite.config.ts", REFERENCE_DIST);
  await build(`console build with ${FEW_SCREENS} screens`, "vite.config.ts", FEW_DIST, String(FEW_SCREENS));
  const appStats = { ...bundleStats(CONSOLE_DIST, ROUTE_CHUNKS), screens: screenCount(CONSOLE_DIST) };
  const fewStats = bundleStats(FEW_DIST, ROUTE_CHUNKS);
  const refStats = bundleStats(REFERENCE_DIST);
  const server = await serverStarting;
  log(`contract server on ${server.url}`);

  const referenceServer = await startStaticServer(REFERENCE_DIST);
  const browser = await launch();
  let measured;
  let referenceScripts;
  let link;
  let screens;
  try {
    log("reference app in Chromium");
    referenceScripts = (await measureReference(browser, referenceServer.url)).scripts;
    log(`console in Chromium: 1 warm-up + ${RUNS} runs`);
    measured = await measureConsole(browser, server.url, RUNS);
    log(`console over an emulated ${LINK.latencyMs} ms / ${LINK.mbps} Mbit/s link: 1 warm-up + ${RUNS} runs`);
    link = await measureLink(browser, server.url, RUNS);
    log(`every screen of the menu: ${SCREEN_PASSES} passes`);
    screens = { passes: SCREEN_PASSES, list: await measureScreens(browser, server.url, SCREEN_PASSES) };
  } finally {
    await browser.close().catch(() => undefined);
    await referenceServer.stop();
  }

  const load = await loadTests(server.url, "PGlite");
  await server.stop();
  const loadPostgres = await postgresLoadTests();
  const live = await measureLive(CONSOLE_DIST, log);

  const sized = (list) =>
    list.map((file) => ({ file, gzip: gzipSize(CONSOLE_DIST, file) })).sort((a, b) => b.gzip - a.gzip);
  const beyond = (fetched, estimated) => sized(fetched.filter((file) => !estimated.includes(file)));
  const report = renderReport({
    console: {
      stats: appStats,
      few: { screens: FEW_SCREENS, stats: fewStats },
      measured: {
        login: sumGzip(CONSOLE_DIST, measured.loginScripts),
        home: sumGzip(CONSOLE_DIST, measured.homeScripts),
        idle: sumGzip(CONSOLE_DIST, measured.idleScripts),
        idleFiles: measured.idleScripts,
        loginFiles: measured.loginScripts,
        homeFiles: measured.homeScripts,
        largestLogin: sized(measured.loginScripts).slice(0, 5),
        largestHome: sized(measured.homeScripts).slice(0, 5),
        extraLogin: beyond(measured.loginScripts, appStats.files.login),
        extraHome: beyond(measured.homeScripts, [...appStats.files.login, ...appStats.files.home]),
      },
    },
    reference: { stats: refStats, measured: sumGzip(REFERENCE_DIST, referenceScripts) },
    browser: measured,
    link,
    screens,
    load,
    loadPostgres,
    live,
    composition: {
      login: topOwners(CONSOLE_DIST, measured.loginScripts, 6),
      home: topOwners(CONSOLE_DIST, measured.homeScripts, 8),
      reference: topOwners(REFERENCE_DIST, refStats.files.all, 6),
    },
    meta: metaNow(),
  });
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/latest.md", report);
  console.log(report);
  log("wrote bench/results/latest.md");
}

let browserVersion = "";
try {
  browserVersion = execFileSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", ["--version"], {
    encoding: "utf8",
    timeout: 10_000,
    stdio: ["ignore", "pipe", "ignore"],
  }).trim();
} catch {
  browserVersion = "chromium";
}

try {
  await main();
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
process.exit(process.exitCode ?? 0);
