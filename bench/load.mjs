#!/usr/bin/env node
/**
 * Load generator (run as its own process):
 * `node bench/load.mjs <baseUrl> [connections=20] [seconds=10] [maxRequests=200000] [logins=0]`.
 * Logs in once as admin, then keeps `connections` keep-alive connections busy with the withdrawal list
 * (GET /admin-api/wallet/member-withdraw/list, 15 rows a page) until the time or the request cap runs out (after a
 * 1 s warm-up that is not counted). Each request is the next of a fixed rotation of filtered pages (`listPath`): a
 * status tab, a wallet type, a week of creation dates, a phone fragment and a page 1–3 (600 combinations of 200
 * filters). With `logins` > 0, that many more connections log in as admin over and over meanwhile (each a full password check), to show what logins cost the list. Prints one JSON line: requests,
 * rps, p50/p90/p99/max ms, errors, and with logins their count, rate and median.
 */
import http from "node:http";

const [baseUrl, connectionsArg = "20", secondsArg = "10", maxArg = "200000", loginsArg = "0"] = process.argv.slice(2);
if (!baseUrl) {
  console.error("usage: node bench/load.mjs <baseUrl> [connections] [seconds] [maxRequests]");
  process.exit(2);
}
const connections = Number(connectionsArg);
const seconds = Number(secondsArg);
const maxRequests = Number(maxArg);
const logins = Number(loginsArg);
const base = new URL(baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
const loginAgent = new http.Agent({ keepAlive: true, maxSockets: logins || 1, maxFreeSockets: logins || 1 });

/** The seed's withdrawals were created in the 60 days before 2026-11-22 (server/seed/dates.ts). */
const WEEKS = ["2026-09-27", "2026-10-11", "2026-10-25", "2026-11-08"];
const STATUSES = ["", "1", "2", "3", "4"];
const WALLETS = ["", "USDT"];
/** One request in four searches a phone fragment (a `contains` over the members: no index can serve it). */
const PHONES = ["", "", "", "5201"];
/**
 * The n-th list request of the rotation: status × wallet type × (no dates or one of four weeks) × phone fragment
 * × page 1–3 — 5 × 2 × 5 × 4 × 3 = 600 combinations, walked with a stride coprime to 600 so that neighbours differ.
 */
function listPath(n) {
  let k = (n * 7) % 600;
  const pick = (list) => {
    const value = list[k % list.length];
    k = Math.floor(k / list.length);
    return value;
  };
  const status = pick(STATUSES);
  const wallet = pick(WALLETS);
  const week = pick(["", ...WEEKS]);
  const phone = pick(PHONES);
  const page = pick(["1", "2", "3"]);
  const query = new URLSearchParams({ page, pageSize: "15" });
  if (status) query.set("status", status);
  if (wallet) query.set("walletType", wallet);
  if (phone) query.set("phone", phone);
  if (week) {
    const start = new Date(`${week}T00:00:00Z`);
    const end = new Date(start.getTime() + 7 * 86_400_000 - 1000);
    const text = (date) => date.toISOString().slice(0, 19).replace("T", " ");
    query.set("startTime", text(start));
    query.set("endTime", text(end));
  }
  return `/admin-api/wallet/member-withdraw/list?${query}`;
}

/** One request; resolves to the status and the body text (rejects on a socket error or after 10 s). */
function request(method, path, headers = {}, body, via = agent) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method, path, headers, agent: via, timeout: 10_000 },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}

const form = "username=admin&password=123456";
/**
 * One login; `client` (1–254) poses as a staff member's own machine through X-Forwarded-For (the bench starts the
 * server with TRUST_PROXY=1): more than 10 attempts in flight from one address on one account are a burst that the
 * login throttle locks, whatever the password.
 */
const logIn = (via, client) =>
  request(
    "POST",
    "/admin-api/xboot/login",
    {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": Buffer.byteLength(form),
      ...(client ? { "X-Forwarded-For": `10.0.0.${client}` } : {}),
    },
    form,
    via,
  );
const login = await logIn(agent);
const token = JSON.parse(login.body).result;
if (typeof token !== "string" || !token) throw new Error(`login failed: ${login.status} ${login.body.slice(0, 200)}`);
const headers = { accessToken: token };

const ok = (response) => {
  if (response.status !== 200) return false;
  try {
    return JSON.parse(response.body).success === true;
  } catch {
    return false;
  }
};

/** Keeps `connections` requests in flight until `until` (ms epoch) or `cap` requests; returns latencies and errors. */
async function hammer(until, cap) {
  const latencies = [];
  let sent = 0;
  let errors = 0;
  const worker = async () => {
    while (Date.now() < until && sent < cap) {
      const path = listPath(sent++);
      const started = process.hrtime.bigint();
      try {
        if (!ok(await request("GET", path, headers))) errors++;
      } catch {
        errors++;
      }
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, errors };
}

/** `logins` connections logging in over and over until `until`; the login latencies and errors. */
async function loginStorm(until) {
  const latencies = [];
  let errors = 0;
  const worker = async (client) => {
    while (Date.now() < until) {
      const started = process.hrtime.bigint();
      try {
        if (!ok(await logIn(loginAgent, client))) errors++;
      } catch {
        errors++;
      }
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: logins }, (_, index) => worker(index + 1)));
  return { latencies, errors };
}

await hammer(Date.now() + 1000, maxRequests); // warm-up: JIT, connections, the database's caches
const started = Date.now();
const until = started + seconds * 1000;
/** Seconds from the start until `work` ended: each rate is over its own run (the last login answers after the list). */
const timed = async (work) => ({ ...(await work), seconds: (Date.now() - started) / 1000 });
const [{ latencies, errors, seconds: elapsed }, storm] = await Promise.all([
  timed(hammer(until, maxRequests)),
  logins > 0 ? timed(loginStorm(until)) : undefined,
]);
latencies.sort((a, b) => a - b);
const percentile = (list, p) => list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] ?? 0;
const pct = (p) => percentile(latencies, p);
const round = (n) => Math.round(n * 10) / 10;
const loginFigures = storm && {
  logins: storm.latencies.length,
  loginRps: round(storm.latencies.length / storm.seconds),
  loginP50: round(
    percentile(
      storm.latencies.sort((a, b) => a - b),
      50,
    ),
  ),
  loginErrors: storm.errors,
};
console.log(
  JSON.stringify({
    connections,
    seconds: round(elapsed),
    requests: latencies.length,
    rps: round(latencies.length / elapsed),
    p50: round(pct(50)),
    p90: round(pct(90)),
    p99: round(pct(99)),
    max: round(latencies.at(-1) ?? 0),
    errors,
    ...loginFigures,
  }),
);
agent.destroy();
loginAgent.destroy();
