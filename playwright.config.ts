import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";

/**
 * Browser tests: Debian's Chromium (no browser download) against the contract server serving the built console
 * on a fresh in-memory database (tests/e2e/global-setup.ts).
 */

/**
 * Debian's headless shell when installed (`chromium-headless-shell`, the same Blink and V8 as `chromium`, without the
 * browser's own window, tab strip and omnibox): each new test context then costs about half the CPU. Else `chromium`.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const PORT = Number(process.env.E2E_PORT ?? 18765);

/**
 * The specs that run on the bare profile too (docs/testing.md): the session flows (expiry, reload, a 401 in the middle
 * of a search, the lock, the re-login), every system-administration page
 * with its round trips, and the walk of every page of the bare menu. Every spec runs on the full profile.
 */
const BARE_SPECS = [
  "session-return.spec.ts",
  "system.spec.ts",
  "system-cache.spec.ts",
  "system-jobs.spec.ts",
  "system-monitor.spec.ts",
  "system-round-trips.spec.ts",
  "bare-profile.spec.ts",
];
export default defineConfig({
  testDir: "tests/e2e",
  // A limit for hangs, not for speed: the walks of every page (phone.spec, lists-layout.spec) take most of a minute
  // on a loaded 2-core machine; each step still waits at most `expect.timeout`.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // One worker per core and one more, at most 4, all sharing one contract server (E2E_WORKERS overrides): a worker
  // waiting on a timer or a message leaves its core to the others.
  workers: Number(process.env.E2E_WORKERS) || Math.min(4, availableParallelism() + 1),
  // One retry: the machines are shared and noisy. A test that needed it is reported as flaky (list output and the
  // summary line of npm test), so a real intermittent fault stays visible.
  retries: 1,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e.json" }]],
  outputDir: process.env.E2E_OUTPUT ?? "test-results/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  projects: [
    {
      name: "full",
      testIgnore: "bare-profile.spec.ts",
      use: { baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}` },
    },
    {
      name: "bare",
      testMatch: BARE_SPECS,
      use: { baseURL: process.env.E2E_BARE_URL ?? `http://127.0.0.1:${PORT + 1}` },
    },
  ],
  use: {
    viewport: { width: 1440, height: 900 },
    locale: "zh-CN",
    // Staff work in China: the browser's day is the server's Asia/Shanghai day, whatever zone the machine is in.
    timezoneId: "Asia/Shanghai",
    // As staff who ask their system for reduced motion: antd's animations off (src/shell/reduced-motion.ts). With them
    // on, a dialog first shows at full size for a frame ("prepare"), then shrinks to nothing to grow back: a click
    // Playwright aims in that frame landed on the mask under load (a recharge approval lost in CI, 2026-11-24).
    // shell-theme.spec.ts checks both preferences.
    reducedMotion: "reduce",
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        // No GPU process and no GPU compositing: with --disable-gpu the compositor still ran in a process of its own
        // (a share of npm test's browser CPU on the 2-core machine).
        "--in-process-gpu",
        "--disable-gpu-compositing",
        // Full Chromium preloads its omnibox's pop-up, a page of its own in a renderer of its own, for every new
        // window — that is, for every test's context (the headless shell has no omnibox; it ignores the flag).
        "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
        // V8's optimizing compilers (TurboFan, Maglev) off: a test's page lives for seconds, and compiling its hot code
        // for speed cost more CPU than it saved on the 2-core machine (bench/results/e2e-chromium-flags.md). The
        // console's behaviour does not depend on the tier its code runs in.
        "--js-flags=--no-opt,--no-maglev",
      ],
    },
  },
});
