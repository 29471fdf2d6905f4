/**
 * Presence (docs/live-updates.md): who else has a review dialog open on a row. The console holds a row while its
 * review dialog is open — `POST /admin-api/events/presence`, renewed every RENEW_MS, let go when it closes; a hold not
 * renewed lapses on the server by itself — and learns the others' holds from the event stream (`ready`, `presence`).
 * Not a lock: nothing is refused. Quiet: a failed call shows nothing; a back end without the endpoint (X-Boot: a 404,
 * an envelope saying 404, a page) is not asked again.
 */
import { extras } from "@contract/console/extras";
import { discardBody } from "@/lib/discard-body";

/** Someone holding a row, as the server tells this console (never this console itself). */
export interface PresenceHolder {
  name: string;
  /** Another tab of this console's own session. */
  self: boolean;
}

/** A row and who holds it (server/lib/events/presence.ts ConsolePresence). */
export interface PresenceRow {
  entity: string;
  id: string;
  /** The pages of the user's menu that list the row's table. */
  pages: string[];
  holders: PresenceHolder[];
}

/** The console renews its hold this often; the server lets a hold lapse after three times as long. */
export const RENEW_MS = 10_000;

const NOBODY: readonly PresenceHolder[] = [];

function isHolder(value: unknown): value is PresenceHolder {
  return typeof value === "object" && value !== null && typeof (value as PresenceHolder).name === "string";
}

export function isPresenceRow(value: unknown): value is PresenceRow {
  if (typeof value !== "object" || value === null) return false;
  const row = value as PresenceRow;
  return (
    typeof row.entity === "string" &&
    typeof row.id === "string" &&
    Array.isArray(row.pages) &&
    Array.isArray(row.holders) &&
    row.holders.every(isHolder)
  );
}

/** The rows others hold, as the stream tells them; subscribable (useSyncExternalStore). */
export function createPresenceStore() {
  let rows = new Map<string, PresenceRow>();
  const listeners = new Set<() => void>();
  const changed = (next: Map<string, PresenceRow>): void => {
    rows = next;
    listeners.forEach((listener) => listener());
  };
  const keyOf = (row: PresenceRow): string => `${row.entity}\u0000${row.id}`;
  return {
    /** A `ready` event: the rows held when the stream opened, in place of all known so far. */
    replace(list: unknown): void {
      const next = new Map<string, PresenceRow>();
      if (Array.isArray(list)) for (const row of list) if (isPresenceRow(row)) next.set(keyOf(row), row);
      if (next.size || rows.size) changed(next);
    },
    /** A `presence` event: one row's holders now. */
    apply(row: unknown): void {
      if (!isPresenceRow(row)) return;
      const next = new Map(rows);
      if (row.holders.length) next.set(keyOf(row), row);
      else next.delete(keyOf(row));
      changed(next);
    },
    /** The stream is down: what it said may be stale. */
    clear(): void {
      if (rows.size) changed(new Map());
    },
    /** Who else holds row `id` of the list on `page` (the same array while nothing changes). */
    holdersOf(page: string | undefined, id: unknown): readonly PresenceHolder[] {
      if (page === undefined || id === undefined || id === null) return NOBODY;
      const wanted = String(id);
      for (const row of rows.values()) if (row.id === wanted && row.pages.includes(page)) return row.holders;
      return NOBODY;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PresenceStore = ReturnType<typeof createPresenceStore>;

/** What a presence call came to: done, refused or failed (said nowhere), or the back end has no such endpoint. */
export type PresenceAnswer = "ok" | "failed" | "absent";

export interface HolderDeps {
  /** Sends one hold (`held` true) or release; never throws. */
  send: (body: { page: string; id: string; held: boolean }) => Promise<PresenceAnswer>;
  /** False while the back end is known to have no event stream: nothing is sent. */
  enabled: () => boolean;
  renewMs?: number;
}

/** Holds rows for this console: `hold(page, id)` holds and renews until the function it returns is called. */
export function createPresenceHolder(deps: HolderDeps) {
  let absent = false;
  const send = (body: { page: string; id: string; held: boolean }): void => {
    if (absent || !deps.enabled()) return;
    void deps.send(body).then((answer) => {
      if (answer === "absent") absent = true;
    });
  };
  return {
    hold(page: string, rowId: unknown): () => void {
      const id = String(rowId);
      send({ page, id, held: true });
      const timer = setInterval(() => {
        if (absent) clearInterval(timer);
        else send({ page, id, held: true });
      }, deps.renewMs ?? RENEW_MS);
      return () => {
        clearInterval(timer);
        send({ page, id, held: false });
      };
    },
  };
}

/** The presence call over fetch (quiet: the http client would show a failure), and what its answer means. */
export async function sendPresence(
  fetcher: typeof fetch,
  headers: Record<string, string>,
  body: { page: string; id: string; held: boolean },
): Promise<PresenceAnswer> {
  try {
    const response = await fetcher(`/admin-api${extras.presence.path}`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify(body),
      // A release sent as the tab closes still goes out.
      keepalive: !body.held,
    });
    if (response.status === 404) {
      discardBody(response);
      return "absent";
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (typeof answer !== "object" || answer === null) return "absent";
    const code = (answer as { code?: unknown }).code;
    if (code === 404) return "absent";
    return code === 200 ? "ok" : "failed";
  } catch {
    return "failed";
  }
}
