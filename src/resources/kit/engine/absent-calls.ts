/**
 * The calls this back end turned out not to offer (an action's endpoint answered 404: an extra of the contract
 * server's, absent on X-Boot). Learnt at run time, kept for the tab's life: the action said so once and is no longer
 * offered, so no button stays on screen that can only fail.
 */
import { useSyncExternalStore } from "react";

const absent = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

/** The endpoint's path (its declared template, e.g. `/x/{id}`) answered as a call the back end does not have. */
export function markAbsent(path: string): void {
  if (absent.has(path)) return;
  absent.add(path);
  version += 1;
  for (const listener of listeners) listener();
}

export function isKnownAbsent(path: string | undefined): boolean {
  return path !== undefined && absent.has(path);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Re-renders the caller when a call is learnt absent; returns the store's version. */
export function useAbsentCalls(): number {
  return useSyncExternalStore(subscribe, () => version);
}
