/**
 * What the console needs right after a login (its chunk, the shell, home) is fetched while staff are still on the
 * login page: they open it to sign in, and typing the name and password takes seconds, in which the browser is idle.
 * Fetched only on submit, the code's download and parse ran beside the password check (bcrypt) and home waited for
 * both. The root registers the task; the login page, which cannot import the app layer, starts it once it has been
 * drawn and the browser is idle, or on submit, whichever comes first (the task loads once).
 */
import { whenIdle } from "./when-idle";

let task: (() => void) | null = null;

/** The root's preload (registered once at start). */
export function onLoginSubmitted(preload: () => void): void {
  task = preload;
}

/** The login form was submitted with both fields filled: start fetching the console. */
export function loginSubmitted(): void {
  task?.();
}

/**
 * The login page is on screen: start fetching the console when the browser is next idle (at the latest after
 * `timeoutMs`). Returns the cancel, for the page's effect cleanup.
 */
export function loginShown(timeoutMs = 3000): () => void {
  return whenIdle(() => task?.(), timeoutMs, 500);
}
