import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };
/** The build's identity: the version check (SPEC §7.2) compares it with the stored one. */
const buildVersion =
  process.env.APP_VERSION ??
  `${pkg.version}+${new Date()
    .toISOString()
    .replace(/[-:TZ.]/g, "")
    .slice(0, 14)}`;

/** Writes dist/version.json, which the navigation guard polls to detect a new deployment. */
function versionFile(): Plugin {
  return {
    name: "version-file",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "version.json", source: JSON.stringify({ version: buildVersion }) });
    },
  };
}

const apiTarget = process.env.API_TARGET ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react(), versionFile()],
  define: { __APP_VERSION__: JSON.stringify(buildVersion) },
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // Packages the libraries import but the console never runs (bundle budget; see each stub's comment).
      { find: "papaparse", replacement: fileURLToPath(new URL("./src/lib/stubs/papaparse.ts", import.meta.url)) },
      {
        find: /^error-stack-parser$/,
        replacement: fileURLToPath(new URL("./src/lib/stubs/error-stack-parser.ts", import.meta.url)),
      },
      {
        find: /^resize-observer-polyfill$/,
        replacement: fileURLToPath(new URL("./src/lib/stubs/resize-observer.ts", import.meta.url)),
      },
      { find: /^qs$/, replacement: fileURLToPath(new URL("./src/lib/stubs/qs.ts", import.meta.url)) },
      // antd's style injection with a fast path for already-injected styles (see the module's comment).
      {
        find: /^rc-util\/es\/Dom\/dynamicCSS$/,
        replacement: fileURLToPath(new URL("./src/lib/stubs/dynamic-css.ts", import.meta.url)),
      },
    ],
  },
  server: { port: 5173, proxy: { "/admin-api": { target: apiTarget, changeOrigin: true } } },
  preview: { port: 4173, proxy: { "/admin-api": { target: apiTarget, changeOrigin: true } } },
  build: {
    target: "es2022",
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: {
      // rc-field-form declares no `sideEffects`, so everything its index re-exports stayed in any chunk that imports
      // it — antd's Input reaches it through the form context, which put useForm, Field and the validator (14 KiB
      // gzip) into the login page's JavaScript. Its modules only define functions and classes: let unused ones go.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]rc-field-form[\\/]/.test(id) },
    },
  },
});
