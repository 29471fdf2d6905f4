/**
 * "The user is going to this page": said before React draws the navigation, so what the page will ask for can be on
 * its way meanwhile. React Router draws a navigation in a transition, the shell's parts first and the page last; on a
 * phone-class CPU that first part alone took 350 ms before a list's code was even asked for. Said by the console's
 * navigate (route-hooks.tsx) before it navigates, and by the address bar's hash changes; only for another path (a
 * list writing its own page or filters into the address is not a new page).
 */

export interface NavigationIntent {
  /** The path of the page (no query), e.g. `/finance/withdraw-orders`. */
  path: string;
  /** Its query, with the leading `?`, or "". */
  search: string;
}

type Listener = (intent: NavigationIntent) => void;
const listeners = new Set<Listener>();

/** Splits an in-app address (`/path?query`, or the part after `#`) into its path and query. */
export function intentOf(address: string): NavigationIntent {
  const at = address.indexOf("?");
  return at < 0 ? { path: address, search: "" } : { path: address.slice(0, at), search: address.slice(at) };
}

const hashAddress = (url: string): string => {
  const at = url.indexOf("#");
  return at < 0 ? "" : url.slice(at + 1);
};

/** Tells the listeners about a navigation to `address`, unless it stays on the page at `from` (an address or a path). */
export function announceNavigation(address: string, from: string): void {
  const intent = intentOf(address);
  if (intent.path === intentOf(from).path) return;
  for (const listener of listeners) listener(intent);
}

/** Calls `listener` before each navigation to another page; returns the unsubscribe. */
export function onNavigationIntent(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

// An address typed or changed by a link outside React Router: the hash is already new, React draws it next.
window.addEventListener("hashchange", (event) =>
  announceNavigation(hashAddress(event.newURL), hashAddress(event.oldURL)),
);
