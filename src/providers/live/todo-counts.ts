/**
 * The to-do counts the console knows, shared by home's list and the side menu's badges: the last statistics answer
 * (home asks for it) overlaid with the counts the live feed sent after it (server/lib/events: each write's counts,
 * counted once it committed). Of two counts for one key, the one counted at the higher audit head is the newer; a
 * count heard before the answer arrived is older than it. Emptied when the shell goes (sign-out).
 */
import { useSubscription, type LiveEvent } from "@refinedev/core";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { TODO_CHANNEL, type TodoPayload } from "./live-provider";

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

type Counts = Readonly<Record<string, number>>;

/** The store: the last answer, the counts heard, and what they make (a stable object between changes). */
class TodoCounts {
  private answered: Counts = {};
  private answeredAt = 0;
  private heard: Record<string, HeardCount> = {};
  private counts: Counts = {};
  private readonly listeners = new Set<() => void>();

  answer(counts: Counts, at: number): void {
    if (counts === this.answered && at === this.answeredAt) return;
    this.answered = counts;
    this.answeredAt = at;
    this.changed();
  }

  hear(payload: TodoPayload, at: number): void {
    this.heard = mergeHeard(this.heard, payload, at);
    this.changed();
  }

  clear(): void {
    this.answered = {};
    this.answeredAt = 0;
    this.heard = {};
    this.changed();
  }

  /** Every key known: from the answer (or a later count heard), or heard only. */
  readonly snapshot = (): Counts => this.counts;
  readonly heardSnapshot = (): Readonly<Record<string, HeardCount>> => this.heard;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    const counts: Record<string, number> = {};
    for (const [key, { count }] of Object.entries(this.heard)) counts[key] = count;
    for (const [key, count] of Object.entries(currentCounts(this.answered, this.answeredAt, this.heard)))
      if (typeof count === "number") counts[key] = count;
    this.counts = counts;
    for (const listener of this.listeners) listener();
  }
}

export const todoCounts = new TodoCounts();

/** Every to-do count the console knows now (the side menu's badges). */
export function useTodoCounts(): Counts {
  return useSyncExternalStore(todoCounts.subscribe, todoCounts.snapshot);
}

/** Home's counts: its statistics answer (`answered`, arrived at `answeredAt`), each overlaid by a later live count. */
export function useAnsweredTodos<K extends string>(
  answered: Partial<Record<K, number>>,
  answeredAt: number,
): Partial<Record<K, number>> {
  const heard = useSyncExternalStore(todoCounts.subscribe, todoCounts.heardSnapshot);
  useEffect(() => todoCounts.answer(answered as Counts, answeredAt), [answered, answeredAt]);
  return currentCounts(answered, answeredAt, heard);
}

/** The shell's one subscription to the live to-do counts; the store empties when the shell goes (sign-out). */
export function useTodoFeed(): void {
  // Refine subscribes once with the first callback: it must not depend on render state.
  const onLiveEvent = useCallback((event: LiveEvent) => todoCounts.hear(event.payload as TodoPayload, Date.now()), []);
  useSubscription({ channel: TODO_CHANNEL, types: ["todo"], onLiveEvent });
  useEffect(() => () => todoCounts.clear(), []);
}
