import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import { importX, createNodeResolver } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";
import { readdirSync } from "node:fs";
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

/**
 * The layers of `server/`, lowest first, the same way round: db | i18n ← lib ← http ← kit ← seed ← routes ← screens ←
 * app. The seed sits above the kit: it builds the menu from the screens' declarations (kit types) and the apps. `lib`
 * (domain rules, sessions, ApiError, reading one parameter) needs nothing of `http` (the envelope, reading a request,
 * the middleware). `routes` (hand-built calls: session, menu, uploads, home's statistics) sits below the
 * screens because a screen may serve one of its handlers on its own page. The app files start it all; `server/tests`
 * may import anything.
 */
const serverLayers = [
  ["db | i18n", ["server/db", "server/i18n"]],
  ["lib", ["server/lib"]],
  ["http", ["server/http"]],
  ["kit", ["server/kit"]],
  ["seed", ["server/seed"]],
  ["routes", ["server/routes"]],
  ["screens", ["server/screens"]],
  [
    "app",
    [
      "server/app.ts",
      "server/main.ts",
      "server/audit-verify.ts",
      "server/generate.ts",
      "server/generated.ts",
      "server/generated-dicts.ts",
    ],
  ],
];
const serverOrder = "db | i18n ← lib ← http ← kit ← seed ← routes ← screens ← app";
const serverLayerZones = serverLayers.flatMap(([name, paths], index) => {
  const from = serverLayers.slice(index + 1).flatMap(([, dirs]) => dirs);
  const message = `The server's ${name} layer imports only the layers below it: ${serverOrder}.`;
  return from.length === 0 ? [] : [{ target: paths, from, message }];
});
/** The server imports nothing of the console: what both sides share (calls, dictionaries, the CSV encoder) is in contract/. */
const serverReadsOfConsole = {
  target: "server",
  from: "src",
  message: "The server imports nothing of src/: what both sides share goes to contract/.",
};
/** Each area of `server/screens/` is on its own: what two areas share goes down to `server/lib`. */
const serverAreaZones = readdirSync(fileURLToPath(new URL("./server/screens", import.meta.url)), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `server/screens/${name}`,
    from: "server/screens",
    except: [`./${name}`],
    message: `server/screens/${name} imports no other area: move what areas share to server/lib.`,
  }));

/**
 * Each area of `src/resources/` (finance, members, system …) is on its own, as on the server: what two areas share
 * goes to `src/resources/shared/` (the ledger's rows and labels, the audit trail's fields), what every screen needs to
 * the kit.
 */
const resourceAreaZones = readdirSync(fileURLToPath(new URL("./src/resources", import.meta.url)), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && !["kit", "shared"].includes(entry.name))
  .map(({ name }) => ({
    target: `src/resources/${name}`,
    from: "src/resources",
    except: [`./${name}`, "./kit", "./shared"],
    message: `src/resources/${name} imports no other area: move what areas share to src/resources/shared.`,
  }));

/**
 * One screen vocabulary: a screen file and its parts speak the kit (`src/resources/kit/index.ts`), never its list
 * engine. Everything under src/resources/ but the kit itself may not import `kit/engine/**`; what a part needs of the
 * engine, the kit re-exports.
 */
const kitSurfaceZone = {
  target: ["src/resources/!(kit)/**", "src/resources/*.{ts,tsx}"],
  from: "src/resources/kit/engine",
  message: "Screens and their parts import the kit (@/resources/kit), not its engine: re-export what is needed there.",
};

/**
 * One way for a screen part to reach the back end: the kit's (`useCall`, `useEndpointQuery`, `useEndpointRead`,
 * `useListRead`, `backend`; src/resources/kit/engine/backend.ts). Outside the kit's engine, src/resources/ imports
 * neither the http client nor Refine's data hooks.
 */
const BACKEND_MESSAGE =
  "A screen part reaches the back end through the kit (@/resources/kit: useCall, useEndpointQuery, useEndpointRead, useListRead, backend).";
const kitBackendZone = {
  target: ["src/resources/!(kit)/**", "src/resources/*.{ts,tsx}"],
  from: "src/providers/http-instance.ts",
  message: BACKEND_MESSAGE,
};
/** React Router's navigate draws its caller again on every address change: the console's is @/lib/route-hooks'. */
const ROUTER_NAVIGATE = {
  name: "react-router",
  importNames: ["useNavigate"],
  message:
    "useStableNavigate (@/lib/route-hooks): React Router's useNavigate draws its caller again on every change of the address, a list's page or filter too.",
};
const REFINE_DATA_HOOKS = [
  "useDataProvider",
  "useCustom",
  "useCustomMutation",
  "useList",
  "useInfiniteList",
  "useOne",
  "useMany",
  "useCreate",
  "useCreateMany",
  "useUpdate",
  "useUpdateMany",
  "useDelete",
  "useDeleteMany",
];

/** The import rules every part of the repository gets: no cycle, and the zones its direction forbids. */
const importDirection = (zones) => ({
  "import-x/no-cycle": ["error", { ignoreExternal: true }],
  "import-x/no-restricted-paths": ["error", { basePath: root, zones }],
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
    rules: importDirection([
      ...layerZones,
      ...resourceAreaZones,
      kitSurfaceZone,
      kitBackendZone,
      {
        target: ["src"],
        from: ["server"],
        message: "The console never imports server/: it reads the files `npm run contract` writes under src/.",
      },
    ]),
  },
  {
    // One navigate function for the console (src/lib/route-hooks.tsx); tests may drive their router directly.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/lib/route-hooks.tsx", "**/*.test.{ts,tsx}", "**/*.fixture.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [ROUTER_NAVIGATE] }] },
  },
  {
    // Refine's data hooks, like the http client, stay in the kit's engine (kitBackendZone above).
    files: ["src/resources/**/*.{ts,tsx}"],
    ignores: ["src/resources/kit/engine/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@refinedev/core", importNames: REFINE_DATA_HOOKS, message: BACKEND_MESSAGE },
            ROUTER_NAVIGATE,
          ],
        },
      ],
    },
  },
  {
    // contract/ is what both sides import: it imports neither of them, nor Node's modules (the console runs it too).
    files: ["contract/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".js"],
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".js", ".json"] })],
    },
    rules: {
      ...importDirection([
        {
          target: "contract",
          from: ["src", "server"],
          message: "contract/ is imported by the console and the server, and imports neither.",
        },
      ]),
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["node:*"], message: "contract/ runs in the browser too." }] },
      ],
    },
  },
  {
    // The same direction rules for the contract server (tests/unit/lint-rules.test.ts shows them fail).
    files: ["server/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".js", ".mjs"],
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".js", ".mjs", ".json"] })],
    },
    rules: importDirection([...serverLayerZones, ...serverAreaZones, serverReadsOfConsole]),
  },
  {
    files: ["**/*.{js,mjs}"],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node, ...globals.browser } },
  },
);
