/**
 * Screen kit v2: a screen is one definition (`*.screen.ts(x)`, its path is the menu component key). One field list
 * drives the table column, the search control, the add/edit form field, the CSV column, the detail view and the label
 * — the way ProTable's column schema does — with per-use overrides only where they differ.
 */
import type { ComponentType, ReactNode } from "react";
import type { BothLanguages } from "@/i18n/catalogue";
import type { Endpoint } from "@/providers/endpoint";
import type { DictId } from "@contract/dicts";
import type { KeyType } from "@contract/calls";
import type { Params } from "@/providers/http";
import type { DetailGroup } from "./engine/detail-drawer";
import type { FormDef, FormField, FormFieldKind, FormRules, OptionsSource } from "./engine/form-types";
import type {
  ColumnDef,
  Paging,
  ResourceDefinition,
  RowAction,
  SearchKind,
  SettingsSpec,
  ToolbarItem,
} from "./engine/types";

/**
 * What a value is; it picks the cell, the search control and the form control unless a use overrides it. `member` and
 * `memberPhone` are a member's ID and a member's phone: digits, whose cell opens the member drawer (member-link.tsx).
 */
export type ValueType =
  | "text"
  | "digits"
  | "number"
  | "money"
  | "dateTime"
  | "dict"
  | "yesNo"
  | "image"
  | "index"
  | "switch"
  | "textarea"
  | "member"
  | "memberPhone";

/**
 * How the field is searched: the request key(s) and the control, when they differ from the field's. `F`: the filter
 * names of the screen's list call when it is declared in `contract/` (any string otherwise).
 */
export interface SearchUse<F extends string = string> {
  /** The request key (default: the field key). */
  param?: F;
  kind?: SearchKind;
  /** Range request keys [from, to] (dateRange, amountRange; default `<key>Start`, `<key>End`). */
  keys?: readonly [F, F];
  /** Label key when the search row names it differently (`<screen>.fields.<label>`, then `fields.<label>`). */
  label?: string;
  maxLength?: number;
  /** A route query parameter (e.g. `uid`) that pre-fills this field and runs the search. */
  fromQuery?: string;
  yesNo?: readonly [string | number | boolean, string | number | boolean];
  /** kind 'select': the options, read from a server list (e.g. categories). */
  optionsFrom?: OptionsSource;
  /** Position in the search row (default: the field's position in the list). */
  order?: number;
}

/** How the field is edited in the add/edit forms, when it differs from the field's defaults. */
export interface FormUse extends Partial<Omit<FormField, "key" | "rules" | "kind">> {
  /** The payload key (default: the field key). */
  name?: string;
  kind?: FormFieldKind;
  rules?: FormRules;
  required?: boolean;
  /** Only in this form (default: both declared forms). */
  in?: "add" | "edit";
}

type RangeType = "dateTime" | "money";
/** The base names of a list's range filters: `createdTime` when both `createdTimeStart` and `createdTimeEnd` are. */
type RangeBase<F extends string> = string extends F ? string : StartOf<F, F>;
/** Each `<b>Start` of `U` whose `<b>End` is in `All` (distributes over `U` only). */
type StartOf<U extends string, All extends string> = U extends `${infer B}Start`
  ? `${B}End` extends All
    ? B
    : never
  : never;

/**
 * A searched field sends filter names of its list call: its own key (a single value), `<key>Start`/`<key>End` (a
 * range of dates or amounts), or the `param`/`keys` it names. With a list call from `contract/`, a name the call
 * does not declare fails typecheck.
 */
type SearchedBy<F extends string> =
  | { key: string; search?: false }
  | { key: string; search: Omit<SearchUse<F>, "param"> & ({ param: F } | { keys: readonly [F, F]; param?: string }) }
  | { key: F; type?: Exclude<ValueType, RangeType>; search: true | SearchUse<F> }
  | { key: F; search: SearchUse<F> & { kind: Exclude<SearchKind, "dateRange" | "amountRange"> } }
  | { key: RangeBase<F>; type: RangeType; search: true | SearchUse<F> };

/** One field of the screen. Column options sit at the top level; `column: false` keeps it out of the table. */
export type FieldDef<T, F extends string = string> = FieldBase<T> & SearchedBy<F>;

interface FieldBase<T> extends Partial<Omit<ColumnDef<T>, "key" | "kind">> {
  key: string;
  type?: ValueType;
  /** Label key (`<screen>.fields.<label>`, then the shared `fields.<label>`); default: the key. */
  label?: string;
  /** Characters, for the search input and the form rule. */
  max?: number;
  column?: false;
  search?: boolean | SearchUse;
  form?: boolean | FormUse;
  /** Shown in the detail drawer (default: when it is a column). */
  detail?: boolean;
  /** Grouped column header: fields with the same group sit under one header (`<screen>.groups.<group>`). */
  group?: string;
}

/**
 * A form of the screen: container, width, titles and call; its fields come from the field list (`form`). A modal's
 * width defaults to the kit's (560, kit/defaults.ts); a drawer names its own.
 */
export type ScreenForm<T> = Omit<FormDef<T>, "fields" | "titleKeys" | "container" | "width"> &
  ({ container: "modal"; width?: FormDef<T>["width"] } | { container: "drawer"; width: FormDef<T>["width"] }) & {
    titleKeys?: FormDef<T>["titleKeys"];
    /** Extra fields only this form has, after the field list's ones (rare: prefer `form` on a field). */
    extraFields?: FormDef<T>["fields"];
  };

