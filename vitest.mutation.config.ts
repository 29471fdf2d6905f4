/**
 * The unit tests Stryker runs for `npm run mutation` (stryker.config.mjs): the web project's tests of the code it
 * mutates — providers, lib, the DSL's mapping and the navigation guard's rules. In Node, not jsdom: jsdom costs ~40 s
 * of set-up per run, and Stryker runs the tests once per mutant; the one test file that needs a DOM says so itself.
 */
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const src = fileURLToPath(new URL("./src", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@": src } },
  test: {
    environment: "node",
    include: [
      "src/providers/**/*.test.{ts,tsx}",
      "src/lib/**/*.test.{ts,tsx}",
      "src/resources/dsl/*.test.{ts,tsx}",
      "src/shell/guard-rules.test.ts",
    ],
    // DOM-only tests of code left out of the mutation (stubs, the product-name reader); csv.test.ts asks for jsdom.
    exclude: ["src/lib/stubs/**", "src/providers/product-name.test.ts"],
    server: { deps: { inline: ["@refinedev/react-router"] } },
    testTimeout: 30000,
  },
});
