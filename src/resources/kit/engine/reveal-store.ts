/**
 * Rows whose personal data a user revealed with a reason (docs/security.md, "Personal data"): their values, whole,
 * kept in memory only and for REVEAL_MS; then, or when the list leaves the screen, the rows show the server's masked
 * values again. Nothing is written to storage.
 */
import { useEffect, useMemo, useSyncExternalStore } from "react";

export const REVEAL_MS = 30_000;

type Values = Readonly<Record<string, unknown>>;

const revealed = new Map<string, Values>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
let version = 0;

/** A value as the back end masks it: stars, or the ellipsis of a wallet address. */
const MASKED = /\*|…/;

/** Whether the row shows a masked value (a field holding masked text). */
export function hasMaskedValue(row: unknown): boolean {
  if (row === null || typeof row !== "object") return false;
  return Object.values(row).some((value) => typeof value === "string" && MASKED.test(value));
}

const keyOf = (namespace: string, id: unknown): string => `${namespace}:${String(id)}`;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function forget(key: string): void {
  clearTimeout(timers.get(key));
  timers.delete(key);
  if (revealed.delete(key)) changed();
}

/** Shows row `id` of the list `namespace` with `values` whole for `ms`. */
export function revealRow(namespace: string, id: unknown, values: Values, ms = REVEAL_MS): void {
  const key = keyOf(namespace, id);
  clearTimeout(timers.get(key));
  revealed.set(key, values);
  timers.set(
    key,
    setTimeout(() => forget(key), ms),
  );
  changed();
}

/** Masks again every row of the list `namespace`. */
export function forgetRevealed(namespace: string): void {
  for (const key of [...revealed.keys()]) if (key.startsWith(`${namespace}:`)) forget(key);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The values revealed for row `id` of `namespace`, if any (re-renders when they come or go). */
export function useRevealedValues(namespace: string, id: unknown): Values | undefined {
  useSyncExternalStore(subscribe, () => version);
  return revealed.get(keyOf(namespace, id));
}

/** The rows with the values revealed in them; the list's reveals end when it leaves the screen. */
export function useRevealedRows<T>(namespace: string, rowKey: keyof T & string, rows: T[]): T[] {
  const current = useSyncExternalStore(subscribe, () => version);
  useEffect(() => () => forgetRevealed(namespace), [namespace]);
  return useMemo(() => {
    if (current === 0 || revealed.size === 0) return rows;
    return rows.map((row) => {
      const values = revealed.get(keyOf(namespace, row[rowKey]));
      return values ? { ...row, ...values } : row;
    });
  }, [rows, current, namespace, rowKey]);
}