/** Per-screen texts: zh-CN and en-US side by side (screens.test.ts checks both hold the same keys). */
export type ScreenCatalogue = BothLanguages;
export type { Texts } from "@/i18n/catalogue";

export interface ScreenDef<T, F extends string = string> {
  /** The list call: from `contract/` (its record type and filter names then type the screen), or written here. */
  list: Endpoint & { readonly record?: T; readonly filters?: Readonly<Record<F, KeyType>> };
  rowKey?: keyof T & string;
  fields: readonly FieldDef<T, NoInfer<F>>[];
  /** Status tabs: 'all' plus one per code of the dictionary; the tab sets `field`. */
  tabs?: { field: NoInfer<F>; dict: DictId };
  paging?: Paging | false;
  rowActions?: readonly RowAction<T>[];
  forms?: { add?: ScreenForm<T>; edit?: ScreenForm<T> };
  toolbar?: readonly ToolbarItem<T>[];
  /** Tree rows loaded by parent (departments, menus): see ResourceDefinition.tree. */
  tree?: ResourceDefinition<T>["tree"];
  /** Batch actions on selected rows (row selection appears when the user may run one). */
  batchActions?: readonly ToolbarItem<T>[];
  /** Which rows may be selected for the batch actions (default: every row). */
  selectable?: (row: T) => boolean;
  summary?: { labelColumn: keyof T & string; sumColumns: readonly (keyof T & string)[] };
  actionsFallback?: (row: T) => ReactNode;
  actionsWidth?: number;
  virtualAbove?: number;
  /** On a phone each row is a card: the fields on its face (default: the first four columns). See CardSpec. */
  card?: ResourceDefinition<T>["card"];
  /**
   * A read-only detail drawer as the first row action: groups of field keys (default one group of every field with
   * `detail` or a column), optionally loading the full record from an endpoint.
   */
  detail?: {
    groups?: readonly DetailGroup[];
    endpoint?: Endpoint;
    payload?: (row: T) => Params;
    width?: number | string;
  };
  /**
   * The back end masks members' personal data in this list and may reveal a row's with a reason (its declaration's
   * `reveal`): a "Reveal" row action for users holding `reveal`, on rows showing a masked value.
   */
  reveal?: boolean;
  /**
   * For rows that open no detail drawer or edit form (where the History tab sits): this field's cell becomes a link
   * opening the row's changes from the audit trail in a drawer. Plain text where the back end keeps no history.
   */
  historyLink?: keyof T & string;
  /** A review queue over the pending rows ("Start reviewing", the waiting and holder columns): see QueueSpec. */
  queue?: ResourceDefinition<T>["queue"];
  /** CSV export (toolbar button guarded by 'output'): all matching rows, or `scope: "page"`; the file name's key. */
  export?: ResourceDefinition<T>["export"];
  /** The screen's own texts (labels the shared vocabulary lacks, messages, titles). */
  i18n?: ScreenCatalogue;
  /**
   * A settings form page (download page, basic config): `forms.edit` on the page itself, filled from `settings.load`
   * and saved by its endpoint; read-only without `edit`. `list` names the same load call.
   */
  settings?: SettingsSpec;
  /** A panel whose choice narrows the list (a department tree beside it, a title search above it): see ScreenScope. */
  scope?: ErasedScope<T>;
  /** A part shown above the list (or settings form), given the compiled definition: a chart of the same rows. */
  above?: ComponentType<{ definition: ResourceDefinition<T> }>;
  /**
   * A screen the list page cannot render (a dashboard, a panel beside the list that narrows it): its own page,
   * composing the kit's parts with the compiled definition (docs/adding-a-screen.md, "Custom pages").
   */
  page?: ComponentType<{ definition: ResourceDefinition<T> }>;
}

/** What a scope's panel receives: the value chosen (undefined: none), a way to choose, the compiled definition. */
export interface ScopePanelProps<T, V> {
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  definition: ResourceDefinition<T>;
}

/**
 * A panel that narrows the list: beside it (a column `width` px wide, the list filling the rest) or above it. The
 * list shows `narrow(definition, value)` for the value chosen, and starts afresh (first page) on each new choice.
 */
export interface ScreenScope<T, V> {
  placement: "beside" | "above";
  /** Beside: the panel's column width in px. */
  width?: number;
  panel: ComponentType<ScopePanelProps<T, V>>;
  narrow: (definition: ResourceDefinition<T>, value: V) => ResourceDefinition<T>;
}

declare const erased: unique symbol;
/** A scope whose value type is the screen's own business (see `scope()`). */
export type ErasedScope<T> = ScreenScope<T, unknown> & { readonly [erased]: true };

/** Declares a screen's scope, its value type checked here and then left to the panel and `narrow`. */
export function scope<T, V>(spec: ScreenScope<T, V>): ErasedScope<T> {
  return spec as unknown as ErasedScope<T>;
}

/**
 * Declares a screen (typed; the registry mounts it by its file path). With a list call from `contract/` the record
 * type and the filter names come from it: `defineScreen({ list: bankManagement.list, fields: […] })`.
 */
export function defineScreen<T, F extends string = string>(screen: ScreenDef<T, F>): ScreenDef<T> {
  return screen as unknown as ScreenDef<T>;
}
