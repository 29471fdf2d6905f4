/** The bench's one markdown table (plus a few lines on what dominates the bundles). */
import { kib } from "./bundle-stats.mjs";
import { BUDGETS } from "./budgets.mjs";

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const ms = (n) => `${Math.round(n)} ms`;
const timing = (values) =>
  `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))}, n=${values.length})`;
/** The nearest-rank percentile `p` (0–100) of `values`. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}×` : "—");
const budget = (value, limit) => `≤ ${kib(limit)} ${value <= limit ? "✓" : "✗"}`;
const base = (file) => file.replace(/^assets\//, "");
const owners = (list) => list.map((o) => `${o.owner} ≈${kib(o.gzip)}`).join(", ");
const files = (list) => (list.length ? list.map((f) => `${base(f.file)} ${kib(f.gzip)}`).join(", ") : "none");

/**
 * The interaction on the list at page size 1000: a row selected where the list has a selection column (no call, so
 * no breakdown), else the pending tab (a new call: sent / answered / drawn).
 */
function interactionRows(browser) {
  const withCall = browser.timings.interactionSent.some((value) => Number.isFinite(value));
  const shown = withCall ? "new rows shown" : "the row shown selected";
  const rows = [
    [
      `page size 1000: ${browser.interactionKind} → ${shown}`,
      timing(browser.timings.interaction),
      "",
      "",
      "≤ 250 ms (goal)",
    ],
  ];
  if (withCall)
    rows.push([
      "… of which: the list call sent / its answer complete / then the rows on screen",
      `${timing(browser.timings.interactionSent)} / ${timing(browser.timings.interactionAnswer)} / ${timing(browser.timings.interactionRender)}`,
      "",
      "",
      "",
    ]);
  return rows;
}

/** The load test's rows for one database: the list alone (goal `goalRps`), then with 20 logins at once (≤ 20% less). */
function loadRows(load, database, goalRps) {
  const title = `withdrawal list API under load, filtered pages (bench/load.mjs), on ${database}`;
  if (!load?.rps) return [[title, `not measured: ${load?.why ?? "no result"}`, "", "", ""]];
  const empty = ["", "", ""];
  const logins = load.withLogins;
  const cost = logins ? Math.round((1 - logins.rps / load.rps) * 1000) / 10 : undefined;
  return [
    [
      `${title} (${load.connections} keep-alive connections, ${load.seconds} s): throughput`,
      `${load.rps} req/s (${load.requests} requests)`,
      "",
      "",
      `≥ ${goalRps} req/s (goal) ${load.rps >= goalRps ? "✓" : "✗"}`,
    ],
    [`${title}: latency p50 / p90 / p99 / max`, `${load.p50} / ${load.p90} / ${load.p99} / ${load.max} ms`, ...empty],
    [`${title}: errors`, `${load.errors} of ${load.requests}`, ...empty],
    ...(logins
      ? [
          [
            `${title}, while 20 staff log in over and over (each from its own address): throughput`,
            `${logins.rps} req/s (${cost}% less; ${logins.logins} logins meanwhile, ${logins.loginRps}/s, median ${logins.loginP50} ms, ${logins.loginErrors} refused)`,
            "",
            "",
            `≤ 20% less (goal) ${cost <= 20 ? "✓" : "✗"}`,
          ],
        ]
      : []),
  ];
}

const goalMs = (value, limit) => `≤ ${ms(limit)} (goal) ${value <= limit ? "✓" : "✗"}`;
const moved = (visit) =>
  `${kib(median(visit.bytes))} in ${median(visit.requests)} requests to the server (median; ${kib(Math.min(...visit.bytes))}–${kib(Math.max(...visit.bytes))})`;

