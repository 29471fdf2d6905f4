/**
 * The unit tests Stryker runs for `npm run mutation` (stryker.config.mjs): the web project's tests of the code it
 * mutates — providers, lib, the DSL's mapping and the navigation guard's rules. In Node, not jsdom: jsdom costs ~40 s
 * of set-up per run, and Stryker runs the tests once per mutant; the one test file that needs a DOM says so itself.
 */
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const src = fileURLToPath(new URL("./src", import.meta.url));
const contract = fileURLToPath(new URL("./contract", import.meta.url));

/**
 * Test files that cannot share a module graph, and so run in the isolated pass (stryker.isolated.config.mjs, with
 * vitest.mutation-isolated.config.ts) over the code they test. region.test.ts loads the region data with a dynamic
 * import and is never collected in a shared graph under Stryker (region.ts scored 0 %); the others replace
 * localStorage or window for the test (vi.stubGlobal), which in a shared graph left 122 of the first 190 mutants
 * "surviving" in files they do not even import.
 */
export const isolatedTests = [
  "src/lib/region.test.ts",
  "src/lib/storage.test.ts",
  "src/providers/auth-provider.test.ts",
  "src/providers/session/lock.test.ts",
];

export default defineConfig({
  resolve: { alias: { "@": src, "@contract": contract } },
  test: {
    environment: "node",
    include: [
      "src/providers/**/*.test.{ts,tsx}",
      "src/lib/**/*.test.{ts,tsx}",
      "contract/*.test.ts",
      "src/resources/dsl/*.test.{ts,tsx}",
      "src/shell/guard-rules.test.ts",
    ],
    exclude: [
      // A DOM-only test of code left out of the mutation (the product-name reader); csv.test.ts asks for jsdom.
      "src/providers/product-name.test.ts",
      // Reads the source text, which Stryker's sandbox holds instrumented (every import path becomes a mutant
      // switch): it cannot pass there, and tests no behaviour a mutant could change.
      "src/lib/dynamic-imports.test.ts",
      ...isolatedTests,
    ],
    server: { deps: { inline: ["@refinedev/react-router"] } },
    testTimeout: 30000,
    // One module graph per worker instead of one per test file: Stryker starts the covering tests once per mutant,
    // and re-importing each file's modules was most of its time (money.ts + url.ts, 99 mutants: 811 s isolated,
    // 189 s shared, the same 5 survivors; the per-file scores match the isolated runs of 2026-11-24 and -25).
    isolate: false,
  },
});
