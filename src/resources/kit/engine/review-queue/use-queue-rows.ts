/**
 * A queue list's rows with their waiting time and holder (queue-values.ts): the claims read with the rows, whenever
 * someone's holds change (a reviewer's queue holds the item it shows: live events, docs/live-updates.md), and every
 * CLAIMS_REFRESH_MS while the list is open (no stream: a back end without events). No queue declared: the rows.
 */
import { useEffect, useMemo, useState } from "react";
import { onPresenceChange } from "@/providers/live";
import type { QueueSpec } from "../types";
import { loadClaims } from "./queue-api";
import { withQueueValues, type QueueClaims } from "./queue-values";

export const CLAIMS_REFRESH_MS = 10_000;

/** The queue's claims (null: none kept by the back end), read again whenever `rows` change and every few seconds. */
export function useQueueClaims(queue: string | undefined, rows: unknown): QueueClaims | null {
  const [claims, setClaims] = useState<QueueClaims | null>(null);
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
    void loadClaims(queue).then((read) => {
      if (live) setClaims(read);
    });
    return () => {
      live = false;
    };
  }, [queue, rows, tick]);
  return claims;
}

export function useQueueRows<T>(queue: QueueSpec<T> | undefined, rowKey: keyof T & string, rows: T[]): T[] {
  const claims = useQueueClaims(queue?.name, rows);
  return useMemo(
    () =>
      queue ? withQueueValues(rows, { pending: queue.pending, since: queue.since, rowKey }, claims, Date.now()) : rows,
    [queue, rowKey, rows, claims],
  );
}
