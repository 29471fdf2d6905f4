import type { Queryable } from '../db/types';
import { ApiError } from './api-error';
import { optInt, optString, type Input } from './input';
import { fill, M } from '../i18n/messages';

/** A text field with a clear Chinese message when missing or too long (`label` names it). */
export function textField<K extends string>(
  input: Input<K>,
  field: NoInfer<K>,
  label: string,
  opts: { required?: boolean; max: number },
): string | undefined {
  const value = optString(input, field);
  if (value === undefined) {
    if (opts.required) throw new ApiError(fill(M.required, { label }));
    return undefined;
  }
  if (value.length > opts.max) throw new ApiError(fill(M.cannotLongerThanCharacters, { label, max: opts.max }));
  return value;
}

/** The member a form names by `uid`: required, an integer, and existing. */
export async function existingMember<K extends string>(
  db: Queryable,
  input: Input<K>,
  field = 'uid' as NoInfer<K>,
): Promise<number> {
  if (optString(input, field) === undefined) throw new ApiError(M.memberIdRequired);
  const uid = optInt(input, field, 1);
  if (uid === undefined) throw new ApiError(M.memberIdRequired);
  const [member] = await db.query<{ id: number }>('SELECT id FROM member WHERE id = $1', [uid]);
  if (!member) throw new ApiError(M.memberNotFound);
  return uid;
}

/** A money amount (numeric(18,2)): digits with at most 2 decimals, ≥ 0, kept as a string (no float arithmetic). */
export function moneyField<K extends string>(
  input: Input<K>,
  field: NoInfer<K>,
  label: string,
  opts: { required?: boolean } = {},
): string | undefined {
  const value = optString(input, field);
  if (value === undefined) {
    if (opts.required) throw new ApiError(fill(M.required, { label }));
    return undefined;
  }
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(value)) throw new ApiError(fill(M.mustNonNegativeAmount, { label }));
  return value;
}

/** A whole number within [min, max], with a clear Chinese message when missing or out of range. */
export function intField<K extends string>(
  input: Input<K>,
  field: NoInfer<K>,
  label: string,
  opts: { required?: boolean; min: number; max: number },
): number | undefined {
  if (optString(input, field) === undefined) {
    if (opts.required) throw new ApiError(fill(M.required, { label }));
    return undefined;
  }
  const value = Number(optString(input, field));
  if (!Number.isInteger(value) || value < opts.min || value > opts.max)
    throw new ApiError(fill(M.mustWholeNumberFrom, { label, min: opts.min, max: opts.max }));
  return value;
}
