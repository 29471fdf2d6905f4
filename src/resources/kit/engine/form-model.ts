/**
 * The pure half of the form DSL: labels, antd rules from declared rules, initial values per mode, visibility and
 * disabled state, and the payload sent. Tested without rendering (form-model.test.ts).
 */
import type { Rule } from "antd/es/form";
import { digitsRule, numericRule } from "@/components/numeric-rules";
import type { Params } from "@/providers/http";
import type { FormDef, FormField, FormMode, FormValues } from "./form-types";
import { fieldLabelKeys } from "./labels";

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function fieldLabelKey(namespace: string, field: FormField): string | string[] {
  return field.labelKey ?? fieldLabelKeys(namespace, field.label ?? field.key);
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Declared rules → antd Form rules, with messages in the current language. */
export function buildRules(field: FormField, label: string, t: Translate): Rule[] {
  const rules = field.rules ?? {};
  const out: Rule[] = [];
  if (rules.required) {
    const message = rules.requiredKey ? t(rules.requiredKey) : t("common.validation.required", { label });
    // Whitespace alone does not count as filled in; switches always hold a value.
    out.push({
      validator: async (_rule, value: unknown) => {
        if (blank(value)) throw new Error(message);
      },
    });
  }
  if (rules.maxLength !== undefined) {
    const max = rules.maxLength;
    out.push({
      validator: async (_rule, value: unknown) => {
        if (!blank(value) && String(value).length > max)
          throw new Error(t("common.validation.maxLength", { label, max }));
      },
    });
  }
  if (field.kind === "number" || rules.min !== undefined || rules.max !== undefined || rules.integer) {
    // The shared numeric input keeps what was typed (a sign, a letter, a number too large): this says what is wrong.
    out.push(numericRule({ integer: rules.integer, min: rules.min, max: rules.max }, label, t));
  }
  if (field.kind === "digits") out.push(digitsRule(label, t));
  if (rules.pattern) {
    const pattern = rules.pattern;
    const message = rules.patternKey ? t(rules.patternKey) : t("common.validation.pattern", { label });
    out.push({
      validator: async (_rule, value: unknown) => {
        if (!blank(value) && !pattern.test(String(value))) throw new Error(message);
      },
    });
  }
  if (rules.validate) {
    const validate = rules.validate;
    out.push((form) => ({
      validator: async (_rule, value: unknown) => {
        const refused = blank(value) ? undefined : validate(value, form.getFieldsValue(true) as FormValues);
        if (refused) throw new Error(t(refused, { label }));
      },
    }));
  }
  return out;
}

/** A field's name path: a dotted key is a nested value. */
export const namePath = (key: string): string[] => key.split(".");

function getPath(source: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined),
    source,
  );
}

function setPath(target: FormValues, path: readonly string[], value: unknown): void {
  const last = path[path.length - 1];
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== "object") node[key] = {};
    node = node[key] as FormValues;
  }
  node[last] = value;
}

/** The values the form opens with: declared initials in add mode, the row (or `fromRow`) in edit mode. */
export function initialValues<T>(def: FormDef<T>, mode: FormMode, row?: T): FormValues {
  const values: FormValues = {};
  if (mode === "edit" && row !== undefined) {
    if (def.fromRow) return def.fromRow(row);
    for (const field of def.fields) setPath(values, namePath(field.key), getPath(row, namePath(field.key)));
    return values;
  }
  for (const field of def.fields) if (field.initial !== undefined) setPath(values, namePath(field.key), field.initial);
  // Add mode here (edit mode with a row returned above): an add child opens with what its parent row gives it.
  return row !== undefined && def.childOf ? { ...values, ...def.childOf(row) } : values;
}

export function isVisible(field: FormField, values: FormValues, mode: FormMode): boolean {
  return field.visibleWhen?.(values, mode) ?? true;
}

export function isDisabled(field: FormField, values: FormValues, mode: FormMode): boolean {
  return field.disabled === true || field.disabledIn === mode || (field.disabledWhen?.(values, mode) ?? false);
}

/**
 * The request body: edit mode saves the whole object (the row under the typed values), add mode never sends an
 * id; hidden fields are left out; strings are trimmed; then the definition's own transform.
 */
export function buildPayload<T>(def: FormDef<T>, values: FormValues, mode: FormMode, row?: T): Params {
  const shown = Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => {
        const field = def.fields.find((f) => f.key === key);
        return !field || isVisible(field, values, mode);
      })
      .map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]),
  );
  const base: Params = mode === "edit" && row !== undefined ? { ...(row as Params), ...shown } : { ...shown };
  if (mode === "add") delete base.id;
  const payload = def.toPayload ? def.toPayload(base, mode, row) : base;
  if (mode === "add") delete payload.id;
  return payload;
}
