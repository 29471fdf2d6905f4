/**
 * What a queue adds to each row of its list (pure): how long a pending row has waited, whether past the threshold,
 * and who holds it. Kept on the row under QUEUE_KEYS, so the cells render plain values and the holder column shows
 * only where the back end keeps claims (an `optional` column: no row carries the key otherwise).
 */

/** The virtual fields of a queue's rows. */
export const QUEUE_KEYS = { waiting: "queueWaiting", holder: "queueHolder" } as const;

/** The waiting time as the cell words it: minutes below an hour, hours below three days, days after. */
export interface Waiting {
  unit: "minutes" | "hours" | "days";
  count: number;
  /** Past the `reviewWaitHours` threshold. */
  overdue: boolean;
}

/** A live claim of the queue, as `GET /review/claims` answers it. */
export interface QueueClaim {
  itemId: string;
  holder: string;
  self: boolean;
  expiresAt: string;
}

export interface QueueClaims {
  waitHours: number;
  claims: readonly QueueClaim[];
}

/** The threshold when the back end says none (the setting's default). */
export const DEFAULT_WAIT_HOURS = 24;

/**
 * The back end's times carry no zone: X-Boot's Jackson writes them in GMT+8 (`spring.jackson.time-zone`), as the
 * contract server does (Asia/Shanghai). Read so, a waiting time is right in any browser's zone.
 */
export function serverTimeMs(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)/.exec(value);
  if (!match) return undefined;
  const ms = Date.parse(`${match[1]}T${match[2]}+08:00`);
  return Number.isNaN(ms) ? undefined : ms;
}

export function waitingOf(sinceMs: number, nowMs: number, waitHours: number): Waiting {
  const minutes = Math.max(0, Math.floor((nowMs - sinceMs) / 60_000));
  const overdue = minutes >= waitHours * 60;
  if (minutes < 60) return { unit: "minutes", count: minutes, overdue };
  const hours = Math.floor(minutes / 60);
  if (hours < 72) return { unit: "hours", count: hours, overdue };
  return { unit: "days", count: Math.floor(hours / 24), overdue };
}

/** The holder shown for a row: "self" for the caller's own claim, the holder's name, or null when unclaimed. */
export type Holder = { self: true } | { self: false; name: string } | null;

interface Spec<T> {
  pending: (row: T) => boolean;
  since: keyof T & string;
  rowKey: keyof T & string;
}

/**
 * The rows with the queue's fields: `queueWaiting` on pending rows (null on the others), `queueHolder` only when
 * the back end answered its claims (`claims` not null).
 */
export function withQueueValues<T>(rows: readonly T[], spec: Spec<T>, claims: QueueClaims | null, nowMs: number): T[] {
  const waitHours = claims?.waitHours ?? DEFAULT_WAIT_HOURS;
  const held = new Map((claims?.claims ?? []).map((claim) => [claim.itemId, claim]));
  return rows.map((row) => {
    const record = row as Record<string, unknown>;
    const pending = spec.pending(row);
    const since = pending ? serverTimeMs(record[spec.since]) : undefined;
    const claim = pending ? held.get(String(record[spec.rowKey])) : undefined;
    const holder: Holder = claim ? (claim.self ? { self: true } : { self: false, name: claim.holder }) : null;
    return {
      ...row,
      [QUEUE_KEYS.waiting]: since === undefined ? null : waitingOf(since, nowMs, waitHours),
      ...(claims ? { [QUEUE_KEYS.holder]: holder } : {}),
    };
  });
}

const sameQueueValue = (a: unknown, b: unknown) =>
  a === b ||
  (a !== null &&
    b !== null &&
    typeof a === "object" &&
    typeof b === "object" &&
    JSON.stringify(a) === JSON.stringify(b));

/**
 * Two versions of a queue's rows that show the same: row by row the same fields, with the same waiting time and
 * holder. A read of the claims that changes none of them need not draw the table again.
 */
export function sameQueueRows<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((row, i) => {
    const left = row as Record<string, unknown>;
    const right = b[i] as Record<string, unknown>;
    const keys = Object.keys(left);
    if (keys.length !== Object.keys(right).length) return false;
    return keys.every((key) =>
      key === QUEUE_KEYS.waiting || key === QUEUE_KEYS.holder
        ? sameQueueValue(left[key], right[key])
        : left[key] === right[key],
    );
  });
}
