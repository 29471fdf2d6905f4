/**
 * The bench's reference app: the "hello world" of Refine + antd + kbar, built with the root node_modules so the
 * console's bundle figures can be read as a ratio to it (npm run bench).
 */
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  publicDir: false,
  plugins: [react()],
  build: { outDir: fileURLToPath(new URL("./dist", import.meta.url)), emptyOutDir: true, manifest: true, target: "es2022", chunkSizeWarningLimit: 2000 },
});
