/**
 * A queue list's rows with their waiting time and holder (queue-values.ts): the claims read with the rows, whenever
 * someone's holds change (a reviewer's queue holds the item it shows: live events, docs/live-updates.md), and every
 * CLAIMS_REFRESH_MS while the list is open (no stream: a back end without events). No queue declared: the rows.
 *
 * A read that changes nothing the rows show keeps the rows as they were, so the table draws no row again.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { onPresenceChange } from "@/providers/live";
import type { QueueSpec } from "../types";
import { loadClaims, rememberedClaims } from "./queue-api";
import { sameQueueRows, withQueueValues, type QueueClaims } from "./queue-values";

export const CLAIMS_REFRESH_MS = 10_000;

interface ClaimsRead {
  /** null: none kept by the back end (or not read yet). */
  claims: QueueClaims | null;
  /** When they were read: the waiting times are counted to it. */
  at: number;
}

/**
 * The queue's claims, the last read at first (queue-api), read again whenever `rows` change and every few seconds.
 * A read `unchanged` says the rows would show alike is kept without drawing the list again (the next draw uses it).
 */
export function useQueueClaims(
  queue: string | undefined,
  rows: unknown,
  unchanged: (read: ClaimsRead) => boolean = () => false,
): ClaimsRead {
  const [first] = useState<ClaimsRead>(() => ({
    claims: queue ? (rememberedClaims(queue) ?? null) : null,
    at: Date.now(),
  }));
  // The newest read; a draw is asked for only when the rows would show it differently.
  const latest = useRef(first);
  const [, redraw] = useState(0);
  const keeps = useRef(unchanged);
  keeps.current = unchanged;
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!queue) return undefined;
    const bump = () => setTick((value) => value + 1);
    const timer = window.setInterval(bump, CLAIMS_REFRESH_MS);
    // Someone opened or left an item of a list: its claim has just been taken or given back.
    const unsubscribe = onPresenceChange(bump);
    return () => {
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [queue]);
  useEffect(() => {
    if (!queue) return undefined;
    let live = true;
    void loadClaims(queue).then((claims) => {
      if (!live) return;
      latest.current = { claims, at: Date.now() };
      if (!keeps.current(latest.current)) redraw((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [queue, rows, tick]);
  return latest.current;
}

export function useQueueRows<T>(queue: QueueSpec<T> | undefined, rowKey: keyof T & string, rows: T[]): T[] {
  const last = useRef<T[]>(rows);
  const shownFrom = useRef(rows);
  const spec = queue && { pending: queue.pending, since: queue.since, rowKey };
  // A read on mount, on a tick or after someone's presence changed mostly changes nothing the rows show.
  const { claims, at } = useQueueClaims(
    queue?.name,
    rows,
    (read) => !spec || sameQueueRows(last.current, withQueueValues(shownFrom.current, spec, read.claims, read.at)),
  );
  return useMemo(() => {
    if (!queue) return rows;
    const next = withQueueValues(rows, { pending: queue.pending, since: queue.since, rowKey }, claims, at);
    shownFrom.current = rows;
    if (!sameQueueRows(last.current, next)) last.current = next;
    return last.current;
  }, [queue, rowKey, rows, claims, at]);
}
