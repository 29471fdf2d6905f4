/**
 * Rows of an open list that someone else changed since it was loaded (docs/live-updates.md): Refine's list hook
 * subscribes in liveMode 'manual' and hands each event to `onLiveEvent`; the count starts again whenever the list's
 * rows are loaded again (a refresh, a page, a filter, the user's own action).
 */
import type { LiveEvent } from "@refinedev/core";
import { useCallback, useRef, useState } from "react";

interface Changed {
  /** Row ids changed (a row changed twice counts once). */
  ids: ReadonlySet<string>;
  /** Rows changed without an id (a write of many rows is sent as their number). */
  others: number;
}

const NONE: Changed = { ids: new Set(), others: 0 };

/** What a live event adds to the rows changed so far. */
export function addChanged(before: Changed, event: LiveEvent): Changed {
  const ids = new Set(before.ids);
  const listed: unknown[] = Array.isArray(event.payload.ids) ? event.payload.ids : [];
  for (const id of listed) ids.add(String(id));
  const rows = typeof event.payload.rows === "number" ? event.payload.rows : listed.length;
  return { ids, others: before.others + Math.max(0, rows - listed.length) };
}

/**
 * → the number of rows changed, the callback for Refine's list hook, and `loadedAt(time)` for the list's latest
 * load: a new one starts the count again. The load's time is not state: a list whose count is already zero is not
 * drawn again when its rows arrive (the whole page would be, right after its first rows).
 */
export function useLiveChanges() {
  const [changed, setChanged] = useState<Changed>(NONE);
  const loaded = useRef<number | undefined>(undefined);
  // Refine subscribes once, with the first callback: it must not depend on render state.
  const onLiveEvent = useCallback((event: LiveEvent) => setChanged((before) => addChanged(before, event)), []);
  const loadedAt = useCallback((time: number) => {
    if (time === loaded.current) return;
    loaded.current = time;
    setChanged(NONE);
  }, []);
  return { count: changed.ids.size + changed.others, onLiveEvent, loadedAt };
}
