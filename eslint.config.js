import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import { importX, createNodeResolver } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL(".", import.meta.url));
const tsconfig = fileURLToPath(new URL("./tsconfig.json", import.meta.url));

/**
 * The layers of `src/`, lowest first: a layer may import the layers before it, never one after it
 * (arrow = "is imported by"): lib ← i18n ← components ← providers ← shell ← resources | pages ← app.
 * `resources` and `pages` are siblings: neither imports the other (a widget both need goes down to
 * `components`, session state to `providers/session`; the resource DSL is for screens only). `app` (src/app/:
 * the entry files and the route wiring) is the only place that imports pages and screens together; nothing
 * imports it. A file directly under src/ belongs to no layer (only vite-env.d.ts is there).
 */
const layers = [
  ["lib", ["src/lib"]],
  ["i18n", ["src/i18n"]],
  ["components", ["src/components"]],
  ["providers", ["src/providers"]],
  ["shell", ["src/shell"]],
  ["resources", ["src/resources"]],
  ["pages", ["src/pages"]],
  ["app", ["src/app"]],
];
const siblings = { resources: "pages", pages: "resources" };

const layerZones = layers.flatMap(([name, paths], index) => {
  const higher = layers.slice(index + 1).map(([other]) => other);
  const sibling = siblings[name] ? [siblings[name]] : [];
  const from = layers
    .filter(([other]) => higher.includes(other) || sibling.includes(other))
    .flatMap(([, dirs]) => dirs);
  const message = `The ${name} layer imports only the layers below it: lib ← i18n ← components ← providers ← shell ← resources | pages ← app.`;
  return from.length === 0 ? [] : [{ target: paths, from, message }];
});

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      ".data",
      "test-results",
      "playwright-report",
      "bench/results",
      "bench/reference/dist",
      "dist-*",
      "tests/lint-fixtures",
      ".shot*.mjs",
      "reports",
      ".stryker-tmp",
    ],
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The house rules of SPEC/STYLE: dependencies point one way and never round in a circle.
    // tests/lint-fixtures (ignored by `npm run lint`) show the rules fail: tests/unit/lint-rules.test.ts.
    files: ["src/**/*.{ts,tsx}", "tests/lint-fixtures/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs", ".cjs"],
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
          tsconfig: { configFile: tsconfig }, // the `@/` alias comes from its paths
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            ...layerZones,
            {
              target: ["src"],
              from: ["server"],
              message: "The console never imports server/: it reads the files `npm run contract` writes under src/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node, ...globals.browser } },
  },
);
