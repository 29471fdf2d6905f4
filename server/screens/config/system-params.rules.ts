import { ApiError } from '../../lib/api-error';
import { M } from '../../i18n/messages';

/** The parameter-value-type dictionary (SPEC §4): 0 integer, 1 float, 2 string, 3 time, 4 date. */
export type ValueType = 0 | 1 | 2 | 3 | 4;
export const VALUE_TYPES: readonly ValueType[] = [0, 1, 2, 3, 4];

const RULES: Record<ValueType, { test: (value: string) => boolean; message: string }> = {
  0: { test: (v) => /^-?\d{1,15}$/.test(v), message: M.valueMustWholeNumber },
  1: { test: (v) => /^-?\d{1,15}(\.\d{1,8})?$/.test(v), message: M.valueMustNumberDecimal },
  2: { test: (v) => v.length <= 500, message: M.valueCannotLongerThan500 },
  3: { test: (v) => /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(v), message: M.valueMustTimeHh },
  4: { test: isDate, message: M.valueMustDateYyyy },
};

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Throws the type's message unless `value` is a valid value of that type. */
export function checkParamValue(type: ValueType, value: string): void {
  const rule = RULES[type];
  if (!rule.test(value)) throw new ApiError(rule.message);
}
