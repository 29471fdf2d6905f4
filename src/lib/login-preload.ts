/**
 * What the console needs right after a login (its chunk, the shell, home) is fetched while the login call is in
 * flight: the server spends a while checking the password (bcrypt), and the browser would be idle meanwhile. The
 * root registers the task; the login page, which cannot import the app layer, starts it on submit.
 */
let task: (() => void) | null = null;

/** The root's preload (registered once at start). */
export function onLoginSubmitted(preload: () => void): void {
  task = preload;
}

/** The login form was submitted with both fields filled: start fetching the console. */
export function loginSubmitted(): void {
  task?.();
}
