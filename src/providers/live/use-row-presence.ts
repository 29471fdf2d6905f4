/** A dialog's hold on its row and the others holding it (presence.ts): the React side. */
import { useEffect, useSyncExternalStore } from "react";
import type { PresenceHolder, PresenceStore } from "./presence";

interface Holder {
  hold: (page: string, id: unknown) => () => void;
}

/**
 * Who else holds row `id` of `page`'s list; while `holding`, this console holds it too (held again every few seconds,
 * let go when `holding` turns false or the component goes).
 */
export function useRowPresenceOf(
  store: PresenceStore,
  holder: Holder,
  page: string | undefined,
  id: unknown,
  holding: boolean,
): readonly PresenceHolder[] {
  const key = id === undefined || id === null ? undefined : String(id);
  useEffect(() => {
    if (!holding || page === undefined || key === undefined) return undefined;
    return holder.hold(page, key);
  }, [holder, holding, page, key]);
  const holders = () => store.holdersOf(page, key);
  return useSyncExternalStore(store.subscribe, holders, holders);
}
