/**
 * The resource DSL (DESIGN §4, STYLE lessons 1–7): a business screen declared as data. The generic list page
 * (list-page.tsx) renders any definition; special screens compose the same parts.
 */
import type { ComponentType, ReactNode } from "react";
import type { Endpoint } from "@/providers/endpoint";
import type { Params } from "@/providers/http";
import type { PermType } from "@/shell/menu-types";
import type { DictId } from "@/i18n/dicts";
import type { FormMode, ResourceForms } from "./form-types";

/** How a cell renders; each kind is a tiny renderer in cells.tsx. */
export type CellKind = "text" | "index" | "money" | "dateTime" | "dict" | "yesNo" | "image" | "switch";

/** A `switch` cell: toggling it calls the endpoint with the row and the new value, then reloads. */
export interface ToggleSpec<T> {
  /** The values for on / off (default 1 / 0) and their label keys (default common.switch.on / off). */
  values?: readonly [string | number | boolean, string | number | boolean];
  labelKeys?: readonly [string, string];
  /** Without it the switch is shown disabled. */
  permType?: PermType;
  endpoint: Endpoint;
  payload: (row: T, next: string | number | boolean) => Params;
  successKey?: string;
}

export interface ColumnDef<T> {
  /** The record field; also the i18n key `<namespace>.fields.<key>`. */
  key: keyof T & string;
  kind?: CellKind;
  /** For `dict` cells: the dictionary (its labels and tag colours). */
  dict?: DictId;
  /** For `yesNo` cells: the tag colours (default red yes, green no). */
  colors?: { yes?: string; no?: string };
  /** For `switch` cells: what toggling does. */
  toggle?: ToggleSpec<T>;
  width?: number;
  fixed?: "left" | "right";
  sortable?: boolean;
  ellipsis?: boolean;
  /** A custom cell, when no kind fits (still light: plain text or one tag). */
  render?: (row: T) => ReactNode;
  /** What the CSV export writes; defaults to the cell's text. `false` leaves the column out of the file. */
  csv?: ((row: T) => string | number | null | undefined) | false;
}

export type SearchKind = "text" | "digits" | "number" | "dict" | "yesNo" | "dateRange" | "amountRange";

export interface SearchField {
  /** Form field name and i18n key `<namespace>.search.<key>`; also the request key unless `keys` says otherwise. */
  key: string;
  kind: SearchKind;
  /** Request keys a range fills: [from, to]. */
  keys?: readonly [string, string];
  dict?: DictId;
  maxLength?: number;
  /** A route query parameter (e.g. `uid`) that pre-fills this field and runs the search. */
  fromQuery?: string;
  /** yesNo fields: the values sent for yes / no (default 1 / 0). */
  yesNo?: readonly [string | number | boolean, string | number | boolean];
}

export interface ConfirmSpec {
  /** Default: common.confirmTitle ('温馨提示'). */
  titleKey?: string;
  textKey: string;
}

export interface ActionContext {
  /** Reloads the list (keeps filters and page). */
  reload: () => void;
  /** Opens a declared form (definition.forms) — add, or edit with the row. */
  openForm?: (mode: FormMode, row?: unknown) => void;
}

export interface RowAction<T> {
  key: string;
  /** Button text key; default `<namespace>.actions.<key>`. */
  labelKey?: string;
  permType?: PermType;
  visible?: (row: T) => boolean;
  confirm?: ConfirmSpec;
  /** The call it makes, with the payload taken from the row. */
  endpoint?: Endpoint;
  payload?: (row: T) => Params;
  /** Success toast; default common.messages.operationSucceeded. */
  successKey?: string;
  danger?: boolean;
  /** Opens the declared form of that mode with the row (definition.forms). */
  form?: FormMode;
  /** An action with its own UI (a modal, a drawer): it renders its own trigger. */
  component?: ComponentType<{ row: T; context: ActionContext }>;
}

export interface ToolbarItem<T> {
  key: string;
  permType?: PermType;
  /** Renders the item; receives the current rows and the list's extra result fields (totals). */
  component: ComponentType<{ rows: readonly T[]; extra: Record<string, unknown>; context: ActionContext }>;
}

export interface Paging {
  sizes: readonly number[];
  initial: number;
  /** The page size the reset button restores (default: initial). */
  afterReset?: number;
}

export interface ResourceDefinition<T> {
  /** i18n namespace of the screen (its own catalogue), e.g. `withdrawOrders`. */
  namespace: string;
  rowKey: keyof T & string;
  endpoints: { list: Endpoint };
  columns: readonly ColumnDef<T>[];
  search?: readonly SearchField[];
  /** Status tabs: 'all' plus one per dictionary code; the tab sets `field`. */
  tabs?: { field: string; dict: DictId };
  /** false: no pagination (all rows at once). */
  paging?: Paging | false;
  rowActions?: readonly RowAction<T>[];
  /**
   * Declared add/edit forms: `add` puts an Add button in the toolbar (permType add); `edit` puts an Edit row
   * action first (permType edit) unless a row action with `form: 'edit'` places it.
   */
  forms?: ResourceForms<T>;
  /** Shown in the action column when no action applies to the row (e.g. the status label). */
  actionsFallback?: (row: T) => ReactNode;
  actionsWidth?: number;
  toolbar?: readonly ToolbarItem<T>[];
  /** Summary row: which column carries the label, which are summed over the page. */
  summary?: { labelColumn: keyof T & string; sumColumns: readonly (keyof T & string)[] };
  /** Above this page size the table renders virtual rows (default 100). */
  virtualAbove?: number;
  scrollX?: number;
}

export const DEFAULT_PAGING: Paging = { sizes: [10, 20, 50], initial: 10 };
