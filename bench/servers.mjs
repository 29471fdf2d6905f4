/** The contract server (in-memory DB, serving a build) and a plain static file server, both on loopback. */
import { createServer } from "node:http";
import { createServer as createNetServer } from "node:net";
import { createReadStream, existsSync, statSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { start, stop } from "./processes.mjs";

/** The first free loopback port in [from, to] (the bench uses 18790+, away from the browser tests' ports). */
export async function freePort(from = 18790, to = 18899) {
  for (let port = from; port <= to; port++) {
    const free = await new Promise((resolve) => {
      const probe = createNetServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

async function waitFor(url, timeoutMs, child) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`contract server exited (${child.exitCode}) before answering`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`contract server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts `tsx server/main.ts` serving `staticDir`, on an in-memory database or on `databaseUrl` (PostgreSQL), with
 * `redisUrl` (REDIS_URL: several instances share their live events) and `env` added; resolves once /version.json
 * answers. TRUST_PROXY=1 lets the load test's logins pose as separate machines.
 */
export async function startContractServer(staticDir, { databaseUrl, redisUrl, env = {}, timeoutMs = 90_000 } = {}) {
  const port = await freePort();
  const child = start("node_modules/.bin/tsx", ["server/main.ts"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      STATIC_DIR: staticDir,
      TOKEN_TTL_MINUTES: "720",
      TRUST_PROXY: "1",
      ...env,
    },
  });
  let log = "";
  const keep = (chunk) => (log = (log + chunk).slice(-4000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/version.json`, timeoutMs, child);
  } catch (error) {
    await stop(child);
    throw new Error(`${error.message}\n${log.trim()}`);
  }
  return { url, stop: () => stop(child), log: () => log };
}

const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
};

/** Serves a folder (index.html at /) on a free loopback port, in this process. */
export async function startStaticServer(dir) {
  const port = await freePort(18900, 18999);
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)).replace(
      /^(\.\.[/\\])+/,
      "",
    );
    let file = join(dir, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, "index.html");
    response.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
