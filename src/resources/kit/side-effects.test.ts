/**
 * The build treats every module of the kit as running nothing on import (vite.config.ts `moduleSideEffects`), so
 * that a screen's chunk keeps only what it uses of kit/index.ts. A bare import (a stylesheet, a polyfill, a module
 * run for what it registers) would then be dropped from the build without a word: none may exist here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const KIT = join(process.cwd(), "src/resources/kit");
const BARE_IMPORT = /^\s*import\s+["'][^"']+["'];?\s*$/m;

function bareImports(text: string): string[] {
  return text.split("\n").filter((line) => BARE_IMPORT.test(line));
}

describe("the kit runs nothing on import", () => {
  it("finds a bare import when there is one", () => {
    expect(bareImports('import { a } from "./a";\nimport "./list.css";\n')).toEqual(['import "./list.css";']);
  });

  it("has no bare import in any of its modules", () => {
    const files = readdirSync(KIT, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      bareImports(readFileSync(join(KIT, file), "utf8")).map((l) => `${file}: ${l}`),
    );
    expect(found).toEqual([]);
  });
});