/** The first visit and the warm revisit over the emulated link (bench/network.mjs), each figure against its goal. */
function linkRows(link) {
  if (!link) return [];
  const over = `over an emulated ${link.link.latencyMs} ms / ${link.link.mbps} Mbit/s link`;
  const { first, warm } = link;
  /** One visit's four rows: login usable, its bytes, login → home, its bytes (the first visit's bytes have a goal). */
  const visitRows = (name, visit, bytesGoal) => [
    [`${name}: navigation → login usable`, timing(visit.login.ms), "", "", goalMs(median(visit.login.ms), 1000)],
    [
      "… bytes moved by the login page until the network is idle",
      moved(visit.login),
      "",
      "",
      bytesGoal ? `≤ ${kib(bytesGoal)} (goal) ${median(visit.login.bytes) <= bytesGoal ? "✓" : "✗"}` : "",
    ],
    [
      `${name.split(" (")[0]}: login submit → home interactive`,
      timing(visit.home.ms),
      "",
      "",
      goalMs(median(visit.home.ms), 1200),
    ],
    ["… bytes moved from the first keystroke until home is interactive", moved(visit.home), "", "", ""],
  ];
  return [
    ...visitRows(`first visit ${over} (empty cache)`, first, 220 * 1024),
    ...visitRows(`warm revisit ${over} (same context, signed out, login page loaded again)`, warm, 0),
  ];
}

/** Every screen (bench/screens.mjs's list): each screen's median over the passes, then p50 / p90 (nearest rank) / max. */
export function screenFigures(list) {
  const each = list.map((screen) => ({ ...screen, median: median(screen.ms.filter(Number.isFinite)) }));
  const shown = each.filter((screen) => Number.isFinite(screen.median));
  const times = shown.map((screen) => screen.median);
  const [p50, p90, max] = [percentile(times, 50), percentile(times, 90), Math.max(...times)];
  return { each, shown, missing: each.filter((screen) => !Number.isFinite(screen.median)), p50, p90, max };
}

function screenRows(screens) {
  if (!screens?.list.length) return [];
  const { each, shown, missing, p50, p90, max } = screenFigures(screens.list);
  const slowest = [...shown].sort((a, b) => b.median - a.median).slice(0, 5);
  const ok = p90 <= 500 && max <= 800 && missing.length === 0;
  return [
    [
      `every screen of the menu (${each.length}; home → screen, hash change → first content; loopback; each screen's median of ${screens.passes} pass${screens.passes === 1 ? "" : "es"}): p50 / p90 / max`,
      `${ms(p50)} / ${ms(p90)} / ${ms(max)}`,
      "",
      "",
      `p90 ≤ 500 ms, max ≤ 800 ms (goal) ${ok ? "✓" : "✗"}`,
    ],
    [
      "… the five slowest (each pass's time in brackets)",
      slowest
        .map(
          (screen) =>
            `${screen.title} ${screen.route} ${ms(screen.median)} (${screen.ms.map((t) => (Number.isFinite(t) ? ms(t) : "not shown")).join(", ")})`,
        )
        .join(", "),
      "",
      "",
      "",
    ],
    [
      `… over 500 ms: ${shown.filter((screen) => screen.median > 500).length} of ${shown.length}`,
      shown
        .filter((screen) => screen.median > 500)
        .sort((a, b) => b.median - a.median)
        .map((screen) => screen.route)
        .join(", ") || "none",
      "",
      "",
      "",
    ],
    ...(missing.length
      ? [
          [
            "… not shown within 15 s",
            missing.map((screen) => `${screen.title} ${screen.route}`).join(", "),
            "",
            "",
            "none (goal) ✗",
          ],
        ]
      : []),
  ];
}

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const perConsole = (bytes) => `${bytes >= 0 ? "+" : "−"}${(Math.abs(bytes) / 1024).toFixed(1)} KiB`;

/**
 * The live console's rows (bench/live.mjs): a write on one instance → the figure on screen on another (goal: within
 * a second), memory per connected console, and the list API with that many consoles connected (goal: ≤ 10% less).
 */
