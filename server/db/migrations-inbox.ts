/**
 * The staff inbox (server/lib/inbox, docs/inbox.md): one row per message to one staff user, stored as a kind and its
 * parameters (the console words it in the reader's language), with the console link it leads to; and, per review
 * queue, how far the waiting check (lib/inbox/waiting-check.ts) has announced. Versions 90–99. Both tables are
 * bookkeeping, not business facts: kept out of the audit trail (db/audit.ts UNAUDITED_TABLES).
 */
export const INBOX_SQL = `
  CREATE TABLE inbox_message (
    id bigserial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES staff_user(id) ON DELETE CASCADE,
    kind text NOT NULL,
    params jsonb NOT NULL DEFAULT '{}'::jsonb,
    link text,
    created_time timestamptz NOT NULL DEFAULT now(),
    read_time timestamptz
  );
  CREATE INDEX inbox_message_user_idx ON inbox_message (user_id, id DESC);
  CREATE INDEX inbox_message_unread_idx ON inbox_message (user_id) WHERE read_time IS NULL;
  CREATE TABLE inbox_waiting_mark (
    queue text PRIMARY KEY,
    through timestamp NOT NULL
  );
`;

export const inboxMigrations: readonly { version: number; name: string; sql: string }[] = [
  { version: 90, name: 'staff inbox', sql: INBOX_SQL },
];
