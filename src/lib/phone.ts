/**
 * The phone breakpoint: below 768 px the console lays itself out for a phone — the side menu in a drawer,
 * lists as cards, dialogs full-screen — as Ant Design Pro does. At 768 px and up nothing changes. The CSS side of
 * the same rule is `@media (max-width: 767.98px)` in shell.css.
 */
import { useSyncExternalStore } from "react";

/** The widest window that still counts as a phone, in CSS px. */
export const PHONE_MAX_WIDTH = 767;

export const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH + 0.98}px)`;

/** A window of this inner width gets the phone layout. */
export const isPhoneWidth = (width: number): boolean => width <= PHONE_MAX_WIDTH;

function media(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(PHONE_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  if (!list) return () => undefined;
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

const snapshot = (): boolean => media()?.matches ?? (typeof window !== "undefined" && isPhoneWidth(window.innerWidth));

/** True while the window is a phone's width; follows resizes and rotations. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
