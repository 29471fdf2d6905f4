/**
 * The isolated mutation pass (stryker.isolated.config.mjs): every test file in its own module graph, Vitest's default.
 * It keeps the shared pass's whole test set: with only the isolated files included, region.test.ts was not collected
 * under Stryker either.
 */
import { defineConfig } from "vitest/config";
import shared, { isolatedTests } from "./vitest.mutation.config";

const { exclude = [] } = shared.test ?? {};

export default defineConfig({
  ...shared,
  test: { ...shared.test, exclude: exclude.filter((path) => !isolatedTests.includes(path)), isolate: true },
});
