/**
 * The step-up prompt's port: the back end refuses an action with code 428 until the staff user gives a fresh one-time
 * code (docs/security.md, "Step-up"). The http client asks here (`askStepUp`) and sends the action again when the
 * answer is true; the host (app/step-up-host.tsx) asks the user and sends the code. With no host mounted the answer
 * is false and the refusal stands.
 */
type Ask = (message: string) => Promise<boolean>;

let host: Ask | null = null;
let requestHost: (() => void) | null = null;
const waiting: ((ask: Ask | null) => void)[] = [];

/** Asks the user for a fresh code: true once the back end accepted one, false when they cancelled. */
export function askStepUp(message: string): Promise<boolean> {
  if (host) return host(message);
  if (!requestHost) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    waiting.push((ask) => resolve(ask ? ask(message) : false));
    requestHost?.();
  });
}

/** The host is mounted and asks through `ask`; → unregister. */
export function registerStepUpHost(ask: Ask): () => void {
  host = ask;
  for (const run of waiting.splice(0)) run(ask);
  return () => {
    if (host === ask) host = null;
  };
}

/** The console mounts the host when first asked (`mount`); → stop. */
export function onStepUpHostNeeded(mount: () => void): () => void {
  requestHost = mount;
  return () => {
    if (requestHost === mount) requestHost = null;
    for (const run of waiting.splice(0)) run(null);
  };
}
