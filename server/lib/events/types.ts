/**
 * What the server instances tell each other (lib/events/bus.ts) and, filtered per user, the consoles
 * (routes/events.ts): committed changes, sessions that changed, and who has a row's review dialog open (presence).
 */

/** One row a committed write changed, as the audit trail recorded it. */
export interface RowChange {
  /** The table (`withdraw_order`, …). */
  entity: string;
  /** The row's id; null for a summary of many rows (`rows` says how many). */
  id: string | null;
  action: 'insert' | 'update' | 'delete';
  /** How many rows this entry stands for: 1, or more for a summary. */
  rows: number;
}

/** A write that committed: its rows and the to-do counts it changed. */
export interface ChangeMessage {
  kind: 'change';
  /** The highest audit record id the write wrote: a to-do count with a higher head is the newer one. */
  head: number;
  /**
   * The session and console tab that made it (the token's SHA-256 and the tab's id): the instances compare it with
   * each stream's own and tell that console "this was you"; it never leaves the server.
   */
  origin: string;
  changes: RowChange[];
  /** The to-do counts (console-todos.ts' keys) of the tables it changed, counted after it committed. */
  todo: Record<string, number>;
}

/** Sessions whose state changed: every instance forgets the sessions it cached and checks its open streams. */
export interface SessionsMessage {
  kind: 'sessions';
  /** Token hashes: a sign-out, the lock and unlock. */
  tokens: string[];
  /** Users: a password, a status, a deletion. */
  users: number[];
  /** Grants changed (roles, role grants, permissions): every session's pages may have changed. */
  all: boolean;
}

/** Who holds which row: one shape for the message and for the hold each instance keeps of it (presence.ts). */
export interface RowHolder {
  /** The table and the row's id. */
  entity: string;
  id: string;
  /** The holding session and console tab (lib/events/origin.ts); never leaves the server. */
  origin: string;
  /** The holding session's token hash: another tab of the same session is told the hold is its own user's. */
  session: string;
  /** The staff user and the name the others are shown. */
  user: number;
  name: string;
}

/**
 * A console holds a row (its review dialog is open on it), renews its hold, or lets it go (presence.ts). Not a lock:
 * nobody is refused anything; each instance keeps the holds it heard of until they lapse.
 */
export interface PresenceMessage extends RowHolder {
  kind: 'presence';
  /** How long the hold lasts from its receipt unless renewed; 0 lets it go. */
  ttlMs: number;
}

/**
 * Inbox messages were written for (or read by) these staff users (lib/inbox, docs/inbox.md): their unread counts,
 * counted once the write committed. Each open stream of such a user is told its count.
 */
export interface InboxMessage {
  kind: 'inbox';
  /** staff user id → unread messages. */
  unread: Record<string, number>;
}

/** Which pages show each table's rows, and which page each to-do count belongs to. */
export interface Audience {
  /** table → the page keys (menu components) whose list shows its rows. */
  pagesOf: ReadonlyMap<string, readonly string[]>;
  /** to-do key → the page whose rows it counts. */
  todoPages: Readonly<Record<string, string>>;
}

export type BusMessage = ChangeMessage | SessionsMessage | PresenceMessage | InboxMessage;
