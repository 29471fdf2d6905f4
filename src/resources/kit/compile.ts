/**
 * A screen's field list → the list engine's definition (columns, search row, forms). Pure: tested without rendering.
 * Defaults come from the field's value type; a use (`search`, `form`, column options) overrides only what differs.
 */
import type { FormDef, FormField, FormMode } from "./engine/form-types";
import { detailActionComponent } from "./engine/detail-drawer";
import { withHistoryLink } from "./engine/history/history-link";
import { revealAction } from "./engine/reveal-action";
import { withQueueColumns } from "./engine/review-queue/queue-cells";
import type { ColumnDef, ResourceDefinition, RowAction, SearchField } from "./engine/types";
import { MODAL_FORM_WIDTH } from "./defaults";
import { VALUE_TYPES, valueTypeWidth } from "./value-types";
import { memberLink, memberPhoneLink } from "./member-link";
import { resolveKeys } from "./relative-keys";
import type { FieldDef, FormUse, ScreenDef, ScreenForm, SearchUse, ValueType } from "./screen-types";

/** The i18n namespace of a screen key: the last path segment in camelCase (`finance/withdraw-orders` → withdrawOrders). */
export function namespaceOf(key: string): string {
  const last = key.split("/").pop() ?? key;
  return last.replace(/-([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
}

const typeOf = <T>(field: FieldDef<T>): ValueType => field.type ?? "text";
const labelOf = <T>(field: FieldDef<T>): string | undefined =>
  field.label && field.label !== field.key ? field.label : undefined;

function toColumn<T>(field: FieldDef<T>): ColumnDef<T> {
  const {
    key,
    type: _type,
    label: _label,
    max: _max,
    column: _column,
    search: _search,
    form: _form,
    detail: _detail,
    ...options
  } = field;
  const label = labelOf(field);
  const value = (row: T) => (row as Record<string, unknown>)[key];
  // A member's ID or phone opens the member drawer wherever it is listed, unless the field renders its own cell.
  const link =
    options.render ??
    (field.type === "member" ? memberLink(value) : field.type === "memberPhone" ? memberPhoneLink(value) : undefined);
  return {
    ...options,
    key: key as keyof T & string,
    kind: VALUE_TYPES[typeOf(field)].cell,
    width: options.width ?? valueTypeWidth(typeOf(field)),
    ...(label ? { label } : {}),
    ...(link ? { render: link } : {}),
  };
}

function toSearch<T>(field: FieldDef<T>): SearchField & { order: number } {
  const use: SearchUse = typeof field.search === "object" ? field.search : {};
  const label = use.label ?? labelOf(field) ?? (use.param && use.param !== field.key ? field.key : undefined);
  const search: SearchField & { order: number } = {
    key: use.param ?? field.key,
    kind: use.kind ?? VALUE_TYPES[typeOf(field)].search,
    order: use.order ?? 0,
  };
  if (label) search.label = label;
  if (field.column !== false) search.column = field.key;
  if (use.keys) search.keys = use.keys;
  if (field.dict) search.dict = field.dict;
  const maxLength = use.maxLength ?? field.max;
  if (maxLength !== undefined) search.maxLength = maxLength;
  if (use.fromQuery) search.fromQuery = use.fromQuery;
  if (use.yesNo) search.yesNo = use.yesNo;
  if (use.optionsFrom) search.optionsFrom = use.optionsFrom;
  return search;
}

function toFormField<T>(field: FieldDef<T>): FormField {
  const use: FormUse = typeof field.form === "object" ? field.form : {};
  const { name, in: _in, required, rules, kind, ...rest } = use;
  const merged = {
    ...(field.max !== undefined ? { maxLength: field.max } : {}),
    ...(rules ?? {}),
    ...(required ? { required } : {}),
  };
  const label = labelOf(field);
  return {
    key: name ?? field.key,
    kind: kind ?? VALUE_TYPES[typeOf(field)].form,
    ...(field.dict ? { dict: field.dict } : {}),
    ...(label || name ? { label: label ?? field.key } : {}),
    ...rest,
    ...(Object.keys(merged).length ? { rules: merged } : {}),
  };
}

/** Search fields in their declared order (`order`), stable for equal orders. */
export function searchFields<T>(fields: readonly FieldDef<T>[]): SearchField[] {
  return fields
    .filter((field) => field.search)
    .map((field, index) => ({ index, search: toSearch(field) }))
    .sort((a, b) => a.search.order - b.search.order || a.index - b.index)
    .map(({ search: { order: _order, ...search } }) => search);
}

export function formFields<T>(fields: readonly FieldDef<T>[], mode: FormMode): FormField[] {
  return fields
    .filter((field) => field.form && (typeof field.form !== "object" || !field.form.in || field.form.in === mode))
    .map(toFormField);
}

function toForm<T>(
  form: ScreenForm<T> | undefined,
  fields: readonly FieldDef<T>[],
  mode: FormMode,
): FormDef<T> | undefined {
  if (!form) return undefined;
  const { extraFields, titleKeys, width, ...rest } = form;
  return {
    ...rest,
    width: width ?? MODAL_FORM_WIDTH,
    titleKeys: titleKeys ?? { add: "common.actions.add", edit: "common.actions.edit" },
    fields: [...formFields(fields, mode), ...(extraFields ?? [])],
  };
}

function detailAction<T>(
  screen: ScreenDef<T>,
  key: string,
  namespace: string,
  columns: readonly ColumnDef<T>[],
): RowAction<T>[] {
  const detail = screen.detail;
  if (!detail) return [];
  // Every field marked `detail`, plus the columns unless a field says `detail: false` (index and actions are not data).
  const keys = screen.fields.filter((f) => f.type !== "index" && (f.detail ?? f.column !== false)).map((f) => f.key);
  const detailColumns = screen.fields.filter((f) => f.column === false && f.detail).map(toColumn);
  const spec = {
    namespace,
    page: key,
    columns: [...columns, ...detailColumns],
    groups: detail.groups ?? [{ key: "basic", fields: keys }],
    ...detail,
  };
  return [{ key: "detail", component: detailActionComponent(spec) }];
}

/** The engine's definition of a screen mounted under `key`. */
export function compileScreen<T>(key: string, written: ScreenDef<T>): ResourceDefinition<T> {
  const namespace = namespaceOf(key);
  const screen = resolveKeys(namespace, written);
  const search = searchFields(screen.fields);
  const declared = withQueueColumns(
    screen.fields.filter((field) => field.column !== false).map(toColumn),
    screen.queue,
  );
  const columns = withHistoryLink(declared, screen.historyLink, key, namespace);
  const rowActions = [
    ...detailAction(screen, key, namespace, columns),
    ...(screen.rowActions ?? []),
    ...(screen.reveal ? [revealAction<T>(namespace, screen.list.path)] : []),
  ];
  return {
    namespace,
    screenKey: key,
    rowKey: screen.rowKey ?? ("id" as keyof T & string),
    endpoints: { list: screen.list },
    columns,
    ...(search.length ? { search } : {}),
    ...(screen.tabs ? { tabs: screen.tabs } : {}),
    ...(screen.paging !== undefined ? { paging: screen.paging } : {}),
    ...(rowActions.length ? { rowActions } : {}),
    forms: {
      add: toForm(screen.forms?.add, screen.fields, "add"),
      edit: toForm(screen.forms?.edit, screen.fields, "edit"),
    },
    ...(screen.toolbar ? { toolbar: screen.toolbar } : {}),
    ...(screen.batchActions ? { batchActions: screen.batchActions } : {}),
    ...(screen.selectable ? { selectable: screen.selectable } : {}),
    ...(screen.tree ? { tree: screen.tree } : {}),
    ...(screen.export ? { export: screen.export } : {}),
    ...(screen.summary ? { summary: screen.summary } : {}),
    ...(screen.actionsFallback ? { actionsFallback: screen.actionsFallback } : {}),
    ...(screen.actionsWidth !== undefined ? { actionsWidth: screen.actionsWidth } : {}),
    ...(screen.virtualAbove !== undefined ? { virtualAbove: screen.virtualAbove } : {}),
    ...(screen.card ? { card: screen.card } : {}),
    ...(screen.settings ? { settings: screen.settings } : {}),
    ...(screen.queue ? { queue: screen.queue } : {}),
  };
}
