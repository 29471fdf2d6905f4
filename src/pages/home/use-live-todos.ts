/**
 * Home's to-do counts as they stand: the statistics answer, overlaid with the counts the live feed sends after it
 * (server/lib/events: each write's counts, counted once it committed). Of two counts for one key, the one counted at
 * the higher audit head is the newer; a count heard before the statistics answer arrived is older than it.
 */
import { useSubscription, type LiveEvent } from "@refinedev/core";
import { useCallback, useMemo, useState } from "react";
import { TODO_CHANNEL, type TodoPayload } from "@/providers/live";

export interface HeardCount {
  count: number;
  /** The audit head it was counted at. */
  head: number;
  /** When it was heard (ms since epoch). */
  at: number;
}

/** The counts heard so far with a new event's. */
export function mergeHeard(heard: Record<string, HeardCount>, payload: TodoPayload, at: number) {
  const next = { ...heard };
  for (const [key, count] of Object.entries(payload.counts)) {
    const known = next[key];
    if (typeof count === "number" && (!known || payload.head >= known.head))
      next[key] = { count, head: payload.head, at };
  }
  return next;
}

/** The answer's counts, each replaced by one heard after the answer arrived (`answeredAt`). */
export function currentCounts<K extends string>(
  answered: Partial<Record<K, number>>,
  answeredAt: number,
  heard: Record<string, HeardCount>,
): Partial<Record<K, number>> {
  const counts = { ...answered };
  for (const key of Object.keys(counts) as K[]) {
    const late = heard[key];
    if (late && late.at > answeredAt) counts[key] = late.count;
  }
  return counts;
}

export function useLiveTodos<K extends string>(
  answered: Partial<Record<K, number>>,
  answeredAt: number,
): Partial<Record<K, number>> {
  const [heard, setHeard] = useState<Record<string, HeardCount>>({});
  // Refine subscribes once with the first callback: it must not depend on render state (setHeard is stable).
  const onLiveEvent = useCallback(
    (event: LiveEvent) => setHeard((before) => mergeHeard(before, event.payload as TodoPayload, Date.now())),
    [],
  );
  useSubscription({ channel: TODO_CHANNEL, types: ["todo"], onLiveEvent });
  return useMemo(() => currentCounts(answered, answeredAt, heard), [answered, answeredAt, heard]);
}
