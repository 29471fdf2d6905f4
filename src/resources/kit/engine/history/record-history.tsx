/**
 * History on every record (kit part; docs/audit-trail.md): `RecordHistory`, a row's audit records for any dialog, and
 * `HistoryTabs`, which puts it as a History tab beside a dialog's own content — the detail drawer's and the edit form's
 * — where the back end keeps the page's history (offered.ts); elsewhere the dialog stays as it was, without a tab bar.
 * The panel is its own chunk, loaded when a History tab is first shown.
 */
import { Spin, Tabs } from "antd";
import { Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { lazyPage } from "@/lib/chunk-timeout";
import type { ActionContext } from "../types";
import type { HistoryDefinition } from "./model";
import { useHistoryOffered } from "./offered";
import type { RecordHistoryProps } from "./record-history-panel";

const RecordHistoryPanel = lazyPage(() => import("./record-history-panel"));

export type { RecordHistoryProps };

/** A row's id as the history route takes it: digits, kept as text (a 19-digit id is never a number here). */
export function historyIdOf(id: unknown): string | undefined {
  const text = typeof id === "number" && Number.isSafeInteger(id) ? String(id) : id;
  return typeof text === "string" && /^[0-9]{1,19}$/.test(text) ? text : undefined;
}

/** A row's history: its audit records, newest first, paged, in the screen's words. */
export function RecordHistory<T>({ page, definition, id }: RecordHistoryProps<T>) {
  // The panel reads the fields by key and kind only: any screen's definition will do.
  const fields = definition as unknown as HistoryDefinition<unknown>;
  return (
    <Suspense fallback={<Spin />}>
      <RecordHistoryPanel page={page} definition={fields} id={id} />
    </Suspense>
  );
}

export interface HistoryTabsProps<T> {
  /** The menu page whose list shows the row; none: no history. */
  page: string | undefined;
  definition: HistoryDefinition<T>;
  /** The row's id (`row.id`); none or not an id: no history. */
  id: unknown;
  /** The label of the dialog's own tab (its content: `children`). */
  label: string;
  children: ReactNode;
}

/**
 * The dialog's content, and a History tab beside it once the back end is known to keep the page's history. The tabs
 * are there from the start (the bar hidden until then), so the content is not mounted again when the tab appears.
 */
export function HistoryTabs<T>({ page, definition, id, label, children }: HistoryTabsProps<T>) {
  const { t } = useTranslation();
  const rowId = historyIdOf(id);
  const offered = useHistoryOffered(rowId === undefined ? undefined : page);
  if (!page || rowId === undefined) return <>{children}</>;
  const main = { key: "main", label, children };
  const history = {
    key: "history",
    label: <span data-testid="history-tab">{t("common.history.tab")}</span>,
    children: <RecordHistory page={page} definition={definition} id={rowId} />,
  };
  return (
    <Tabs
      size="small"
      data-testid="history-tabs"
      items={offered ? [main, history] : [main]}
      tabBarStyle={offered ? undefined : { display: "none" }}
    />
  );
}

/**
 * A row action's dialog (a review, a reason) with the row's History tab beside its content, read with the list's
 * fields (ActionContext.fields); without them, or where the back end keeps no history, the content alone.
 */
export function ActionHistoryTabs({
  context,
  id,
  label,
  children,
}: {
  context: ActionContext;
  id: unknown;
  label: string;
  children: ReactNode;
}) {
  if (!context.fields) return <>{children}</>;
  return (
    <HistoryTabs page={context.scope?.page} definition={context.fields} id={id} label={label}>
      {children}
    </HistoryTabs>
  );
}
