/**
 * The volume row (`BENCH_ONLY=volume VOLUME_DATABASE_URL=… npm run bench`, docs/performance.md "At volume"): the
 * calls staff make most, timed against two contract servers on PostgreSQL in the same run — one on the demo seed (a
 * database of its own beside the volume one), one on the volume database `npm run seed:volume` filled — alternating
 * call by call, so both see the same machine. Each call: one untimed, then RUNS timed; median and p95 (nearest rank)
 * per server, and the volume/demo ratio of the p95. The totals cache is off (LIST_TOTALS_TTL_MS=0): every call pays
 * for its page and its totals, as the first one after a write does.
 */
import pg from "pg";
import { startContractServer } from "./servers.mjs";
import { measureExport } from "./volume-export.mjs";
import { measureVolumeScreens, renderVolumeScreens } from "./volume-screens.mjs";

const RUNS = Number(process.env.BENCH_VOLUME_RUNS ?? 11);

async function login(base) {
  const answer = await fetch(`${base}/admin-api/xboot/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "username=admin&password=123456",
  });
  return (await answer.json()).result;
}

/** One call as the console makes it → its answer's envelope, or throws on a refusal. */
export async function call(base, token, { method = "GET", path, query = {}, json }) {
  const qs = new URLSearchParams(query).toString();
  const response = await fetch(`${base}/admin-api${path}${qs ? `?${qs}` : ""}`, {
    method,
    headers: { accessToken: token, ...(json ? { "Content-Type": "application/json" } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const body = await response.json();
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.message}`);
  return body;
}

/** The calls of the issue's table; `probe` picks a member of that database to search for. */
function calls(probe) {
  const withdrawals = "/wallet/member-withdraw/list";
  const fortnightStart = new Date(Date.parse(`${probe.day}T00:00:00Z`) - 14 * 86_400_000).toISOString().slice(0, 10);
  const fortnight = { startDate: fortnightStart, endDate: probe.day };
  return [
    ["withdrawal list, first page (with its totals)", { path: withdrawals }],
    ['withdrawal list, tab "pending"', { path: withdrawals, query: { status: 1 } }],
    ["withdrawal list, by user id", { path: withdrawals, query: { userId: probe.id } }],
    ["withdrawal list, today", { path: withdrawals, query: { startTime: probe.day, endTime: probe.day } }],
    [
      "withdrawal list, sorted by amount",
      { path: withdrawals, query: { sortField: "withdrawAmount", sortOrder: "desc" } },
    ],
    ["withdrawal list, page 1,000", { path: withdrawals, query: { page: 1000 } }],
    ["withdrawal list, filtered by phone", { path: withdrawals, query: { phone: probe.phone } }],
    ["member list, first page", { method: "POST", path: "/member-info/queryAll", json: { page: 1, pageSize: 10 } }],
    ["member list, search by phone", { method: "POST", path: "/member-info/queryAll", json: { phone: probe.phone } }],
    ["member list, search by name", { method: "POST", path: "/member-info/queryAll", json: { realName: probe.name } }],
    ["fund change records, first page", { path: "/wallet/change/list" }],
    ["fund change records, by member", { path: "/wallet/change/list", query: { uid: probe.id } }],
    ["home statistics", { method: "POST", path: "/console/statistics", json: {} }],
    [
      "withdrawal list, sorted by USDT amount",
      { path: withdrawals, query: { sortField: "usdtAmount", sortOrder: "asc" } },
    ],
    ["withdrawal list, by member name", { path: withdrawals, query: { realname: probe.name } }],
    ["recharge list, first page", { path: "/wallet/member-recharge/list" }],
    ['recharge list, tab "pending"', { path: "/wallet/member-recharge/list", query: { status: 1 } }],
    ["fund change records, waiting for review", { path: "/wallet/change/list", query: { reviewStatus: 1 } }],
    ["fund change records, by member name", { path: "/wallet/change/list", query: { realName: probe.name } }],
    ["points records, first page", { method: "POST", path: "/score/record/list", json: { page: 1, pageSize: 10 } }],
    ["manual balance operations, first page", { path: "/wallet/change/manual/list" }],
    ["manual points operations, first page", { method: "POST", path: "/score/record/manual/list", json: {} }],
    ["user balances, first page", { path: "/wallet/user/balance/list" }],
    ["real-name applications, first page", { path: "/member-info/realName/list", query: { realNameStatus: 1 } }],
    ["daily summary, first page", { path: "/memberSummary/dateSummary" }],
    // Home's charts: one point per day over the 15 days home shows.
    ["home charts, registrations per day", { method: "POST", path: "/console/registerStatistics", json: fortnight }],
    ["home charts, payments per day", { method: "POST", path: "/console/paymentStatistics", json: fortnight }],
    // The subordinates lists before a member is picked: every member with an upline (one or two levels up).
    ["direct subordinates, no member picked", { path: "/myTeam/teamDirectFriends" }],
    ["indirect subordinates, no member picked", { path: "/myTeam/teamIndirectFriends" }],
    // Staff names: one on most rows at volume ("admin", "system"), and one only on the demo rows (rare at volume).
    ["withdrawal list, by reviewer (a common name)", { path: withdrawals, query: { handler: "admin" } }],
    ["withdrawal list, by reviewer (a rare name)", { path: withdrawals, query: { handler: "运营" } }],
    [
      "fund change records, by operator (a common name)",
      { path: "/wallet/change/list", query: { operator: "system" } },
    ],
    ["fund change records, by operator (a rare name)", { path: "/wallet/change/list", query: { operator: "财务" } }],
  ];
}

