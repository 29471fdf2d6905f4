// `npm run mutation`'s second pass (after stryker.config.mjs): the code whose tests must each have their own module
// graph (see isolatedTests in vitest.mutation.config.ts). Slower per mutant, so it holds only those.
import base, { isolatedSources } from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: isolatedSources,
  vitest: { ...base.vitest, configFile: "vitest.mutation-isolated.config.ts" },
  htmlReporter: { fileName: "reports/mutation/isolated.html" },
  jsonReporter: { fileName: "reports/mutation/isolated.json" },
};
