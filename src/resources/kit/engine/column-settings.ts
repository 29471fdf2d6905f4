/**
 * A list's column settings and saved views, as pure state: which declared columns show, in which order, pinned to
 * which side. The row-actions column and the selection column are not in it (they stay where the list puts them).
 * Columns the screen no longer declares are dropped from a stored state; new ones show in their declared place.
 */
import type { Params } from "@/providers/http";
import type { ColumnDef } from "./types";

export type Pin = "left" | "right" | "none";

export interface ColumnState {
  /** Column keys in the user's order (may lack new columns: they keep their declared place after these). */
  order: readonly string[];
  hidden: readonly string[];
  /** Overrides of the declared `fixed` ("none" unpins a declared pin). */
  pins: Readonly<Record<string, Pin>>;
}

export interface ViewSort {
  field: string;
  order: "asc" | "desc";
}

/** What a saved view holds: filters, columns, sort and page size. */
export interface ViewState {
  filters: Params;
  columns: ColumnState;
  sort: ViewSort | null;
  pageSize: number | null;
}

export const EMPTY_COLUMNS: ColumnState = { order: [], hidden: [], pins: {} };

const isPin = (value: unknown): value is Pin => value === "left" || value === "right" || value === "none";
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** A state read from storage or the server, checked field by field (anything malformed is left out). */
export function readColumnState(value: unknown): ColumnState {
  if (typeof value !== "object" || value === null) return EMPTY_COLUMNS;
  const raw = value as Record<string, unknown>;
  const pins: Record<string, Pin> = {};
  if (typeof raw.pins === "object" && raw.pins !== null)
    for (const [key, pin] of Object.entries(raw.pins as Record<string, unknown>)) if (isPin(pin)) pins[key] = pin;
  return { order: strings(raw.order), hidden: strings(raw.hidden), pins };
}

export function readViewState(value: unknown): ViewState {
  const raw = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const filters: Params = {};
  if (typeof raw.filters === "object" && raw.filters !== null)
    for (const [key, item] of Object.entries(raw.filters as Record<string, unknown>))
      if (typeof item === "string" || typeof item === "number" || typeof item === "boolean") filters[key] = item;
  const sort = raw.sort as Partial<ViewSort> | null | undefined;
  return {
    filters,
    columns: readColumnState(raw.columns),
    sort:
      sort && typeof sort.field === "string" && (sort.order === "asc" || sort.order === "desc")
        ? { field: sort.field, order: sort.order }
        : null,
    pageSize: typeof raw.pageSize === "number" && raw.pageSize > 0 ? raw.pageSize : null,
  };
}

/** The keys in the user's order: the stored order first (known keys only), then the others as declared. */
export function orderedKeys<T>(columns: readonly ColumnDef<T>[], state: ColumnState): string[] {
  const declared = columns.map((column) => column.key as string);
  const known = new Set(declared);
  const first = state.order.filter((key, index) => known.has(key) && state.order.indexOf(key) === index);
  const placed = new Set(first);
  return [...first, ...declared.filter((key) => !placed.has(key))];
}

export function pinOf<T>(column: ColumnDef<T>, state: ColumnState): Pin {
  return state.pins[column.key] ?? column.fixed ?? "none";
}

/**
 * The columns to show: hidden ones left out, in the user's order, pinned columns at their edge (antd needs fixed
 * columns at the ends), each with its pin as `fixed`.
 */
export function applyColumnState<T>(columns: readonly ColumnDef<T>[], state: ColumnState): ColumnDef<T>[] {
  const byKey = new Map(columns.map((column) => [column.key as string, column]));
  const hidden = new Set(state.hidden);
  const shown = orderedKeys(columns, state)
    .filter((key) => !hidden.has(key))
    .map((key) => byKey.get(key) as ColumnDef<T>);
  const withPin = (column: ColumnDef<T>): ColumnDef<T> => {
    const pin = pinOf(column, state);
    const { fixed: _fixed, ...rest } = column;
    return pin === "none" ? rest : { ...rest, fixed: pin };
  };
  const side = (pin: Pin) => shown.filter((column) => pinOf(column, state) === pin).map(withPin);
  return [...side("left"), ...side("none"), ...side("right")];
}

export function toggleHidden(state: ColumnState, key: string, hide: boolean): ColumnState {
  const hidden = state.hidden.filter((item) => item !== key);
  return { ...state, hidden: hide ? [...hidden, key] : hidden };
}

/** Moves a column one place up (-1) or down (+1) in the user's order. */
export function moveColumn<T>(
  columns: readonly ColumnDef<T>[],
  state: ColumnState,
  key: string,
  delta: -1 | 1,
): ColumnState {
  const order = orderedKeys(columns, state);
  const from = order.indexOf(key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return state;
  const next = [...order];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return { ...state, order: next };
}

export function pinColumn<T>(column: ColumnDef<T>, state: ColumnState, pin: Pin): ColumnState {
  const pins = { ...state.pins };
  if (pin === (column.fixed ?? "none")) delete pins[column.key];
  else pins[column.key] = pin;
  return { ...state, pins };
}

/** Whether the state differs from the screen's declaration (the reset button's cue). */
export function isCustomised(state: ColumnState): boolean {
  return state.order.length > 0 || state.hidden.length > 0 || Object.keys(state.pins).length > 0;
}
