/**
 * The inbox calls (contract server `/inbox/*`, docs/inbox.md; not in the spec). A back end without them (X-Boot, the
 * bare profile) answers 404: the console then shows no bell, with nothing said. Nothing here shows a message; a
 * failed read leaves what is shown as it was.
 */
import { extras } from "@contract/console/extras";
import { isAbsent, type HttpClient } from "@/providers/http";

/** A message as the server sends it: a kind and its parameters, worded by the console (inbox-text.ts). */
export interface InboxMessage {
  /** Opaque text (a bigint): never through Number(). */
  id: string;
  kind: string;
  params: Record<string, unknown>;
  /** A menu page key with its list's query, or null. */
  link: string | null;
  /** ISO 8601. */
  createdTime: string;
  read: boolean;
}

export type InboxClient = Pick<HttpClient, "get" | "postJson">;

const QUIET = { quiet: true, optional: true } as const;

/** The unread count; null when the back end has no inbox. Rejects on any other failure. */
export async function fetchUnread(client: InboxClient): Promise<number | null> {
  try {
    const { result } = await client.get<unknown>(extras.inboxUnread.path, undefined, QUIET);
    return typeof result === "number" ? result : 0;
  } catch (error) {
    if (isAbsent(error)) return null;
    throw error;
  }
}

function readMessage(value: unknown): InboxMessage {
  const raw = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const params = raw.params;
  return {
    id: String(raw.id),
    kind: typeof raw.kind === "string" ? raw.kind : "",
    params: typeof params === "object" && params !== null ? (params as Record<string, unknown>) : {},
    link: typeof raw.link === "string" ? raw.link : null,
    createdTime: typeof raw.createdTime === "string" ? raw.createdTime : "",
    read: raw.read === true,
  };
}

/** The newest messages (the first page). */
export async function fetchMessages(client: InboxClient, pageSize: number): Promise<InboxMessage[]> {
  const { result } = await client.get<{ records?: unknown }>(extras.inboxList.path, { pageNumber: 1, pageSize }, QUIET);
  return Array.isArray(result?.records) ? result.records.map(readMessage) : [];
}

/** Marks messages read: these ids, or all. */
export async function markRead(client: InboxClient, ids: readonly string[] | "all"): Promise<void> {
  await client.postJson(extras.inboxRead.path, ids === "all" ? { all: true } : { ids: [...ids] }, QUIET);
}
