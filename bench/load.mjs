#!/usr/bin/env node
/**
 * Load generator (run as its own process):
 * `node bench/load.mjs <baseUrl> [connections=20] [seconds=10] [maxRequests=200000] [logins=0]`.
 * Logs in once as admin, then keeps `connections` keep-alive connections busy with
 * GET /admin-api/wallet/member-withdraw/list?page=1&pageSize=15 until the time or the request cap runs out
 * (after a 1 s warm-up that is not counted). With `logins` > 0, that many more connections log in as admin over and
 * over meanwhile (each a full password check), to show what logins cost the list. Prints one JSON line: requests,
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
const LIST = "/admin-api/wallet/member-withdraw/list?page=1&pageSize=15";

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
      sent++;
      const started = process.hrtime.bigint();
      try {
        if (!ok(await request("GET", LIST, headers))) errors++;
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
const [{ latencies, errors }, storm] = await Promise.all([
  hammer(until, maxRequests),
  logins > 0 ? loginStorm(until) : undefined,
]);
const elapsed = (Date.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const percentile = (list, p) => list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] ?? 0;
const pct = (p) => percentile(latencies, p);
const round = (n) => Math.round(n * 10) / 10;
const loginFigures = storm && {
  logins: storm.latencies.length,
  loginRps: round(storm.latencies.length / elapsed),
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
