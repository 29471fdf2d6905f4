/**
 * The ratios row (`BENCH_ONLY=ratios npm run bench`, docs/performance.md "Ratios to the reference"): the console's
 * timings as ratios to the reference app's (bench/reference/: Refine + antd + kbar, a fake login, home, a 15-row
 * antd table from an in-memory data provider) doing the same actions in the same run, so that a busy hour slows
 * both. Run by run, console then reference, each run in a fresh context: login submit → home interactive, home →
 * the list's first row (15 rows), home → the list at 1,000 rows (rows on screen); after the console's first
 * `passes` runs, one pass over every screen of its menu (bench/screens.mjs), whose p90 is set against the
 * reference's route change to its table. All of it on a desk (1,440 × 900) and on a phone-class profile (390 × 844,
 * touch, CPU 4× slower through CDP `Emulation.setCPUThrottlingRate`).
 */
import { LIST, LIST_1000, READY, armPointer, navigate, newPage, submitLogin, track, until } from "./browser.mjs";
import { FIRST_CARD, HOME as PHONE_HOME, PHONE } from "./phone.mjs";
import { REFERENCE_APP } from "./reference-app.mjs";
import { median, screenFigures } from "./report.mjs";
import { byScreen, screensPass } from "./screens.mjs";

const CONSOLE_APP = {
  name: "console",
  list: LIST,
  list1000: LIST_1000,
  home: READY.home,
  /** Home's dashboard draws its charts once its figures are in: done before the next clock starts. */
  settled: READY.homeCharts,
  firstRow: READY.firstRow,
  /** The server calls each figure waits for: the session's (login, user info, menu), the list's. */
  api: { login: "/admin-api/xboot/", list: "/member-withdraw/list", list1000: "/member-withdraw/list" },
};

/** The two profiles; a phone's home has no side menu on screen and its lists show cards (the reference's a table). */
export const PROFILES = {
  desk: { label: "desk (1,440 × 900)", cpuRate: 1, timeoutMs: 45_000 },
  phone: {
    label: "phone (390 × 844, touch, CPU 4× slower)",
    context: PHONE,
    cpuRate: 4,
    timeoutMs: 120_000,
    home: PHONE_HOME,
    firstRow: `(${READY.firstRow}) || (${FIRST_CARD})`,
  },
};

/** How many rows the 1,000-row page holds: a phone's cards, or the page size the table's size changer shows. */
const PAGE_SIZE_SHOWN = `document.querySelectorAll('[data-testid="list-card"]').length || (document.querySelector('[data-testid^="list-"] .ant-pagination-options .ant-select-selection-item')?.textContent ?? "?")`;

/**
 * When the last answer to a request whose URL holds `needle`, sent after the clock's start and complete by `atMs`,
 * was complete (ms after the start; NaN without a needle or such a request): how long a figure waited for the server.
 */
const lastAnswer = (page, needle, atMs) =>
  needle
    ? page.evaluate(
        ([part, at]) => {
          const ends = performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.includes(part) && entry.startTime >= window.__benchT0)
            .map((entry) => entry.responseEnd - window.__benchT0)
            .filter((end) => end <= at);
          return ends.length ? Math.max(...ends) : Number.NaN;
        },
        [needle, atMs],
      )
    : Number.NaN;

/** One run of `app` in a fresh context: login → home, home → list (15 rows), home → list at 1,000 rows. */
async function appRun(browser, app, baseUrl, profile) {
  const { context, page } = await newPage(browser, profile);
  const home = profile.home ?? app.home;
  const firstRow = profile.firstRow ?? app.firstRow;
  try {
    const net = track(page, baseUrl);
    await page.goto(`${baseUrl}/#/login`);
    await page.locator("#username").waitFor();
    await net.idle();
    await submitLogin(page, () => armPointer(page));
    const login = await until(page, home, profile.timeoutMs);
    const loginApi = await lastAnswer(page, app.api?.login, login);
    await until(page, app.settled, 10_000 * profile.cpuRate).catch(() => undefined);
    await net.idle();

    await navigate(page, app.list);
    const list = await until(page, firstRow, profile.timeoutMs);
    const listApi = await lastAnswer(page, app.api?.list, list);
    await net.idle();

    await navigate(page, "#/home");
    await until(page, home, profile.timeoutMs);
    await net.idle();
    await navigate(page, app.list1000);
    const list1000 = await until(page, firstRow, profile.timeoutMs);
    const list1000Api = await lastAnswer(page, app.api?.list1000, list1000);
    const shown = await page.evaluate(PAGE_SIZE_SHOWN);
    return { login, loginApi, list, listApi, list1000, list1000Api, shown };
  } finally {
    await context.close();
  }
}

/**
 * For each profile: one warm-up and `runs` counted runs of each app, alternating (console, then reference), and
 * `passes` passes over the console's screens (the second in reverse order) after its first runs.
 */
