/**
 * A throwaway PostgreSQL cluster for the bench's load test on PostgreSQL, started like .ci/postgres.sh does (Debian's
 * binaries under /usr/lib/postgresql, trust auth on loopback, as the `postgres` user when the bench runs as root),
 * on a free port, in a temporary folder removed at the end. BENCH_DATABASE_URL uses a server of your own instead
 * (the bench creates and drops a database of its own there). Resolves to undefined when neither is available.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./servers.mjs";

function binaries() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(root, versions.at(-1), "bin") : undefined;
}

/** Runs `command` as the postgres user when this process is root (initdb refuses root). */
function asPostgres(command) {
  if (process.getuid?.() === 0) execFileSync("su", ["postgres", "-c", command], { stdio: "ignore" });
  else execFileSync("sh", ["-c", command], { stdio: "ignore" });
}

/** A new empty database on that server: { url, drop }. */
export async function createDatabase(serverUrl) {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** { url, stop } of an empty database, or undefined with the reason in `why`. */
export async function startPostgres() {
  if (process.env.BENCH_DATABASE_URL) {
    const database = await createDatabase(process.env.BENCH_DATABASE_URL);
    return { url: database.url, stop: () => database.drop(), source: "BENCH_DATABASE_URL" };
  }
  const bin = binaries();
  if (!bin)
    return { why: "no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql, or BENCH_DATABASE_URL)" };
  const port = await freePort(55500, 55599);
  const dir = mkdtempSync("/tmp/bench-pg-");
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" })), 0);
  const data = join(dir, "data");
  asPostgres(`${bin}/initdb -D ${data} -A trust -U postgres`);
  asPostgres(
    `${bin}/pg_ctl -D ${data} -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1' -l ${join(dir, "log")} -w start`,
  );
  const stop = async () => {
    try {
      asPostgres(`${bin}/pg_ctl -D ${data} -m fast stop`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, source: `PostgreSQL ${bin.split("/").at(-2)}` };
}
