/**
 * Reading one request parameter (http/input.ts gathers them from the query and the body): absent, blank and 'null' are
 * undefined; a value of the wrong form is refused by name.
 */
import { ApiError } from './api-error';
import { fill, M } from '../i18n/messages';

/**
 * The request parameters: query string merged with a JSON or form body. `K`: the keys the call declares
 * (contract/calls.ts `KeysOf`); the readers below take only those names.
 */
export type Input<K extends string = string> = Record<K, unknown>;

const formatError = (field: string): ApiError => new ApiError(fill(M.wrongFormatParameter, { field }));

/** Undefined for absent values: missing, null, '' and the literal 'null' / 'undefined'. */
function present(input: Input, field: string): unknown {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === 'null' || trimmed === 'undefined') return undefined;
    return trimmed;
  }
  return value;
}

export function optString<K extends string>(input: Input<K>, field: NoInfer<K>): string | undefined {
  const value = present(input, field);
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw formatError(field);
}

/** The bounds of PostgreSQL's `integer` (int4): every integer column of the schema. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;
/** numeric(18,2) holds values below 10^16; money inputs stay well inside it. */
const NUMERIC_LIMIT = 1e15;

/** An integer (number or digit string), optionally within [min, max] (default: the int4 range). */
export function optInt<K extends string>(
  input: Input<K>,
  field: NoInfer<K>,
  min = INT4_MIN,
  max = INT4_MAX,
): number | undefined {
  const value = present(input, field);
  if (value === undefined) return undefined;
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) throw formatError(field);
  return number;
}

export function requireInt<K extends string>(input: Input<K>, field: NoInfer<K>, min?: number, max?: number): number {
  const value = optInt(input, field, min, max);
  if (value === undefined) throw new ApiError(fill(M.missingParameter, { field }));
  return value;
}

/** A decimal number (number or numeric string). */
export function optNumber<K extends string>(input: Input<K>, field: NoInfer<K>): number | undefined {
  const value = present(input, field);
  if (value === undefined) return undefined;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isFinite(number) || Math.abs(number) >= NUMERIC_LIMIT) throw formatError(field);
  return number;
}

/** A yes/no flag given as 1/0, true/false or their strings. */
export function optFlag<K extends string>(input: Input<K>, field: NoInfer<K>): boolean | undefined {
  const value = present(input, field);
  if (value === undefined) return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw formatError(field);
}

const TIME_PATTERN = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** A time `yyyy-MM-dd HH:mm:ss` or a day `yyyy-MM-dd` (a day as an end bound means its last second). */
export function optTime<K extends string>(input: Input<K>, field: NoInfer<K>, endOfDay = false): string | undefined {
  const value = optString(input, field);
  if (value === undefined) return undefined;
  const normalised = value.replace('T', ' ');
  if (!TIME_PATTERN.test(normalised) || Number.isNaN(Date.parse(`${normalised.slice(0, 10)}T00:00:00Z`)))
    throw formatError(field);
  if (normalised.length === 10) return `${normalised} ${endOfDay ? '23:59:59' : '00:00:00'}`;
  return normalised;
}

/** One of the allowed values. */
export function optEnum<T extends string | number, K extends string>(
  input: Input<K>,
  field: NoInfer<K>,
  allowed: readonly T[],
): T | undefined {
  const value = present(input, field);
  if (value === undefined) return undefined;
  const match = allowed.find((candidate) => String(candidate) === String(value));
  if (match === undefined) throw formatError(field);
  return match;
}

/** A nested object field (JSON bodies). */
export function optObject<K extends string>(input: Input<K>, field: NoInfer<K>): Input | undefined {
  const value = input[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw formatError(field);
  return value as Input;
}

/** Raw value, for fields whose emptiness matters (validation messages). */
export function raw<K extends string>(input: Input<K>, field: NoInfer<K>): unknown {
  return present(input, field);
}

/**
 * A parameter X-Boot declares `@RequestParam` (required): it must be sent, blank allowed; left out, Spring answers
 * with this message (code 500, as X-Boot's exception handler writes every refusal).
 */
export function requireSent<K extends string>(input: Input<K>, field: NoInfer<K>): string {
  const value = input[field];
  if (value === undefined || value === null)
    throw new ApiError(`Required request parameter '${field}' for method parameter type String is not present`);
  return typeof value === 'string' ? value.trim() : String(value);
}