export function liveRows(live) {
  if (!live) return [];
  const { latency, memory, load } = live;
  const empty = ["", "", ""];
  const latencyTitle =
    "live event latency: an approval through instance A's API → home's pending figure changed on screen in Chromium on instance B";
  const rows = [];
  if (!latency?.fromAnswer?.length) rows.push([latencyTitle, `not measured: ${latency?.why ?? "no result"}`, ...empty]);
  else {
    const [p50, p99] = [percentile(latency.fromAnswer, 50), percentile(latency.fromAnswer, 99)];
    rows.push([
      `${latencyTitle} (${latency.source} + Redis, two instances; n=${latency.fromAnswer.length}): p50 / p99 after the write's answer (negative: on screen before the writer had its answer)`,
      `${ms(p50)} / ${ms(p99)} (max ${ms(Math.max(...latency.fromAnswer))}; after the write was sent: ${ms(percentile(latency.fromSent, 50))} / ${ms(percentile(latency.fromSent, 99))}; ${latency.missed} not shown within 5 s)`,
      "",
      "",
      `p99 ≤ 1000 ms (goal) ${p99 <= 1000 && latency.missed === 0 ? "✓" : "✗"}`,
    ]);
  }
  const memoryTitle = `memory per connected console (${memory?.count ?? "?"} event streams; ${memory?.where ?? "one instance"})`;
  if (!memory?.after) rows.push([memoryTitle, `not measured: ${memory?.why ?? "no result"}`, ...empty]);
  else
    rows.push([
      `${memoryTitle}: RSS / V8 heap`,
      `${perConsole(memory.rssPer)} / ${perConsole(memory.heapPer)} per console (RSS ${mib(memory.before.rss)} → ${mib(memory.after.rss)}, heap ${mib(memory.before.heapUsed)} → ${mib(memory.after.heapUsed)}; all open in ${ms(memory.openMs)})`,
      ...empty,
    ]);
  const loadTitle = `withdrawal list API, filtered pages (bench/load.mjs, 20 connections), with ${load?.count ?? "?"} consoles connected to one instance (in-memory database)`;
  if (!load?.with) rows.push([loadTitle, `not measured: ${load?.why ?? "no result"}`, ...empty]);
  else {
    const less = Math.round((1 - load.with / load.without) * 1000) / 10;
    rows.push([
      `${loadTitle}: throughput with them ÷ without (${load.seconds} s runs: without, with, without)`,
      `${load.with} req/s with, ${load.without} req/s without (${load.withoutRuns.join(" and ")}): ${less >= 0 ? `${less}% less` : `${-less}% more`}; p50 ${load.p50.with} ms with, ${load.p50.without} ms without; ${load.errors} errors; ${load.streams.ended} streams ended meanwhile, ${load.streams.comments} keep-alive comments`,
      "",
      "",
      `≤ 10% less (goal) ${less <= 10 ? "✓" : "✗"}`,
    ]);
  }
  return rows;
}

export const TABLE_HEAD = [
  "| figure | console | reference (Refine + antd + kbar: login, home, a 15-row table) | console ÷ reference | budget |",
  "|---|---|---|---|---|",
];

/** The live rows alone (`BENCH_ONLY=live`): bench/results/live.md. */
export function renderLiveReport(live, meta) {
  return [
    `## npm run bench, live rows only (BENCH_ONLY=live) — ${meta.date} (${meta.commit}; ${meta.seconds} s on ${meta.cpus} CPUs, load average ${meta.load.map((n) => n.toFixed(1)).join(" → ")})`,
    "",
    ...TABLE_HEAD,
    ...liveRows(live).map((cells) => `| ${cells.join(" | ")} |`),
    "",
    `Latency: headless Chromium (${meta.chromium}) on home, watched in the page with requestAnimationFrame; both clocks are the machine's.`,
    "",
  ].join("\n");
}

/**
 * data: { console: {stats, measured: {login, home, loginFiles, homeFiles}}, reference: {stats, measured},
 * browser: {timings, interactionKind, rows1000, stableScripts}, link (bench/network.mjs), screens: {passes, list}
 * (bench/screens.mjs), load and loadPostgres (bench/load.mjs, with `withLogins`), live (bench/live.mjs), composition:
 * {login, home, reference}, meta }
 */
