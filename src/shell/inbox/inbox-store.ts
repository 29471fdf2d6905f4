/**
 * The bell's state: whether the back end has an inbox, and the unread count — asked once when the bell mounts and
 * again whenever the event stream (re)connects or, while it is not up, at the to-do poll's pace; taken as it comes
 * from each `inbox` event (docs/inbox.md). `heard` counts the live changes, so an open list reads again.
 */
import { fetchUnread, markRead, type InboxClient } from "./inbox-api";

export interface InboxState {
  /** undefined until asked; false: the back end has no inbox (the bell is left out, and it is not asked again). */
  available: boolean | undefined;
  unread: number;
  /** How many live counts were heard: an open list reads again when it moves. */
  heard: number;
}

const INITIAL: InboxState = { available: undefined, unread: 0, heard: 0 };

export function createInboxStore(client: InboxClient) {
  let state = INITIAL;
  const listeners = new Set<() => void>();
  const set = (next: Partial<InboxState>): void => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const store = {
    get: (): InboxState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Asks the count; a failure other than the back end's lacking the call leaves what is shown. */
    async refresh(): Promise<void> {
      if (state.available === false) return;
      const unread = await fetchUnread(client).catch(() => undefined);
      if (unread === null) set({ available: false });
      else if (unread !== undefined) set({ available: true, unread });
    },
    /** A count the event stream brought. */
    hear(unread: unknown): void {
      if (typeof unread !== "number" || state.available === false) return;
      set({ available: true, unread, heard: state.heard + 1 });
    },
    /** Marks these messages (or all) read, then asks the count again (the stream tells it too, when it is up). */
    async read(ids: readonly string[] | "all"): Promise<void> {
      await markRead(client, ids);
      await store.refresh();
    },
    /** The shell went (sign-out): the next user starts afresh. */
    clear(): void {
      set(INITIAL);
    },
  };
  return store;
}

export type InboxStore = ReturnType<typeof createInboxStore>;
