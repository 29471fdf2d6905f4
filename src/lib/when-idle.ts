/**
 * Runs `run` when the browser is next idle, at the latest after `timeoutMs`; where there is no requestIdleCallback
 * (Safari before 18), after `fallbackMs`. Returns the cancel.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(timer);
}