/** The member the searches look for: the newest member's phone, name and id; "today" is its registration day. */
async function probeOf(base, token) {
  const page = await call(base, token, {
    method: "POST",
    path: "/member-info/queryAll",
    json: { page: 1, pageSize: 1 },
  });
  const member = page.result.records[0];
  return { id: member.id, phone: member.phone, name: member.realName, day: String(member.registerTime).slice(0, 10) };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(run) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function rowCounts(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT relname AS name, n_live_tup::bigint AS rows FROM pg_stat_user_tables
       WHERE relname IN ('member', 'wallet_change', 'withdraw_order', 'member_recharge', 'score_record')`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.rows)]));
  } finally {
    await client.end();
  }
}

/**
 * The row counts of a PGlite database, as its lists total them (kept totals: no table is counted). Keys as
 * rowCounts's.
 */
async function countsViaLists(base, token) {
  const total = async (spec, read = (result) => result.total) => read((await call(base, token, spec)).result);
  return {
    member: await total({ method: "POST", path: "/member-info/queryAll", json: {} }),
    wallet_change: await total({ path: "/wallet/change/list" }),
    withdraw_order: await total({ path: "/wallet/member-withdraw/list" }, (result) => result.pageInfoVO.total),
    member_recharge: await total({ path: "/wallet/member-recharge/list" }),
    score_record: await total({ method: "POST", path: "/score/record/list", json: {} }),
  };
}

/**
 * A database to run on: a PostgreSQL URL, or `{ dataDir }` (PGlite; "memory" for a fresh demo-seeded one).
 */
const serverOptions = (target) =>
  typeof target === "string" ? { databaseUrl: target } : { env: { DATA_DIR: target.dataDir } };

export async function measureVolume(staticDir, demoTarget, volumeTarget, log) {
  const env = { LIST_TOTALS_TTL_MS: "0", SCHEDULER: "off" };
  const servers = [];
  try {
    for (const target of [demoTarget, volumeTarget]) {
      const options = serverOptions(target);
      servers.push(
        await startContractServer(staticDir, { ...options, env: { ...env, ...options.env }, timeoutMs: 600_000 }),
      );
    }
    const [demo, volume] = await Promise.all(
      servers.map(async (server) => {
        const token = await login(server.url);
        return { base: server.url, token, probe: await probeOf(server.url, token) };
      }),
    );
    const samples = [];
    for (const [index, [label]] of calls(demo.probe).entries()) {
      const times = { demo: [], volume: [] };
      for (let run = 0; run <= RUNS; run += 1)
        for (const [name, side] of [
          ["demo", demo],
          ["volume", volume],
        ]) {
          const spec = calls(side.probe)[index][1];
          const ms = await timed(() => call(side.base, side.token, spec));
          if (run > 0) times[name].push(ms);
        }
      const stats = (list) => {
        const sorted = [...list].sort((a, b) => a - b);
        return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
      };
      samples.push({ label, demo: stats(times.demo), volume: stats(times.volume) });
      log(`volume: ${label}`);
    }
    log("volume: export");
    const exported = await measureExport(volume.base, volume.token, volume.probe.day);
    log("volume: screens in Chromium");
    const screens = await measureVolumeScreens(demo.base, volume.base);
    const counts = async (target, side) =>
      typeof target === "string" ? rowCounts(target) : countsViaLists(side.base, side.token);
    return {
      rows: samples,
      exported,
      screens,
      counts: await counts(volumeTarget, volume),
      demoCounts: await counts(demoTarget, demo),
      store: typeof volumeTarget === "string" ? "PostgreSQL" : "PGlite",
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** The report's markdown table. */
export function renderVolume({ rows, exported, screens, counts, demoCounts, store = "PostgreSQL" }) {
  // The goal: 150 ms p95 on PostgreSQL at full volume; within 3× that on PGlite at a tenth of it.
  const goal = store === "PGlite" ? 450 : 150;
  const n = (value) => Number(value ?? 0).toLocaleString("en-US");
  const ms = (value) => `${value.toFixed(0)} ms`;
  const lines = [
    `Rows — demo: ${n(demoCounts.member)} members, ${n(demoCounts.wallet_change)} wallet changes, ${n(demoCounts.withdraw_order)} withdrawals; ` +
      `volume: ${n(counts.member)} members, ${n(counts.wallet_change)} wallet changes, ${n(counts.withdraw_order)} withdrawals, ` +
      `${n(counts.member_recharge)} recharges, ${n(counts.score_record)} points records. ${RUNS} timed calls each, alternating.`,
    "",
    `${store}.`,
    "",
    `| call | demo median | demo p95 | volume median | volume p95 | p95 ratio | ≤ ${goal} ms |`,
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.label} | ${ms(row.demo.median)} | ${ms(row.demo.p95)} | ${ms(row.volume.median)} | ${ms(row.volume.p95)} | ` +
        `${(row.volume.p95 / Math.max(row.demo.p95, 0.1)).toFixed(1)}× | ${row.volume.p95 <= goal ? "yes" : "**no**"} |`,
    ),
  ];
  if (screens) lines.push(...renderVolumeScreens(screens));
  if (exported) {
    const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;
    lines.push(
      "",
      `Export at volume (POST /export/csv, the withdrawals of the most whole days an export may hold): ` +
        `${n(exported.rows)} rows of ${n(exported.total)} in ${exported.seconds.toFixed(1)} s ` +
        `(${n(Math.round(exported.rows / exported.seconds))} rows/s); server RSS ${mb(exported.rssBefore)} before, ` +
        `${mb(exported.rssPeak)} at its highest while streaming (+${mb(exported.rssPeak - exported.rssBefore)}).`,
    );
  }
  return lines.join("\n");
}
