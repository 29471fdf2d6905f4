/**
 * Runs the whole test suite at a chosen time: `npm test -- --at "2026-11-30 23:59:50"` (Asia/Shanghai) sets
 * FAKE_CLOCK_OFFSET_MS once and loads this file into every Node process of the run (NODE_OPTIONS=--import), and
 * the browser tests load `shiftDate` into every page (tests/e2e/base.ts). Every process then reads the same shifted
 * time, which runs on at the real pace. Only `Date` moves: timers and performance.now() are untouched.
 */

/** Replaces the global Date so that `new Date()`, `Date()` and `Date.now()` read the clock `offsetMs` ahead. */
export function shiftDate(offsetMs) {
  const RealDate = Date;
  if (!offsetMs || RealDate.__shiftedBy === offsetMs) return;
  const now = () => RealDate.now() + offsetMs;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) =>
      key === "now" ? now : key === "__shiftedBy" ? offsetMs : Reflect.get(target, key, receiver),
  });
}

shiftDate(Number(globalThis.process?.env?.FAKE_CLOCK_OFFSET_MS ?? 0));
