/**
 * Declarative add/edit forms (DESIGN §4): a form is data — container, width, titles, fields with rules and
 * bounds, visibility/disabled rules, the payload transform and the call. `<ResourceForm>` renders any of them.
 */
import type { ComponentType } from "react";
import type { Endpoint } from "@/providers/endpoint";
import type { Params } from "@/providers/http";
import type { DictId } from "@contract/dicts";
import type { ConfirmSpec } from "./types";

export type FormMode = "add" | "edit";

/** How a field is edited; each kind is a small control in form-fields.tsx. */
export type FormFieldKind =
  "text" | "textarea" | "number" | "digits" | "select" | "dict" | "switch" | "yesNo" | "image" | "custom" | "list";

export type FormValue = string | number | boolean | null;
/** A select option's value (antd selects hold strings and numbers). */
export type OptionValue = string | number;
export type FormValues = Record<string, unknown>;

export interface FormRules {
  /** Required, with its own message key (default common.validation.required with the label). */
  required?: boolean;
  requiredKey?: string;
  /** Characters (text, textarea, digits); the input also stops there. */
  maxLength?: number;
  /** Numeric bounds (number kind). */
  min?: number;
  max?: number;
  /** Whole numbers only (number kind). */
  integer?: boolean;
  /** A format, with its message key (default common.validation.pattern). */
  pattern?: RegExp;
  patternKey?: string;
  /**
   * A check that reads the other values (e.g. a value validated by the type chosen beside it): the message key when
   * the value is refused, else undefined. Runs on non-blank values; the field revalidates when `dependsOn` change.
   */
  validate?: (value: unknown, values: FormValues) => string | undefined;
  dependsOn?: readonly string[];
}

export interface SelectOption {
  value: OptionValue;
  /** An i18n key, or a plain label already translated (`label`). */
  labelKey?: string;
  label?: string;
}

/** Options read from a server list: which record fields are the value and the label. */
export interface OptionsSource {
  endpoint: Endpoint;
  params?: Params;
  value: string;
  label: string;
}

export interface FormField {
  /**
   * Form field name (and payload key); a dotted key is a nested value (`upgradeCondition.directLevel` →
   * {upgradeCondition: {directLevel}}). i18n label `<namespace>.fields.<key>` unless `labelKey`.
   */
  key: string;
  kind: FormFieldKind;
  /** Label: `<namespace>.fields.<label>`, then the shared `fields.<label>` (default: the key); `labelKey` wins. */
  label?: string;
  labelKey?: string;
  placeholderKey?: string;
  rules?: FormRules;
  /** Always shown disabled (read-only), e.g. credentials in the analytics account form. */
  disabled?: boolean;
  /** Disabled in one mode only, e.g. a key that may be typed on add but not changed on edit. */
  disabledIn?: FormMode;
  visibleWhen?: (values: FormValues, mode: FormMode) => boolean;
  disabledWhen?: (values: FormValues, mode: FormMode) => boolean;
  /** The value in add mode before anything is typed. */
  initial?: unknown;
  /** textarea rows (default 4). */
  rows?: number;
  /** select: fixed options, or options read from the server. dict: the dictionary type. */
  options?: readonly SelectOption[];
  optionsFrom?: OptionsSource;
  /** select: several values (an array), e.g. a user's roles. */
  multiple?: boolean;
  dict?: DictId;
  /** switch: the values for on / off (default 1 / 0) and their label keys (default common.switch.on / off). */
  switchValues?: readonly [FormValue, FormValue];
  switchLabelKeys?: readonly [string, string];
  /** yesNo: the values for yes / no (default 1 / 0). */
  yesNo?: readonly [OptionValue, OptionValue];
  /** custom: a control of its own taking value / onChange (a region picker…). */
  component?: ComponentType<{ value?: unknown; onChange?: (value: unknown) => void; disabled?: boolean; id?: string }>;
  /** A help line under the field (i18n key). */
  helpKey?: string;
  /** Starts a titled section (`<namespace>.sections.<section>`) when it differs from the previous field's. */
  section?: string;
  /** list: a repeating group — one card per item with these fields, Add and Remove (e.g. SKUs). */
  itemFields?: readonly FormField[];
}

export interface FormDef<T> {
  container: "drawer" | "modal";
  width: number | string;
  /** Title per mode (i18n keys), e.g. { add: 'common.actions.add', edit: 'common.actions.edit' }. */
  titleKeys: { add: string; edit: string };
  /** Clicking the mask or pressing Esc closes it (default false: typed values are not lost by a stray click). */
  maskClosable?: boolean;
  fields: readonly FormField[];
  /** Edit mode: the form values taken from the row (default: the row's fields of the same names). */
  fromRow?: (row: T) => FormValues;
  /** Add mode opened from a row (an 'add child' row action with `form: 'add'`): initial values taken from that row. */
  childOf?: (row: T) => FormValues;
  /**
   * The request body from the validated values. Before it runs, edit mode has merged the row under the values
   * (so the whole object is saved) and add mode has dropped `id`.
   */
  toPayload?: (values: FormValues, mode: FormMode, row?: T) => Params;
  /**
   * A confirmation between the validated form and the call (money moved by hand: the member, currency, amount and
   * balance restated); Cancel goes back to the form with everything typed. None: the call is made at once.
   */
  confirm?: (values: FormValues, mode: FormMode) => ConfirmSpec | undefined;
  /** The call per mode; a form used in one mode declares only that one. */
  endpoints: Partial<Record<FormMode, Endpoint>>;
  /** Success toast key (default common.messages.operationSucceeded); the list reloads after it. */
  successKey?: string;
  /** Label column width in px (horizontal layout, default 120). */
  labelWidth?: number;
}

/** The add and edit forms of a resource: 'add' becomes a toolbar button (permType add), 'edit' a row action (edit). */
export interface ResourceForms<T> {
  add?: FormDef<T>;
  edit?: FormDef<T>;
}
