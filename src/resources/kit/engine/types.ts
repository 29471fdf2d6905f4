/**
 * The resource DSL (DESIGN §4, STYLE lessons 1–7): a business screen declared as data. The generic list page
 * (list-page.tsx) renders any definition; special screens compose the same parts.
 */
import type { ComponentType, ReactNode } from "react";
import type { Endpoint } from "@/providers/endpoint";
import type { Params } from "@/providers/http";
import type { PermType } from "@/providers/session/menu-types";
import type { DictId } from "@contract/dicts";
import type { FormMode, OptionsSource, ResourceForms } from "./form-types";

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
  /** The record field (or a virtual one with a `render`). */
  key: keyof T & string;
  /** Label: `<namespace>.fields.<label>`, then the shared `fields.<label>` (default: the key). */
  label?: string;
  /** Grouped header: consecutive columns with the same group sit under `<namespace>.groups.<group>`. */
  group?: string;
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
  /**
   * A field only some back ends answer (the contract server's, not X-Boot's entity): the column shows only when a row
   * of the page carries it, instead of a column of '--'.
   */
  optional?: boolean;
}

export type SearchKind = "text" | "digits" | "number" | "dict" | "yesNo" | "select" | "dateRange" | "amountRange";

export interface SearchField {
  /** Form field name; also the request key unless `keys` says otherwise. */
  key: string;
  /** Label: `<namespace>.fields.<label>`, then the shared `fields.<label>` (default: the key). */
  label?: string;
  /** The column showing what this field filters (generated browser checks take a sample value from it). */
  column?: string;
  kind: SearchKind;
  /** Request keys a range fills: [from, to]. */
  keys?: readonly [string, string];
  dict?: DictId;
  maxLength?: number;
  /** A route query parameter (e.g. `uid`) that pre-fills this field and runs the search. */
  fromQuery?: string;
  /** yesNo fields: the values sent for yes / no (default 1 / 0). */
  yesNo?: readonly [string | number | boolean, string | number | boolean];
  /** select fields: options read from a server list (values kept as text, as the URL holds them). */
  optionsFrom?: OptionsSource;
}

export interface ConfirmSpec {
  /** Default: common.confirmTitle, SPEC §8's '温馨提示' / 'Friendly reminder'. */
  titleKey?: string;
  /** The question, in the spec's words where it quotes them (both languages). */
  textKey: string;
  /** A second line under the text, adding what the spec's words leave out (an empty translation shows none). */
  detailKey?: string;
  /** Interpolation values for the title and the text (row data: `{{orderNo}}` …). */
  values?: Record<string, unknown>;
  /** What the action acts on, listed under the text: a money confirmation names the member, currency and amount. */
  facts?: readonly ConfirmFact[];
}

/** One line of a confirmation: a label (i18n keys, first found wins) and the value, formatted or as an i18n key. */
export interface ConfirmFact {
  key: string;
  labelKey: string | readonly string[];
  value?: ReactNode;
  /** The value as an i18n key (a choice such as credit or debit), translated when shown. */
  valueKey?: string;
}

export interface ActionContext {
  /** Reloads the list (keeps filters and page). */
  reload: () => void;
  /** Opens a declared form (definition.forms) — add, or edit with the row. */
  openForm?: (mode: FormMode, row?: unknown) => void;
  /** Where the rows live (useListScope, read once per list): their menu page and Refine resource. */
  scope?: ListScope;
  /** The list's namespace and columns: a dialog's History tab names the row's changes with them (RowActions sets it). */
  fields?: Pick<ResourceDefinition<unknown>, "namespace" | "columns">;
}

/** The menu page (component key) and the Refine resource of the list on screen: whose rows are reviewed and watched. */
export interface ListScope {
  page?: string;
  resource?: string;
}

