/**
 * The budget rule "login and home do not grow with the number of screens" on a hand-made build: a screen
 * or the list machinery reachable from home's static imports is reported; the same files behind dynamic imports
 * are not.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM scripts of the bench, no type declarations
import { screenLeaks } from "../../bench/budgets.mjs";
// @ts-expect-error plain ESM scripts of the bench, no type declarations
import { bundleStats } from "../../bench/bundle-stats.mjs";

function build(homeImports: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "budgets-"));
  mkdirSync(join(dir, ".vite"), { recursive: true });
  mkdirSync(join(dir, "assets"));
  const chunks: Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }> = {
    "index.html": { file: "assets/index.js", isEntry: true, dynamicImports: ["src/pages/home/home-page.tsx"] },
    "src/pages/login/login-page.tsx": { file: "assets/login.js" },
    "src/app/console-app.tsx": { file: "assets/console.js", dynamicImports: ["src/resources/a/b.screen.ts"] },
    "src/shell/layout/shell-layout.tsx": { file: "assets/shell.js" },
    "src/pages/home/home-page.tsx": { file: "assets/home.js", imports: homeImports },
    "src/resources/a/b.screen.ts": { file: "assets/b.screen.js" },
    "src/resources/kit/screen-page.tsx": { file: "assets/screen-page.js" },
  };
  writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(chunks));
  for (const chunk of Object.values(chunks)) writeFileSync(join(dir, chunk.file), "export {};");
  return dir;
}

const pages = {
  loginPages: ["src/pages/login/login-page.tsx"],
  homePages: ["src/app/console-app.tsx", "src/shell/layout/shell-layout.tsx", "src/pages/home/home-page.tsx"],
};

describe("bundle budgets: screens stay out of login and home", () => {
  it("passes when screens and the list machinery are only imported lazily", () => {
    const dir = build([]);
    expect(screenLeaks(bundleStats(dir, pages), dir)).toEqual([]);
  });

  it("names a screen and the list machinery that home imports statically", () => {
    const dir = build(["src/resources/a/b.screen.ts", "src/resources/kit/screen-page.tsx"]);
    const leaks = screenLeaks(bundleStats(dir, pages), dir) as string[];
    expect(leaks).toHaveLength(2);
    expect(leaks[0]).toContain("src/resources/a/b.screen.ts");
    expect(leaks[1]).toContain("src/resources/kit/screen-page.tsx");
  });
});
