/**
 * Refine's liveProvider over the server's event stream (event-stream.ts, docs/live-updates.md). Two kinds of channel:
 * - `resources/<name>` (Refine's list hooks with a liveMode): the rows changed by someone else that the resource's
 *   page shows, as one Refine event `{type: created|updated|deleted|*, payload: {ids, rows}}` per write;
 * - TODO_CHANNEL: the to-do counts a write changed, `{type: "todo", payload: {counts, head}}`;
 * - INBOX_CHANNEL: the user's unread inbox messages, counted when their inbox changed, `{type: "inbox", payload:
 *   {unread}}` (docs/inbox.md).
 * Presence (`ready`'s list and `presence` events: who else has a review dialog open on a row) goes to the presence
 * store, which forgets it while the stream is not live.
 * The stream opens with the first subscription and closes a while after the last one goes (a page change
 * unsubscribes, then subscribes again). Its status is a small store, for the fallback poll (index.ts).
 */
import type { LiveEvent, LiveProvider } from "@refinedev/core";
import type { LiveStatus } from "./event-stream";
import type { PresenceStore } from "./presence";

export const TODO_CHANNEL = "console/todo";
export const INBOX_CHANNEL = "console/inbox";
const RESOURCE_CHANNEL = "resources/";
/** How long the stream stays open with no subscription. */
export const LINGER_MS = 30_000;

/** A row change as the server sends it (server/lib/events/feed.ts ConsoleChange). */
export interface LiveChange {
  entity: string;
  id: string | null;
  action: "insert" | "update" | "delete";
  rows: number;
  pages: string[];
}

/** A committed write as the server sends it (server/lib/events/feed.ts ConsoleEvent). */
export interface LiveChangeEvent {
  head: number;
  own: boolean;
  changes: LiveChange[];
  todo: Record<string, number>;
}

/** The payload of a TODO_CHANNEL event. */
export interface TodoPayload {
  counts: Record<string, number>;
  head: number;
}

export interface LiveDeps {
  /** Opens the server's stream; the provider hands it the event and status callbacks. */
  open: (handlers: { onEvent: (name: string, data: unknown) => void; onStatus: (status: LiveStatus) => void }) => {
    close: () => void;
  };
  /** The menu component (page key) a resource was mounted from. */
  componentOf: (resource: string) => string | undefined;
  lingerMs?: number;
  /** Where the stream's presence goes (presence.ts). */
  presence?: PresenceStore;
}

interface Subscription {
  channel: string;
  types: string[];
  resource?: string;
  callback: (event: LiveEvent) => void;
}

const REFINE_TYPES: Record<LiveChange["action"], string> = { insert: "created", update: "updated", delete: "deleted" };

function isChangeEvent(data: unknown): data is LiveChangeEvent {
  return (
    typeof data === "object" &&
    data !== null &&
    Array.isArray((data as LiveChangeEvent).changes) &&
    typeof (data as LiveChangeEvent).todo === "object"
  );
}

/** The Refine event a resource's subscription gets for a write, or undefined when the write shows nowhere in it. */
export function resourceEvent(channel: string, page: string, event: LiveChangeEvent): LiveEvent | undefined {
  if (event.own) return undefined;
  const changes = event.changes.filter((change) => change.pages.includes(page));
  if (!changes.length) return undefined;
  const actions = new Set(changes.map((change) => change.action));
  const [only] = [...actions];
  return {
    channel,
    type: actions.size === 1 && only ? REFINE_TYPES[only] : "*",
    payload: {
      ids: changes.flatMap((change) => (change.id === null ? [] : [change.id])),
      rows: changes.reduce((sum, change) => sum + change.rows, 0),
    },
    date: new Date(),
  };
}

export function createLiveProvider(deps: LiveDeps): LiveProvider & {
  status: { get: () => LiveStatus; subscribe: (listener: () => void) => () => void };
} {
  const subscriptions = new Set<Subscription>();
  const statusListeners = new Set<() => void>();
  let status: LiveStatus = "idle";
  let stream: { close: () => void } | undefined;
  let linger: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: LiveStatus): void => {
    if (next === status) return;
    status = next;
    if (next !== "live") deps.presence?.clear();
    statusListeners.forEach((listener) => listener());
  };

  const deliver = (subscription: Subscription, event: LiveEvent): void => {
    if (subscription.types.includes("*") || subscription.types.includes(event.type)) subscription.callback(event);
  };

  const onEvent = (name: string, data: unknown): void => {
    if (name === "ready" && typeof data === "object" && data !== null)
      deps.presence?.replace((data as { presence?: unknown }).presence);
    if (name === "presence") deps.presence?.apply(data);
    if (name === "inbox" && typeof data === "object" && data !== null) {
      const payload = { unread: (data as { unread?: unknown }).unread };
      for (const subscription of [...subscriptions])
        if (subscription.channel === INBOX_CHANNEL)
          deliver(subscription, { channel: INBOX_CHANNEL, type: "inbox", payload, date: new Date() });
    }
    if (name !== "change" || !isChangeEvent(data)) return;
    for (const subscription of [...subscriptions]) {
      if (subscription.channel === TODO_CHANNEL) {
        if (Object.keys(data.todo).length)
          deliver(subscription, {
            channel: TODO_CHANNEL,
            type: "todo",
            payload: { counts: data.todo, head: data.head } satisfies TodoPayload,
            date: new Date(),
          });
        continue;
      }
      if (!subscription.channel.startsWith(RESOURCE_CHANNEL)) continue;
      const resource = subscription.resource ?? subscription.channel.slice(RESOURCE_CHANNEL.length);
      const page = deps.componentOf(resource);
      const event = page ? resourceEvent(subscription.channel, page, data) : undefined;
      if (event) deliver(subscription, event);
    }
  };

  const ensureOpen = (): void => {
    clearTimeout(linger);
    linger = undefined;
    // A stream that ended (signed out, then in again) opens anew; one the back end does not offer stays closed.
    if (stream && status !== "ended") return;
    stream?.close();
    stream = deps.open({ onEvent, onStatus: setStatus });
  };

  const closeLater = (): void => {
    if (subscriptions.size || !stream) return;
    linger = setTimeout(() => {
      stream?.close();
      stream = undefined;
      setStatus("idle");
    }, deps.lingerMs ?? LINGER_MS);
  };

  return {
    subscribe({ channel, types, callback, params }) {
      const subscription: Subscription = { channel, types, callback, resource: params?.resource };
      subscriptions.add(subscription);
      ensureOpen();
      return subscription;
    },
    unsubscribe(subscription: Subscription) {
      subscriptions.delete(subscription);
      closeLater();
    },
    status: {
      get: () => status,
      subscribe(listener) {
        statusListeners.add(listener);
        return () => statusListeners.delete(listener);
      },
    },
  };
}
