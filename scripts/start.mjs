#!/usr/bin/env node
/**
 * `npm start`: builds the console and serves it from the contract server (one URL, embedded database, seeded on
 * first start). `npm run dev`: the contract server plus Vite's dev server with hot reload, proxying /admin-api.
 * Environment: PORT (default 8080), DATA_DIR (default .data/pglite), DATABASE_URL (PostgreSQL instead of PGlite).
 */
import { spawn, spawnSync } from "node:child_process";

const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "8080";
const bin = (name) => `node_modules/.bin/${name}`;

if (!dev) {
  console.log("Building the console (vite build)…");
  const build = spawnSync(bin("vite"), ["build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverEnv = { ...process.env, PORT: port, ...(dev ? {} : { STATIC_DIR: "dist" }) };
const server = spawn(bin("tsx"), ["server/main.ts"], { stdio: ["ignore", "pipe", "inherit"], env: serverEnv });
const children = [server];
let announced = false;
server.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /listening/i.test(String(chunk))) {
    announced = true;
    if (dev)
      children.push(
        spawn(bin("vite"), ["--port", "5173"], {
          stdio: "inherit",
          env: { ...process.env, API_TARGET: `http://127.0.0.1:${port}` },
        }),
      );
    const url = dev ? "http://localhost:5173/" : `http://localhost:${port}/`;
    console.log(
      `\n  Console:   ${url}\n  Log in as: admin / 123456 (everything)   operator / 123456 (read-only)   finance / 123456 (with a one-time code, below)\n`,
    );
  }
});
server.on("exit", (code) => {
  for (const child of children) child.kill();
  process.exit(code ?? 0);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => children.forEach((child) => child.kill(signal)));
