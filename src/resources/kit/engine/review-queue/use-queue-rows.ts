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

/** The queue's claims, the last read at first (queue-api), read again whenever `rows` change and every few seconds. */
export function useQueueClaims(queue: string | undefined, rows: unknown): ClaimsRead {
  const [read, setRead] = useState<ClaimsRead>(() => ({
    claims: queue ? (rememberedClaims(queue) ?? null) : null,
    at: Date.now(),
  }));
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
      if (live) setRead({ claims, at: Date.now() });
    });
    return () => {
      live = false;
    };
  }, [queue, rows, tick]);
  return read;
}

export function useQueueRows<T>(queue: QueueSpec<T> | undefined, rowKey: keyof T & string, rows: T[]): T[] {
  const { claims, at } = useQueueClaims(queue?.name, rows);
  const last = useRef<T[]>(rows);
  return useMemo(() => {
    if (!queue) return rows;
    const next = withQueueValues(rows, { pending: queue.pending, since: queue.since, rowKey }, claims, at);
    if (!sameQueueRows(last.current, next)) last.current = next;
    return last.current;
  }, [queue, rowKey, rows, claims, at]);
}
