/**
 * A new session starts clean. Whatever the console held for the session before it — list pages in the query cache,
 * a prefetched answer, a request that failed with the old token — belongs to that session: after a login the page
 * the user comes back to asks the server again, and another user never sees the previous one's rows. The login
 * announces the start here; the data layer, which the login page does not load, listens.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` at every new session (a successful login); returns the unsubscribe. */
export function onSessionStart(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A login succeeded: everything kept for the session before it is dropped. */
export function startSession(): void {
  for (const listener of listeners) listener();
}
