/**
 * The staff inbox's table (inbox_message, db/migrations-inbox.ts): each message is one staff user's, stored as a kind
 * and its parameters (never text: the console words it in its reader's language) with the console link it leads to.
 * Every write notes its users (events/inbox-notes.ts), so their consoles hear their unread count once it commits.
 */
import type { Queryable, SqlParam } from '../../db/types';
import { noteInbox } from '../events/inbox-notes';
import { clockNow } from '../time';

/** What a message says (docs/inbox.md): the console has one text per kind. */
export const INBOX_KINDS = ['approvalRequested', 'exportFinished', 'reviewWaiting', 'claimTakenBack'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export type InboxParams = Readonly<Record<string, string | number>>;

/** A message as the console reads it; `id` is text (a bigint). */
export interface InboxRecord {
  id: string;
  kind: InboxKind;
  params: InboxParams;
  /** `page-key?query` (links.ts), or null. */
  link: string | null;
  /** ISO 8601, UTC. */
  createdTime: string;
  read: boolean;
}

/** The server clock's instant, as the message times are written (a test's set clock included). */
export const inboxNow = (): string => clockNow().toISOString();

/**
 * Runs one `INSERT INTO inbox_message … RETURNING user_id AS "userId"` (an INSERT … SELECT writes a message to each
 * user its SELECT finds) and notes those users. → how many messages were written.
 */
export async function insertMessages(db: Queryable, sql: string, params: readonly SqlParam[]): Promise<number> {
  const rows = await db.query<{ userId: number }>(sql, params);
  noteInbox(rows.map((row) => row.userId));
  return rows.length;
}

/** One message to one user. */
export async function writeMessage(
  db: Queryable,
  message: { userId: number; kind: InboxKind; params: InboxParams; link: string | null },
): Promise<void> {
  await insertMessages(
    db,
    `INSERT INTO inbox_message (user_id, kind, params, link, created_time)
     VALUES ($1, $2, $3::jsonb, $4, $5::timestamptz) RETURNING user_id AS "userId"`,
    [message.userId, message.kind, JSON.stringify(message.params), message.link, inboxNow()],
  );
}

const RECORD = `id::text AS id, kind, params, link, read_time IS NOT NULL AS read,
  to_char(created_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdTime"`;

/** A page of the user's messages, newest first; only the unread ones when `unread`. */
export async function listMessages(
  db: Queryable,
  userId: number,
  paging: { pageSize: number; offset: number },
  unread: boolean,
): Promise<{ records: InboxRecord[]; total: number }> {
  const where = `user_id = $1${unread ? ' AND read_time IS NULL' : ''}`;
  const records = await db.query<InboxRecord>(
    `SELECT ${RECORD} FROM inbox_message WHERE ${where} ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [userId, paging.pageSize, paging.offset],
  );
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM inbox_message WHERE ${where}`, [
    userId,
  ]);
  return { records, total: count?.n ?? 0 };
}

/** The user's unread messages. */
export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  return (await unreadCounts(db, [userId]))[String(userId)] ?? 0;
}

/** Each user's unread messages (0 for one with none), in one query. */
export async function unreadCounts(db: Queryable, users: readonly number[]): Promise<Record<string, number>> {
  const rows = await db.query<{ userId: number; n: number }>(
    `SELECT user_id AS "userId", count(*)::int AS n FROM inbox_message
     WHERE user_id = ANY($1::int[]) AND read_time IS NULL GROUP BY user_id`,
    [[...new Set(users)]],
  );
  const counts: Record<string, number> = Object.fromEntries(users.map((user) => [String(user), 0]));
  for (const row of rows) counts[String(row.userId)] = row.n;
  return counts;
}

/**
 * Marks the user's messages read: those of `ids` (another user's id is passed over), or all of them. → how many were
 * unread until now.
 */
export async function markRead(db: Queryable, userId: number, ids: readonly string[] | 'all'): Promise<number> {
  const rows = await db.query(
    `UPDATE inbox_message SET read_time = $2::timestamptz
     WHERE user_id = $1 AND read_time IS NULL${ids === 'all' ? '' : ' AND id = ANY($3::bigint[])'} RETURNING id`,
    ids === 'all' ? [userId, inboxNow()] : [userId, inboxNow(), ids],
  );
  if (rows.length) noteInbox([userId]);
  return rows.length;
}
