/**
 * The page this tab returns to after an unlock. The stored `lockedPage` is one for all tabs (the last tab that locked
 * wrote it); a tab that followed another tab's lock keeps its own page here, so each tab comes back where it was.
 */
let page: string | null = null;

export function rememberLockReturn(here: string): void {
  page = here;
}

/** The page to return to (once), or null when this tab has none (e.g. reloaded on the lock screen). */
export function takeLockReturn(): string | null {
  const taken = page;
  page = null;
  return taken;
}
