// Mutation testing (issue 11): how many deliberate small breakages of the providers, the pure helpers, the DSL's
// mapping and the guard rules the unit tests notice. `npm run mutation`; the report is reports/mutation/.
/** What the isolated pass mutates: the code whose tests must not share a module graph (vitest.mutation.config.ts). */
export const isolatedSources = [
  "src/lib/region.ts",
  "src/lib/storage.ts",
  "src/providers/auth-provider.ts",
  "src/providers/session/lock.ts",
  "src/providers/session/lock-return.ts",
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: [
    "src/providers/**/*.ts",
    "src/lib/**/*.ts",
    "contract/*.ts",
    "!contract/*.test.ts",
    "src/resources/kit/engine/search-mapping.ts",
    "src/resources/kit/engine/form-model.ts",
    "src/shell/guard-rules.ts",
    "!src/**/*.test.ts",
    "!src/**/*.d.ts",
    // Wiring and types only: nothing to decide, nothing a unit test could observe without a browser.
    "!src/providers/index.ts",
    "!src/providers/http-instance.ts",
    "!src/providers/auth-instance.ts",
    "!src/providers/i18n-provider.ts",
    "!src/providers/notification-provider.ts",
    "!src/providers/session/menu-types.ts",
    "!src/providers/session/menu-store.ts",
    "!src/providers/session/password-drawer-store.ts",
    "!src/providers/product-name.ts",
    // The isolated pass, stryker.isolated.config.mjs.
    ...isolatedSources.map((file) => `!${file}`),
  ],
  coverageAnalysis: "perTest",
  concurrency: 2,
  timeoutMS: 20000,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  thresholds: { high: 85, low: 70, break: null },
};
