/**
 * The system's "reduce motion" preference (prefers-reduced-motion), followed live: when it is on, antd's opening and
 * closing animations are off (WCAG 2.3.3). Dialogs then appear where they end up at once, which also means a click
 * the moment a dialog shows lands on its button rather than on a box still growing from nothing.
 */
import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function media(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener("change", onChange);
  return () => list?.removeEventListener("change", onChange);
}

const reduced = () => media()?.matches ?? false;

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
