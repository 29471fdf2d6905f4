/**
 * A system parameter's value checked by its value type (the parameter-value-type dictionary, SPEC §4): 0 integer,
 * 1 float, 2 string (≤ 500), 3 time HH:mm:ss, 4 date yyyy-MM-dd. The server applies the same rules.
 */
import type { FormValues } from "@/resources/kit";

const isDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const RULES: Record<string, { test: (value: string) => boolean; key: string }> = {
  "0": { test: (v) => /^-?\d{1,15}$/.test(v), key: "systemParams.value.integer" },
  "1": { test: (v) => /^-?\d{1,15}(\.\d{1,8})?$/.test(v), key: "systemParams.value.float" },
  "2": { test: (v) => v.length <= 500, key: "systemParams.value.string" },
  "3": { test: (v) => /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(v), key: "systemParams.value.time" },
  "4": { test: isDate, key: "systemParams.value.date" },
};

/** The message key when `value` is not a value of the chosen type (no type chosen yet: no message). */
export function paramValueRule(value: unknown, values: FormValues): string | undefined {
  const rule = RULES[String(values.valueType ?? "")];
  return rule && !rule.test(String(value).trim()) ? rule.key : undefined;
}
