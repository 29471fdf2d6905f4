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
          testTimeout: 30000,
          hookTimeout: 60000,
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
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
