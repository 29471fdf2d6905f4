import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { readFileSync, readdirSync } from "node:fs";

const src = fileURLToPath(new URL("./src", import.meta.url));
const contract = fileURLToPath(new URL("./contract", import.meta.url));

/**
 * The tests share one module graph per worker (`isolate: false`): a fresh graph per file — jsdom for the web tests,
 * the server's modules and PGlite for the server tests — cost most of their time on the 2-core machine. A file that
 * replaces a module for its run (vi.mock, vi.doMock, vi.stubGlobal, vi.resetModules) would leak that into the next
 * file of its worker, so those run in projects of their own, one graph per file as before. The rest reset what they
 * touch (tests/unit/setup.ts clears the DOM and localStorage after each test; server/tests/env.setup.ts puts the
 * server's clock, calendar, timers and variables back after each file).
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|stubGlobal|resetModules)\(/;
const testsUnder = (dirs: string[]) =>
  dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file}`),
  );
const replacesModules = (file: string) => REPLACES_MODULES.test(readFileSync(file, "utf8"));
const isolatedWebTests = testsUnder(["src", "tests/unit", "build"]).filter(replacesModules);
const isolatedServerTests = testsUnder(["server"]).filter(replacesModules);
const serverProject = {
  environment: "node" as const,
  globalSetup: ["server/tests/template.setup.ts"],
  // A fixed seed day and no scheduler on the wall clock for every test server.
  setupFiles: ["server/tests/env.setup.ts"],
  // Cheap password hashes: the login tests count checks and never time them (server/lib/password.ts).
  // A handler reading a request key its call does not declare fails (server/http/declared-keys.ts).
  // A small buffer pool for the embedded database: PostgreSQL writes all of it at each start (server/db/pglite.ts).
  env: { BCRYPT_ROUNDS: "4", CONTRACT_KEYS: "strict", PGLITE_SHARED_BUFFERS: "16" },
  // A limit for hangs, not for speed: a test that restarts a file-backed server seeds twice, slowly beside the other
  // worker's kill -9 or login-burst file on a loaded 2-core machine.
  testTimeout: 120000,
  hookTimeout: 120000,
  // After the web tests, which run while the seeded database they start from is built (template.setup.ts).
  sequence: { groupOrder: 1 },
};
const webProject = {
  environment: "jsdom" as const,
  setupFiles: ["tests/unit/setup.ts"],
  server: { deps: { inline: ["@refinedev/react-router"] } },
  testTimeout: 60000,
  hookTimeout: 60000,
  sequence: { groupOrder: 0 },
};

export default defineConfig({
  resolve: { alias: { "@": src, "@contract": contract } },
  test: {
    // Vitest's default is one worker fewer than the CPUs: on the 2-core machines npm test runs on, that is one worker
    // and every file in a row. Two keep both cores busy (each server test file runs its own in-memory server).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...serverProject,
          name: "server",
          include: ["server/**/*.test.ts"],
          exclude: isolatedServerTests,
          // Every server a file starts has a database of its own, and the caches of the server's modules are kept
          // per database.
          isolate: false,
        },
      },
      // Only when some file needs it: a project with no include list would take Vitest's default one.
      ...(isolatedServerTests.length
        ? [
            {
              extends: true as const,
              test: { ...serverProject, name: "server-isolated", include: isolatedServerTests },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          ...webProject,
          name: "web",
          include: [
            "src/**/*.test.{ts,tsx}",
            "contract/**/*.test.ts",
            "tests/unit/**/*.test.{ts,tsx}",
            "build/**/*.test.ts",
          ],
          exclude: isolatedWebTests,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...webProject, name: "web-isolated", include: isolatedWebTests },
      },
    ],
  },
});
