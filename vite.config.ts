import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip as gzipCallback } from "node:zlib";
import { ALIASED_STAND_INS, AXIOS_STAND_INS } from "./build/stand-ins";

const brotli = promisify(brotliCompress);
const standIn = (file: string): string => fileURLToPath(new URL(`./build/stand-ins/${file}`, import.meta.url));
const gzip = promisify(gzipCallback);

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

/** Files worth compressing: text the browser loads (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible built file over 1 KiB, at the highest
 * levels (once per build, not per request): the contract server sends them to browsers that accept them
 * (server/http/static.ts), as nginx does with `gzip_static` / `brotli_static`.
 */
function precompressed(): Plugin {
  return {
    name: "precompressed",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(dir, file);
            const source = await readFile(path);
            if (source.length < MIN_COMPRESS_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzip(source, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}

/**
 * axios modules the console never runs, stubbed out of the build (build/stand-ins AXIOS_STAND_INS): its fetch adapter
 * — the console's instance names the XMLHttpRequest adapter, which reports upload progress; it was a third of axios's
 * weight in the login page's JS — and its table of status names.
 */
function axiosStandIns(): Plugin {
  return {
    name: "axios-stand-ins",
    enforce: "pre",
    resolveId(source, importer) {
      const from = importer?.replaceAll("\\", "/");
      const standInFor = AXIOS_STAND_INS.find(
        (stub) => source === stub.find && from !== undefined && new RegExp(`/axios/lib/${stub.from}[^/]+$`).test(from),
      );
      return standInFor ? standIn(standInFor.file) : null;
    },
  };
}

const apiTarget = process.env.API_TARGET ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react(), versionFile(), precompressed(), axiosStandIns()],
  define: { __APP_VERSION__: JSON.stringify(buildVersion) },
  resolve: {
    alias: [
      { find: "@contract", replacement: fileURLToPath(new URL("./contract", import.meta.url)) },
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // Packages the libraries import but the console never runs, and antd's style injection (build/stand-ins/).
      ...ALIASED_STAND_INS.map(({ find, file }) => ({ find, replacement: standIn(file) })),
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
      // it — antd's Input reaches it through the form context, which put useForm, Field and the validator into
      // the login page's JavaScript. Its modules only define functions and classes: let unused ones go.
      // The screen kit likewise (src/resources/kit/: declarations, components and hooks, nothing run on import): a
      // screen imports it through one module (kit/index.ts), and what the screen does not use stays out of its chunk.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]node_modules[\\/]rc-field-form[\\/]/.test(id) && !/[\\/]src[\\/]resources[\\/]kit[\\/]/.test(id),
      },
    },
  },
});