export interface RowAction<T> {
  key: string;
  /** Button text key; default `<namespace>.actions.<key>`, then `common.actions.<key>`. */
  labelKey?: string;
  /** Any permType of the page (add, edit, delete, output or a custom one); none = everyone who sees the page. */
  permType?: PermType;
  /** Shown only to users holding this role (exact match, SPEC §6). */
  role?: string;
  visible?: (row: T) => boolean;
  /** Shown but disabled when true (e.g. a state that forbids it). */
  disabled?: (row: T) => boolean;
  /** A confirmation; a function gets the row for its text values. */
  confirm?: ConfirmSpec | ((row: T) => ConfirmSpec);
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
  /**
   * A review decision (approve, reject): its dialog holds the row while open, and the row shows who else has one open
   * on it (docs/live-updates.md, "Presence").
   */
  review?: boolean;
}

export interface ToolbarProps<T> {
  rows: readonly T[];
  extra: Record<string, unknown>;
  context: ActionContext;
  /** Batch actions: the selected rows (empty: the action is disabled). */
  selected?: readonly T[];
}

export interface ToolbarItem<T> {
  key: string;
  permType?: PermType;
  role?: string;
  /** Renders the item; receives the current rows and the list's extra result fields (totals). */
  component: ComponentType<ToolbarProps<T>>;
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
  /** The screen's page key (menu `component`, e.g. `finance/withdraw-orders`): its saved views are kept under it. */
  screenKey?: string;
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
  /**
   * Tree rows loaded by parent: expanding a row calls `children` with the row's id (as `{parentId}` in the path or the
   * `param`), e.g. `/xboot/department/getByParentId/{parentId}`.
   */
  tree?: { children: Endpoint; param?: string; hasChildren?: (row: T) => boolean };
  /** Actions on the selected rows; row selection shows when the user may run one of them. */
  batchActions?: readonly ToolbarItem<T>[];
  /** Which rows may be selected for the batch actions (default: every row), e.g. only pending ones. */
  selectable?: (row: T) => boolean;
  /**
   * CSV export, an Export button guarded by 'output': of every row matching the filters (default), or of the current
   * page only (`scope: "page"`, where the spec pins it: withdrawals).
   */
  export?: { fileNameKey: string; scope?: "all" | "page" };
  /** Above this page size the table renders virtual rows (default 100). */
  virtualAbove?: number;
  /** On a phone (below 768 px) each row is a card: see CardSpec. */
  card?: CardSpec;
  /** A settings page instead of a list: the edit form on the page, its values loaded from `load` (SettingsPage). */
  settings?: SettingsSpec;
  /** A review queue over the list's pending rows: see QueueSpec. */
  queue?: QueueSpec<T>;
}

/**
 * A list whose pending rows are reviewed through a queue (docs/review-queue.md): "Start reviewing" hands the reviewer
 * the oldest pending row of the list's filters (a claim on the server, `POST /review/claim {queue}`), opens it with its
 * review actions (the row actions marked `review`) and `context`, and after each decision the next. The list shows
 * each pending row's waiting time and, where the back end keeps claims, its holder.
 */
export interface QueueSpec<T> {
  /** The server's queue name. */
  name: string;
  /** Whether a row waits for review. */
  pending: (row: T) => boolean;
  /** The field holding when the row started waiting (a `dateTime`). */
  since: keyof T & string;
  /** Shown under the row's facts in the queue (e.g. the member's recent money changes). */
  context?: ComponentType<{ row: T }>;
}

/**
 * A row as a card on a phone: `title` names the fields on the card's face (in the list's column order), the others
 * fold behind "More". Default: the first four visible columns, leaving out the row number and pictures.
 */
export interface CardSpec {
  title: readonly string[];
}

/** A settings form page: one object loaded from `load`, saved by the edit form; `aside` shows beside the form. */
export interface SettingsSpec {
  load: Endpoint;
  aside?: ComponentType<{ values: Record<string, unknown> }>;
}

export const DEFAULT_PAGING: Paging = { sizes: [10, 20, 50], initial: 10 };
