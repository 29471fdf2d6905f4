/**
 * The page this tab returns to after an unlock. The stored `lockedPage` is one for all tabs (the last tab that locked
 * wrote it); a tab that followed another tab's lock keeps its own page here, so each tab comes back where it was.
 */
let page: string | null = null;

export function rememberLockReturn(here: string): void {
  page = here;
}

/**
 * Keeps `here` unless this tab already has a page to return to: a tab sent to the lock screen by the stored flag or by
 * the server (it rendered, or asked, before it heard of another tab's lock) comes back to its own page too.
 */
export function keepLockReturn(here: string): void {
  page ??= here;
}

/** The page to return to (once), or null when this tab has none (e.g. reloaded on the lock screen). */
export function takeLockReturn(): string | null {
  const taken = page;
  page = null;
  return taken;
}
