/**
 * Which staff users' inboxes a writing transaction changed (lib/inbox writes messages and read marks): noted while it
 * runs, told to their consoles once it has committed (LiveFeed.transaction counts their unread messages then and
 * publishes an `inbox` message on the bus). The inbox tables are not audited, so the audit records that carry every
 * other change cannot carry these.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const pending = new AsyncLocalStorage<Set<number>>();

/** The users whose inbox the running transaction changed; outside a live feed's transaction nobody is told. */
export function noteInbox(users: Iterable<number>): void {
  const noted = pending.getStore();
  if (noted) for (const user of users) noted.add(user);
}

/**
 * Runs `fn`, collecting the users it notes. Inside another collection (a transaction nested in a route's) the outer
 * one keeps them: they are told once the outermost transaction has committed.
 */
export async function collectInbox<T>(fn: () => Promise<T>): Promise<{ value: T; users: number[] }> {
  if (pending.getStore()) return { value: await fn(), users: [] };
  const users = new Set<number>();
  const value = await pending.run(users, fn);
  return { value, users: [...users] };
}