export function renderReport({
  console: app,
  reference: ref,
  browser,
  link,
  screens,
  load,
  loadPostgres,
  live,
  composition,
  meta,
}) {
  const refInitial = ref.stats.entry;
  const refMeasured = ref.measured ?? refInitial;
  const rows = [
    [
      "login initial JS (gzip, manifest)",
      kib(app.stats.login),
      kib(refInitial),
      ratio(app.stats.login, refInitial),
      budget(app.stats.login, BUDGETS.login),
    ],
    [
      `login initial JS (gzip, fetched in Chromium: ${app.measured.loginFiles.length} files)`,
      kib(app.measured.login),
      kib(refMeasured),
      ratio(app.measured.login, refMeasured),
      budget(app.measured.login, BUDGETS.login),
    ],
    [
      "home after login (gzip, manifest estimate)",
      kib(app.stats.home),
      kib(refInitial),
      ratio(app.stats.home, refInitial),
      budget(app.stats.home, BUDGETS.home),
    ],
    [
      `home after login (gzip, fetched in Chromium from login until home is interactive: ${app.measured.homeFiles.length} files)`,
      kib(app.measured.home),
      kib(refMeasured),
      ratio(app.measured.home, refMeasured),
      budget(app.measured.home, BUDGETS.home),
    ],
    [
      `then, while home is idle (dashboard charts, list machinery warm-up): ${app.measured.idleFiles.length} files`,
      kib(app.measured.idle),
      "",
      "",
      "",
    ],
    [
      `login / home (gzip, manifest) with ${app.few.screens} screens instead of all ${app.stats.screens}`,
      `${kib(app.few.stats.login)} / ${kib(app.few.stats.home)} (all: ${kib(app.stats.login)} / ${kib(app.stats.home)})`,
      "",
      "",
      "",
    ],
    [
      "largest lazy chunk (gzip)",
      `${kib(app.stats.largestLazy.gzip)} ${base(app.stats.largestLazy.file)}`,
      ref.stats.lazy.length
        ? `${kib(ref.stats.largestLazy.gzip)} ${base(ref.stats.largestLazy.file)}`
        : "none (one chunk)",
      ref.stats.lazy.length ? ratio(app.stats.largestLazy.gzip, ref.stats.largestLazy.gzip) : "—",
      budget(app.stats.largestLazy.gzip, BUDGETS.lazyChunk),
    ],
    [
      "total JS (gzip, all chunks)",
      `${kib(app.stats.total)} (${app.stats.files.all.length} chunks)`,
      `${kib(ref.stats.total)} (${ref.stats.files.all.length} chunk${ref.stats.files.all.length === 1 ? "" : "s"})`,
      ratio(app.stats.total, ref.stats.total),
      "",
    ],
    ["login submit → home interactive (median, min–max)", timing(browser.timings.login), "", "", "≤ 600 ms (goal)"],
    ["login submit → home dashboard's charts drawn", timing(browser.timings.homeCharts), "", "", ""],
    ["home → withdrawal list, first row visible", timing(browser.timings.list), "", "", "≤ 500 ms (goal)"],
    ["home → member list (10,000+ members), first row visible", timing(browser.timings.memberList), "", "", ""],
    ["member list → statistics home, its 4 charts drawn", timing(browser.timings.statistics), "", "", ""],
    [
      `home → withdrawal list at page size 1000 (${browser.rows1000} rows), rows visible`,
      timing(browser.timings.list1000),
      "",
      "",
      "",
    ],
    [
      "… of which: the list call sent / its answer complete / then the rows on screen",
      `${timing(browser.timings.list1000Sent)} / ${timing(browser.timings.list1000Answer)} / ${timing(browser.timings.list1000Render)}`,
      "",
      "",
      "≤ 300 ms after the answer (goal)",
    ],
    ...interactionRows(browser),
    ...linkRows(link),
    ...screenRows(screens),
    ...loadRows(load, "PGlite, embedded", 400),
    ...loadRows(loadPostgres, "PostgreSQL", 1000),
    ...liveRows(live),
  ];
  const table = [...TABLE_HEAD, ...rows.map((cells) => `| ${cells.join(" | ")} |`)];
  return [
    `## npm run bench — ${meta.date} (${meta.commit}; ${meta.seconds} s on ${meta.cpus} CPUs, load average ${meta.load.map((n) => n.toFixed(1)).join(" → ")})`,
    "",
    ...table,
    "",
    `Largest contributors (≈ gzip: each chunk's gzip size shared out by the minified bytes its source map gives each package):`,
    `- console, login initial JS: ${owners(composition.login)}`,
    `- console, home after login: ${owners(composition.home)}`,
    `- reference: ${owners(composition.reference)}`,
    "",
    `Largest chunks fetched — login: ${files(app.measured.largestLogin)}; home: ${files(app.measured.largestHome)}.`,
    `Fetched in Chromium but not in the manifest estimate (runtime dynamic imports) — login: ${files(app.measured.extraLogin)}; home: ${files(app.measured.extraHome)}.`,
    "",
    `Timings: headless Chromium (${meta.chromium}), contract server on an in-memory database, a fresh browser context per run after one warm-up run, ` +
      `measured in the page with performance.now() from the input to the first animation frame showing the result.` +
      (browser.stableScripts ? "" : " Note: the scripts fetched differed between runs."),
    "",
  ].join("\n");
}
