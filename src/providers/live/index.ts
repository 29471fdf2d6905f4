/** The console's live provider instance, and what home needs of it: the stream's status and the fallback poll. */
import { extras } from "@contract/console/extras";
import { useSyncExternalStore } from "react";
import { storage, StorageKey } from "@/lib/storage";
import { TAB_HEADER, tabId } from "@/lib/tab-id";
import { menuStore } from "@/providers/session/menu-store";
import { openEventStream, type LiveStatus } from "./event-stream";
import { createLiveProvider } from "./live-provider";
import { createPresenceHolder, createPresenceStore, sendPresence, type PresenceHolder } from "./presence";
import { useRowPresenceOf } from "./use-row-presence";

export { INBOX_CHANNEL, TODO_CHANNEL, type TodoPayload } from "./live-provider";
export { filteredRoute, TODO_KEYS, TODO_LINKS, type TodoKey } from "./todo-links";
export { useAnsweredTodos, useTodoCounts, useTodoFeed } from "./todo-counts";
export type { LiveStatus } from "./event-stream";
export type { PresenceHolder } from "./presence";

/** Who else has a review dialog open on which row, as the stream tells it. */
const presenceStore = createPresenceStore();

export const liveProvider = createLiveProvider({
  open: (handlers) =>
    openEventStream({
      fetch: (input, init) => fetch(input, init),
      url: `/admin-api${extras.events.path}`,
      getToken: () => storage.get(StorageKey.accessToken) || null,
      headers: { [TAB_HEADER]: tabId },
      ...handlers,
    }),
  componentOf: (resource) => menuStore.page(resource)?.component,
  presence: presenceStore,
});

const presenceHolder = createPresenceHolder({
  send: (body) =>
    sendPresence(
      (input, init) => fetch(input, init),
      { accessToken: storage.get(StorageKey.accessToken) ?? "", [TAB_HEADER]: tabId },
      body,
    ),
  enabled: () => Boolean(storage.get(StorageKey.accessToken)) && liveProvider.status.get() !== "unavailable",
});

/**
 * Who else is reviewing row `id` of the page `page` (a menu component key); while `holding` (a review dialog open on
 * it), this console tells the others it is (docs/live-updates.md, "Presence").
 */
export function useRowPresence(page: string | undefined, id: unknown, holding: boolean): readonly PresenceHolder[] {
  return useRowPresenceOf(presenceStore, presenceHolder, page, id, holding);
}

/** Calls `listener` whenever someone's holds change (a review queue reads its claims again). → unsubscribes. */
export const onPresenceChange = (listener: () => void): (() => void) => presenceStore.subscribe(listener);

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveProvider.status.subscribe, liveProvider.status.get, liveProvider.status.get);
}

/**
 * How often home asks for the to-do counts while no stream is live (a back end without the endpoint, or a lost
 * connection): `VITE_TODO_POLL_SECONDS` at build time, default 60; 0 never polls.
 */
export function todoPollMs(setting: string | undefined = import.meta.env.VITE_TODO_POLL_SECONDS): number {
  const seconds = setting === undefined || setting.trim() === "" ? 60 : Number(setting);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/** The fallback poll's interval now: none while the stream is live (or not yet tried). */
export function useTodoPoll(): number | false {
  const status = useLiveStatus();
  const every = todoPollMs();
  return (status === "unavailable" || status === "retrying") && every > 0 ? every : false;
}
