/**
 * Every value type of a screen's field (screen-types.ts `ValueType`) with the defaults it gives each use: the table
 * cell, the search control, the form control and the column width. The cell kind then picks the CSV format
 * (engine/export.ts) and the numeric form controls their bounds (0 to 999999999999999, lib/numeric.ts). One row per
 * type: a new type is one entry here, and TypeScript refuses a type without one.
 */
import { TYPE_WIDTH } from "./engine/column-width";
import type { FormFieldKind } from "./engine/form-types";
import type { CellKind, SearchKind } from "./engine/types";
import type { ValueType } from "./screen-types";

export interface ValueTypeDefaults {
  cell: CellKind;
  search: SearchKind;
  form: FormFieldKind;
  /** A column's width when the field declares none (default: its cell kind's, engine/column-width.ts). */
  width?: number;
}

export const VALUE_TYPES: Readonly<Record<ValueType, ValueTypeDefaults>> = {
  text: { cell: "text", search: "text", form: "text" },
  digits: { cell: "text", search: "digits", form: "digits" },
  number: { cell: "text", search: "number", form: "number" },
  money: { cell: "money", search: "amountRange", form: "number" },
  dateTime: { cell: "dateTime", search: "dateRange", form: "text" },
  dict: { cell: "dict", search: "dict", form: "dict" },
  yesNo: { cell: "yesNo", search: "yesNo", form: "yesNo" },
  image: { cell: "image", search: "text", form: "image" },
  index: { cell: "index", search: "text", form: "text" },
  switch: { cell: "switch", search: "dict", form: "switch" },
  textarea: { cell: "text", search: "text", form: "textarea" },
  // A member's ID is short; a phone number needs its 11 digits whole. Both cells open the member drawer.
  member: { cell: "text", search: "digits", form: "digits", width: 100 },
  memberPhone: { cell: "text", search: "digits", form: "digits", width: 130 },
};

/** The width of a column of this value type when the field declares none. */
export function valueTypeWidth(type: ValueType): number {
  const defaults = VALUE_TYPES[type];
  return defaults.width ?? TYPE_WIDTH[defaults.cell];
}