export async function measureRatios(browser, urls, { runs = 5, passes = 2, log = () => undefined } = {}) {
  const measured = {};
  for (const [key, profile] of Object.entries(PROFILES)) {
    const runsOf = { console: [], reference: [] };
    const screenPasses = [];
    for (let i = 0; i <= runs; i++) {
      log(
        `ratios, ${key}: ${i === 0 ? "warm-up" : `run ${i} of ${runs}`}${i > 0 && i <= passes ? " + every screen" : ""}`,
      );
      const ours = await appRun(browser, CONSOLE_APP, urls.console, profile);
      if (i > 0 && i <= passes) screenPasses.push(await screensPass(browser, urls.console, i % 2 === 0, profile));
      const theirs = await appRun(browser, REFERENCE_APP, urls.reference, profile);
      if (i === 0) continue;
      runsOf.console.push(ours);
      runsOf.reference.push(theirs);
    }
    measured[key] = { runs: runsOf, screens: screenPasses.length ? byScreen(screenPasses) : [] };
  }
  return measured;
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "—");
const verdict = (ratio, goal) => (ratio <= goal ? "yes" : "**no**");

/** The rows of one profile: figure, console and reference medians and runs, goal, the console's API share. */
function profileRows(profile, { runs, screens }) {
  const of = (app, key) => runs[app].map((run) => run[key]);
  const rows = [
    ["login submit → home interactive", "login"],
    ["home → list, first row (15 rows)", "list"],
    ["home → list at 1,000 rows, rows on screen", "list1000"],
  ].map(([figure, key]) => ({
    figure,
    ours: median(of("console", key)),
    theirs: median(of("reference", key)),
    goal: 1.5,
    api: median(of("console", `${key}Api`)),
    ourRuns: of("console", key),
    theirRuns: of("reference", key),
  }));
  if (screens.length) {
    const figures = screenFigures(screens);
    const slowest = [...figures.shown].sort((a, b) => b.median - a.median).slice(0, 3);
    rows.push({
      figure: `every screen p90 (console: ${figures.each.length} screens, each one's median of ${screens[0].ms.length} passes${figures.missing.length ? `, ${figures.missing.length} not shown` : ""}; reference: its route change to the 15-row table)`,
      ours: figures.p90,
      theirs: rows[1].theirs,
      goal: 2,
      ourRuns: [],
      theirRuns: rows[1].theirRuns,
      note: `p50 / p90 / max ${ms(figures.p50)} / ${ms(figures.p90)} / ${ms(figures.max)}; slowest: ${slowest.map((screen) => `${screen.route} ${ms(screen.median)}`).join(", ")}`,
      pass: figures.missing.length === 0,
    });
  }
  return rows.map((row) => ({ ...row, profile, ratio: row.ours / row.theirs }));
}

/** bench/results/ratios.md's body: the table, then every run's figures. */
export function renderRatios(measured, meta = {}) {
  const rows = Object.entries(measured).flatMap(([key, data]) => profileRows(PROFILES[key].label, data));
  const lines = [
    "| profile | figure | console (median) | … of which until its server's answers (median) | reference (median) | console ÷ reference | goal | met |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.profile} | ${row.figure} | ${ms(row.ours)} | ${row.api === undefined ? "" : ms(row.api)} | ${ms(row.theirs)} | ${row.ratio.toFixed(2)}× | ≤ ${row.goal}× | ${row.pass === false ? "**no** (screens not shown)" : verdict(row.ratio, row.goal)} |`,
    ),
    "",
    `Met: ${rows.filter((row) => row.pass !== false && row.ratio <= row.goal).length} of ${rows.length}.${meta.seconds ? ` The run took ${meta.seconds} s.` : ""}`,
    "",
    "The console on the contract server (in-memory database, loopback), the reference from a static server (one chunk, fake login, rows made in the page, no server). Each figure from the input (the submit's pointerdown, the hash change) to the first animation frame showing the result; the server column: when the console's last answer to the calls the figure waits for was complete (login: the session calls `/admin-api/xboot/…`, login, user info, menu; a list: its list call), the rest being the browser's work.",
    "",
    "## Every run (ms, in order; console and reference alternating, each run in a fresh context)",
    "",
  ];
  for (const row of rows) {
    lines.push(`- ${row.profile}, ${row.figure}:`);
    if (row.ourRuns.length) lines.push(`  console ${row.ourRuns.map(Math.round).join(", ")};`);
    if (row.note) lines.push(`  console ${row.note};`);
    lines.push(`  reference ${row.theirRuns.map(Math.round).join(", ")}.`);
  }
  const shown = Object.entries(measured).map(
    ([key, data]) =>
      `${PROFILES[key].label}: console ${data.runs.console[0]?.shown}, reference ${data.runs.reference[0]?.shown}`,
  );
  lines.push("", `The 1,000-row page as shown (cards on a phone, else the table's page size): ${shown.join("; ")}.`);
  return lines.join("\n");
}
