/**
 * Answers kept per key for the session, so a screen can mount with its last read (a queue's claims, a list's saved
 * views) and draw nothing again when the next read brings the same. A new session (a login after a 401, maybe as
 * someone else) starts without them; a sign-out reloads the page.
 */
import { onSessionStart } from "./session-start";

export interface SessionMemory<V> {
  /** The value last kept for `key` in this session, or undefined when none was. */
  get: (key: string) => V | undefined;
  set: (key: string, value: V) => void;
}

export function sessionMemory<V>(): SessionMemory<V> {
  const kept = new Map<string, V>();
  onSessionStart(() => kept.clear());
  return { get: (key) => kept.get(key), set: (key, value) => void kept.set(key, value) };
}
