/**
 * One round of reviewing a queue: the item in hand and how the reviewer moves on. With claims (the contract server):
 * each item is claimed on the server, the oldest pending one of the list's filters no one holds; a decision, a skip or
 * leaving gives the claim back and, but for leaving, claims the next. Without them (a back end that answers the claim
 * 404, e.g. X-Boot's): plain review of the page's pending rows, oldest first, nothing held.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Params } from "@/providers/http";
import { claimNext, release } from "./queue-api";
import { serverTimeMs } from "./queue-values";

export interface QueueItem<T> {
  id: string;
  row: T;
  /** Other items waiting (claims: unclaimed ones, up to 1000; plain: the page's). */
  left: number;
}

export type QueueState<T> =
  { status: "loading" } | { status: "item"; item: QueueItem<T> } | { status: "empty" } | { status: "failed" };

interface Options<T> {
  queue: string;
  /** The list's request parameters of the moment: the queue works the part the reviewer filtered. */
  filters: Params;
  rowKey: keyof T & string;
  /** Plain review: the page's rows, and which wait. */
  rows: readonly T[];
  pending: (row: T) => boolean;
  since: keyof T & string;
}

export interface QueueSession<T> {
  state: QueueState<T>;
  /** Claims (false: plain review on a back end without them). */
  claims: boolean;
  /** After a decision: the next item. */
  decided: () => void;
  skip: () => void;
  /** Back to the item skipped last (none skipped: nothing). */
  previous: () => void;
  canGoBack: boolean;
  leave: () => void;
  /** When the item in hand was shown (performance.now()), for the bench's decision → next measure. */
  shownAt: number;
}

const idOf = <T>(row: T, key: keyof T & string): string => String((row as Record<string, unknown>)[key]);

/** Plain review's order: the page's waiting rows not yet done, oldest first. */
function plainItems<T>(options: Options<T>, done: ReadonlySet<string>): T[] {
  const since = (row: T) => serverTimeMs((row as Record<string, unknown>)[options.since]) ?? 0;
  return options.rows
    .filter((row) => options.pending(row) && !done.has(idOf(row, options.rowKey)))
    .sort((a, b) => since(a) - since(b));
}

export function useQueueSession<T>(options: Options<T>): QueueSession<T> {
  const [state, setState] = useState<QueueState<T>>({ status: "loading" });
  const [claims, setClaims] = useState(true);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [shownAt, setShownAt] = useState(0);
  const current = useRef<string | null>(null);
  const done = useRef(new Set<string>());
  const latest = useRef(options);
  latest.current = options;

  const show = useCallback((next: QueueState<T>) => {
    current.current = next.status === "item" ? next.item.id : null;
    setState(next);
    setShownAt(performance.now());
  }, []);

  const plainNext = useCallback(
    (skip: readonly string[]) => {
      const items = plainItems(latest.current, new Set([...done.current, ...skip]));
      const [row] = items;
      show(
        row
          ? { status: "item", item: { id: idOf(row, latest.current.rowKey), row, left: items.length - 1 } }
          : { status: "empty" },
      );
    },
    [show],
  );

  const next = useCallback(
    async (skip: readonly string[], giveBack: string | null) => {
      const { queue, filters } = latest.current;
      if (!claims) return plainNext(skip);
      setState({ status: "loading" });
      try {
        const answer = await claimNext<T>(queue, filters, [...done.current, ...skip], giveBack);
        if (answer === "absent") {
          setClaims(false);
          return plainNext(skip);
        }
        show(
          answer
            ? { status: "item", item: { id: answer.itemId, row: answer.row, left: answer.left } }
            : { status: "empty" },
        );
      } catch {
        show({ status: "failed" });
      }
    },
    [claims, plainNext, show],
  );

  useEffect(() => {
    void next([], null);
    // The first item once, when the round starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Leaving the page (or the panel) gives the claim back.
  useEffect(
    () => () => {
      if (current.current) void release(latest.current.queue, current.current);
    },
    [],
  );

  return {
    state,
    claims,
    shownAt,
    canGoBack: skipped.length > 0,
    decided: () => {
      if (current.current) done.current.add(current.current);
      void next(skipped, current.current);
    },
    skip: () => {
      const id = current.current;
      const after = id ? [...skipped, id] : skipped;
      setSkipped(after);
      void next(after, id);
    },
    previous: () => {
      if (!skipped.length) return;
      const after = skipped.slice(0, -1);
      setSkipped(after);
      void next(after, current.current);
    },
    leave: () => {
      if (current.current) void release(latest.current.queue, current.current);
      current.current = null;
    },
  };
}
