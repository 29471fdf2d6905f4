/**
 * A row's history as the screen shows it (pure: tested without rendering). The server answers the row's audit records
 * with the changed database columns in snake_case (`{handle_time: [before, after]}`); each is matched to the screen's
 * own field (camelCase, `handleTime`) and its value written as the screen writes that field: money with separators
 * and two decimals, dates as dates, a dictionary code as its label, a custom cell as its CSV text. A column the screen
 * does not show keeps its column name and its value as stored (the History tab shows it muted, never hides it: a
 * history that left changes out would not be one).
 */
import { auditTrail, type HistoryRecord } from "@contract/system/audit-trail";
import { dictLabel } from "@/components/use-dict";
import { t } from "@/i18n";
import type { Endpoint } from "@/providers/endpoint";
import { cellText, EMPTY } from "../cells";
import type { ColumnDef, ResourceDefinition } from "../types";

/** `GET /history?page=&id=` (contract server, console-only; docs/audit-trail.md "History on every record"). */
export const HISTORY_ENDPOINT: Endpoint = { ...auditTrail.rowHistory, optional: true, quiet: true };

/** One audit record as the history route answers it (server/lib/audit-records.ts). */
export type { HistoryRecord };

/** What the history needs of a screen: its i18n namespace and its fields (columns, and detail-only ones). */
export type HistoryDefinition<T> = Pick<ResourceDefinition<T>, "namespace" | "columns">;

/** One changed column: the screen's field when it shows one; `before`/`after` undefined where the action has no side. */
export interface HistoryChange<T> {
  column: string;
  field?: ColumnDef<T>;
  before?: unknown;
  after?: unknown;
}

/** `handle_time` → `handleTime`. */
export const camelOf = (column: string): string => column.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());

const looseKey = (key: string): string => key.replace(/_/g, "").toLowerCase();

/** The screen's field of a database column: its camelCase key, else the same letters in any case (`real_name` → realname). */
export function fieldOfColumn<T>(columns: readonly ColumnDef<T>[], column: string): ColumnDef<T> | undefined {
  const camel = camelOf(column);
  const data = columns.filter((field) => field.kind !== "index");
  return data.find((field) => field.key === camel) ?? data.find((field) => looseKey(field.key) === looseKey(column));
}

const blank = (value: unknown): boolean => value === null || value === undefined || value === "";

/**
 * The record's changes, the screen's fields first in the screen's order, then the other columns by name. An insert
 * lists the columns it filled (after only), a delete the ones the row had (before only), an update every change.
 */
export function historyChanges<T>(record: Pick<HistoryRecord, "action" | "changes">, columns: readonly ColumnDef<T>[]) {
  const changes: HistoryChange<T>[] = Object.entries(record.changes ?? {})
    .filter(([, [before, after]]) =>
      record.action === "insert" ? !blank(after) : record.action === "delete" ? !blank(before) : true,
    )
    .map(([column, [before, after]]) => ({
      column,
      field: fieldOfColumn(columns, column),
      ...(record.action === "insert" ? {} : { before }),
      ...(record.action === "delete" ? {} : { after }),
    }));
  const position = (change: HistoryChange<T>): number =>
    change.field ? columns.indexOf(change.field) : Number.MAX_SAFE_INTEGER;
  return changes.sort((a, b) => position(a) - position(b) || a.column.localeCompare(b.column));
}

/** A stored value as plain text: '--' when empty, objects as JSON. */
function plainText(value: unknown): string {
  if (blank(value)) return EMPTY;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** The CSV text of a custom cell for this one value (the screen's own words for it), or undefined. */
function csvText<T>(field: ColumnDef<T>, value: unknown): string | undefined {
  if (!field.render || typeof field.csv !== "function") return undefined;
  try {
    const text = field.csv({ [field.key]: value } as T);
    return text === null || text === undefined || text === "" ? undefined : String(text);
  } catch {
    return undefined;
  }
}

/** A switch's value as its on / off label (the cell's texts), or undefined for another value. */
function switchText<T>(field: ColumnDef<T>, value: unknown): string | undefined {
  if (field.kind !== "switch") return undefined;
  const [on, off] = field.toggle?.values ?? [1, 0];
  const [onKey, offKey] = field.toggle?.labelKeys ?? ["common.switch.on", "common.switch.off"];
  if (String(value) === String(on)) return t(onKey);
  return String(value) === String(off) ? t(offKey) : undefined;
}

/** A value as the screen writes its field (see the module comment); a column the screen does not show: as stored. */
export function historyValueText<T>(field: ColumnDef<T> | undefined, value: unknown): string {
  if (!field || blank(value)) return plainText(value);
  const switched = switchText(field, value);
  if (switched !== undefined) return switched;
  if (field.dict && (field.kind === "dict" || field.kind === "switch"))
    return dictLabel(field.dict, value) || plainText(value);
  if (field.kind === "money" || field.kind === "dateTime" || field.kind === "yesNo") return cellText(field.kind, value);
  return csvText(field, value) ?? plainText(value);
}

/** Who made the change: the staff username, or "System" for a job or a migration (no staff id). */
export const actorText = (record: Pick<HistoryRecord, "actorId" | "actorName">): string =>
  record.actorId === null ? t("common.history.system") : record.actorName;
