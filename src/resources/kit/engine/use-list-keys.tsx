/**
 * A list's keys (docs/review-queue.md, "Keys"): ↑ and ↓ move a focus row, Enter runs its first action, ? shows the
 * page's keys; on a list with a review queue, S (or the toolbar's "Start reviewing") opens the queue. Keys work while
 * the list is on screen and the focus is in no field and no dialog (keys.ts). The focus row is marked on the row's
 * element (`data-focused`), not in React state: moving it re-renders nothing of a large page.
 */
import { Button } from "antd";
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { Params } from "@/providers/http";
import { lazyPage } from "@/lib/chunk-timeout";
import { isShortcut } from "./keys";
import { ACTIONS_KEY } from "./use-list-columns";
import type { ListScope, ResourceDefinition } from "./types";
import type { Has } from "./use-permissions";

// Opened by a key or a click: neither is part of the list's first paint.
// lazy() loses the generic signatures; the props are the same.
const KeysHelp = lazyPage(() => import("./keys-help")) as unknown as typeof import("./keys-help").default;
const QueuePanel = lazyPage(
  () => import("./review-queue/queue-panel"),
) as unknown as typeof import("./review-queue/queue-panel").default;

interface Options<T> {
  definition: ResourceDefinition<T>;
  has: Has;
  scope: ListScope;
  /** The list's request parameters (the queue works what the reviewer filtered). */
  params: Params;
  rows: readonly T[];
  /** The list's element: its rows, and whether it is on screen. */
  container: RefObject<HTMLElement | null>;
  reload: () => void;
}

const ROW_SELECTOR = "tr.ant-table-row";

/** Moves the focus mark `by` rows (from none: the first); → the new index. */
function moveFocus(container: HTMLElement, from: number, by: number): number {
  const rows = [...container.querySelectorAll<HTMLElement>(ROW_SELECTOR)];
  if (!rows.length) return -1;
  const to = from < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, from + by));
  rows.forEach((row, index) => {
    if (index === to) row.setAttribute("data-focused", "true");
    else row.removeAttribute("data-focused");
  });
  rows[to]?.scrollIntoView({ block: "nearest" });
  return to;
}

/** The first action button of row `index` (in its actions cell: a cell's own button, an address, is no action). */
function firstAction(container: HTMLElement, index: number): HTMLElement | null {
  const row = container.querySelectorAll(ROW_SELECTOR).item(index);
  return row?.querySelector<HTMLElement>(`td[data-col='${ACTIONS_KEY}'] [data-action]`) ?? null;
}

export function useListKeys<T>(options: Options<T>): { startButton: ReactNode; element: ReactNode } {
  const { definition, has, container } = options;
  const { t } = useTranslation();
  const [queueOpen, setQueueOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const focus = useRef(-1);
  const canQueue = Boolean(definition.queue) && has("edit");
  const state = useRef({ open: queueOpen || helpOpen, canQueue });
  state.current = { open: queueOpen || helpOpen, canQueue };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const list = container.current;
      // Another tab's list (kept mounted, hidden), or a dialog of this one open.
      if (!list || list.offsetParent === null || state.current.open || !isShortcut(event, null)) return;
      let handled = true;
      if (event.key === "ArrowDown" || event.key === "ArrowUp")
        focus.current = moveFocus(list, focus.current, event.key === "ArrowDown" ? 1 : -1);
      else if (event.key === "Enter" && focus.current >= 0) firstAction(list, focus.current)?.click();
      else if (event.key === "?") setHelpOpen(true);
      else if ((event.key === "s" || event.key === "S") && state.current.canQueue) setQueueOpen(true);
      else handled = false;
      if (handled) event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [container]);

  const startButton = canQueue ? (
    <Button type="primary" ghost onClick={() => setQueueOpen(true)} data-testid="queue-start" data-perm="edit">
      {t("review.start")}
    </Button>
  ) : null;
  const close = () => {
    setQueueOpen(false);
    options.reload();
  };
  const element = (
    <Suspense fallback={null}>
      {helpOpen && <KeysHelp definition={definition} onClose={() => setHelpOpen(false)} />}
      {queueOpen && definition.queue && (
        <QueuePanel
          definition={{ ...definition, queue: definition.queue }}
          has={has}
          scope={options.scope}
          filters={{ ...definition.endpoints.list.params, ...options.params }}
          rows={options.rows}
          onClose={close}
          onHelp={() => setHelpOpen(true)}
        />
      )}
    </Suspense>
  );
  return { startButton, element };
}
