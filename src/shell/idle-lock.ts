/**
 * The idle auto-lock's timing, without the DOM or storage (tested with fake timers). Activity is shared between the
 * console's tabs through one "last activity" timestamp (the hook keeps it in localStorage): every tab writes it at
 * most once per ACTIVITY_WRITE_MS while the user is active, and a tab locks only when the newest timestamp — its own
 * or another tab's — is `minutes` old.
 */

/** How often a tab records ongoing activity: cheap enough for pointer moves, fine next to a limit of ≥ 1 minute. */
export const ACTIVITY_WRITE_MS = 5_000;

export interface IdleLockOptions {
  /** Minutes without activity before `onIdle`; 0 or less never starts a timer. */
  minutes: number;
  now: () => number;
  /** The last activity of any tab (ms), or null when none is recorded. */
  readShared: () => number | null;
  writeShared: (at: number) => void;
  /** Called once, when the limit has passed with no activity; the watcher stops itself first. */
  onIdle: () => void;
}

export interface IdleLockWatcher {
  /** A pointer, key, wheel or touch event in this tab. */
  activity: () => void;
  stop: () => void;
}

const NOOP_WATCHER: IdleLockWatcher = { activity: () => undefined, stop: () => undefined };

/** When the lock is due, given the newest activity and the limit in minutes. */
export function idleDeadline(lastActivity: number, minutes: number): number {
  return lastActivity + minutes * 60_000;
}

/**
 * Starts watching: starting counts as activity (a fresh log-in, unlock or setting change never locks at once), then
 * a timer wakes at the deadline, re-reads the shared timestamp and either locks or sleeps until the new deadline.
 * Activity that arrives after the deadline has passed (a tab whose timer was held back by sleep or background
 * throttling) locks instead of counting.
 */
export function startIdleLock({ minutes, now, readShared, writeShared, onIdle }: IdleLockOptions): IdleLockWatcher {
  if (!(minutes > 0)) return NOOP_WATCHER;
  let lastWritten = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  writeShared(lastWritten);

  const newest = () => Math.max(lastWritten, readShared() ?? 0);
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  const check = () => {
    if (stopped) return;
    const wait = idleDeadline(newest(), minutes) - now();
    if (wait <= 0) {
      stop();
      onIdle();
      return;
    }
    // Never longer than the limit itself, so a clock set back does not put the lock off by as much.
    timer = setTimeout(check, Math.min(wait, minutes * 60_000));
  };
  check();

  return {
    activity() {
      if (stopped) return;
      const at = now();
      if (at >= idleDeadline(newest(), minutes)) {
        check();
        return;
      }
      if (at - lastWritten < ACTIVITY_WRITE_MS) return;
      lastWritten = at;
      writeShared(at);
    },
    stop,
  };
}
