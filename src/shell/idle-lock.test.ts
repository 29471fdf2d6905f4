import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACTIVITY_WRITE_MS, idleDeadline, startIdleLock, type IdleLockWatcher } from "./idle-lock";

const MINUTE = 60_000;

/** One watcher over a shared slot, as a tab over localStorage; `shared` is what the other tabs see. */
function setUp(minutes: number) {
  const slot: { at: number | null } = { at: null };
  const onIdle = vi.fn();
  const tab = (): IdleLockWatcher =>
    startIdleLock({
      minutes,
      now: Date.now,
      readShared: () => slot.at,
      writeShared: (at) => (slot.at = at),
      onIdle,
    });
  return { slot, onIdle, tab };
}

describe("idle auto-lock timing", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-01-01T08:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the deadline is the newest activity plus the limit", () => {
    expect(idleDeadline(1_000, 1)).toBe(61_000);
    expect(idleDeadline(0, 120)).toBe(120 * MINUTE);
  });

  it("locks once, exactly when the limit has passed without activity", () => {
    const { onIdle, tab } = setUp(1);
    tab();
    vi.advanceTimersByTime(MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("0 (off) or less never locks and records nothing", () => {
    for (const minutes of [0, -5, Number.NaN]) {
      const { slot, onIdle, tab } = setUp(minutes);
      const watcher = tab();
      watcher.activity();
      vi.advanceTimersByTime(24 * 60 * MINUTE);
      expect(onIdle).not.toHaveBeenCalled();
      expect(slot.at).toBeNull();
    }
  });

  it("starting counts as activity: an old timestamp (before a log-in or unlock) does not lock at once", () => {
    const { slot, onIdle, tab } = setUp(1);
    slot.at = Date.now() - 3 * 60 * MINUTE;
    tab();
    expect(slot.at).toBe(Date.now());
    vi.advanceTimersByTime(MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it("activity resets the timer", () => {
    const { onIdle, tab } = setUp(1);
    const watcher = tab();
    vi.advanceTimersByTime(40_000);
    watcher.activity();
    vi.advanceTimersByTime(40_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20_000 - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("records activity at most once per ACTIVITY_WRITE_MS", () => {
    const writes: number[] = [];
    const watcher = startIdleLock({
      minutes: 5,
      now: Date.now,
      readShared: () => writes.at(-1) ?? null,
      writeShared: (at) => writes.push(at),
      onIdle: () => undefined,
    });
    expect(writes).toHaveLength(1);
    for (let i = 0; i < 100; i += 1) {
      vi.advanceTimersByTime(100);
      watcher.activity();
    }
    // 10 s of constant activity: one write per 5 s after the start.
    expect(writes).toHaveLength(1 + Math.floor(10_000 / ACTIVITY_WRITE_MS));
    watcher.stop();
  });

  it("another tab's activity keeps this tab unlocked", () => {
    const { slot, onIdle, tab } = setUp(1);
    tab();
    vi.advanceTimersByTime(50_000);
    slot.at = Date.now(); // the other tab wrote its activity
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("two tabs idle together lock together", () => {
    const { onIdle, tab } = setUp(2);
    tab();
    vi.advanceTimersByTime(30_000);
    tab();
    vi.advanceTimersByTime(2 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it("activity that comes after an overdue deadline locks rather than counting (a sleeping or throttled tab)", () => {
    const { onIdle, tab } = setUp(1);
    const watcher = tab();
    // The timer has not run (as under sleep); the clock has moved past the deadline.
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    watcher.activity();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("stop cancels the timer and ignores later activity", () => {
    const { slot, onIdle, tab } = setUp(1);
    const watcher = tab();
    const started = slot.at;
    watcher.stop();
    vi.advanceTimersByTime(10 * MINUTE);
    watcher.activity();
    expect(onIdle).not.toHaveBeenCalled();
    expect(slot.at).toBe(started);
  });
});
