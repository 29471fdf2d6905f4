/**
 * Starts the contract servers on fresh in-memory databases, serving the built console (dist/), for the whole run.
 * Builds the console first when dist/ is missing. Set E2E_BASE_URL to test a server that is already running.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { shanghaiNow } from "../../server/lib/time";

/** Several engineers may run browser tests at once: each picks a port and a build folder. */
const PORT = Number(process.env.E2E_PORT ?? 18765);
const BARE_PORT = PORT + 1;
const DIST = process.env.E2E_DIST ?? "dist";

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`contract server did not answer at ${url} within ${ms} ms`);
}

/** One contract server on `port`, in `profile` (docs/deployment.md: the full one, or bare: only what the spec and X-Boot give). */
function startServer(port: number, profile: "full" | "bare"): ChildProcess {
  return spawn("node_modules/.bin/tsx", ["server/main.ts"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory",
      STATIC_DIR: DIST,
      TOKEN_TTL_MINUTES: "720",
      BACKEND_PROFILE: profile,
      // The data is dated from the day the run starts (Asia/Shanghai), as on a fresh `npm start`, so "the last 15
      // days" on home always has rows; the rows themselves are the same on every day. No seeded job runs on the wall
      // clock meanwhile.
      SEED_DAY: shanghaiNow().slice(0, 10),
      SCHEDULER: "off",
      // Cheap password hashes, as in the server tests: the browser tests log in a few hundred times and time none.
      BCRYPT_ROUNDS: "4",
      // A handler reading a request key its call does not declare fails the walk (server/http/declared-keys.ts).
      CONTRACT_KEYS: "strict",
    },
  });
}

/**
 * Two servers side by side: the full profile (every spec) on PORT and the bare profile (the `bare` project's specs,
 * playwright.config.ts) on BARE_PORT.
 */
export default async function globalSetup(): Promise<() => void> {
  if (process.env.E2E_BASE_URL) return () => undefined;
  if (!existsSync(`${DIST}/index.html`)) {
    const build = spawnSync("node_modules/.bin/vite", ["build", "--logLevel", "warn", "--outDir", DIST], {
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("vite build failed");
  }
  const servers = [startServer(PORT, "full"), startServer(BARE_PORT, "bare")];
  await Promise.all([
    waitFor(`http://127.0.0.1:${PORT}/version.json`, 180_000),
    waitFor(`http://127.0.0.1:${BARE_PORT}/version.json`, 180_000),
  ]);
  return () => {
    for (const server of servers) server.kill("SIGTERM");
  };
}
