/**
 * Starts the contract server on a fresh in-memory database, serving the built console (dist/), for the whole run.
 * Builds the console first when dist/ is missing. Set E2E_BASE_URL to test a server that is already running.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { shanghaiNow } from "../../server/lib/time";

/** Several engineers may run browser tests at once: each picks a port and a build folder. */
const PORT = Number(process.env.E2E_PORT ?? 18765);
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

export default async function globalSetup(): Promise<() => void> {
  if (process.env.E2E_BASE_URL) return () => undefined;
  if (!existsSync(`${DIST}/index.html`)) {
    const build = spawnSync("node_modules/.bin/vite", ["build", "--logLevel", "warn", "--outDir", DIST], {
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("vite build failed");
  }
  const server = spawn("node_modules/.bin/tsx", ["server/main.ts"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: "memory",
      STATIC_DIR: DIST,
      TOKEN_TTL_MINUTES: "720",
      // The data is dated from the day the run starts (Asia/Shanghai), as on a fresh `npm start`, so "the last 15
      // days" on home always has rows; the rows themselves are the same on every day. No seeded job runs on the wall
      // clock meanwhile.
      SEED_DAY: shanghaiNow().slice(0, 10),
      SCHEDULER: "off",
    },
  });
  await waitFor(`http://127.0.0.1:${PORT}/version.json`, 120_000);
  return () => {
    server.kill("SIGTERM");
  };
}
