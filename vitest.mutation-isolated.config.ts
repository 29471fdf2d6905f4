/** The isolated mutation pass (stryker.isolated.config.mjs): each of its test files in its own module graph. */
import { defineConfig } from "vitest/config";
import shared, { isolatedTests } from "./vitest.mutation.config";

export default defineConfig({
  ...shared,
  test: { ...shared.test, include: isolatedTests, exclude: [], isolate: true },
});
