import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const src = fileURLToPath(new URL("./src", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@": src } },
  test: {
    // Vitest's default is one worker fewer than the CPUs: on the 2-core machines npm test runs on, that is one worker
    // and every file in a row. Two keep both cores busy (each server test file runs its own in-memory server).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts"],
          globalSetup: ["server/tests/template.setup.ts"],
          // A limit for hangs, not for speed: a test that restarts a file-backed server seeds twice (about 20 s on an
          // idle 2-core machine, more beside the other worker's kill -9 or login-burst file). At 30 s, a CI run failed a
          // unit test under load.
          testTimeout: 120000,
          hookTimeout: 120000,
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/unit/setup.ts"],
          server: { deps: { inline: ["@refinedev/react-router"] } },
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
