import type { Context } from 'hono';
import { ApiError } from './envelope';

/** The request parameters: query string merged with a JSON or form body. */
export type Input = Record<string, unknown>;

/** A control character other than tab, LF and CR (NUL included): never valid in any field. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** Refuses a control character anywhere in the input (nested values too), naming the top-level field. */
function refuseControlCharacters(input: Input): Input {
  const check = (value: unknown, field: string, depth: number): void => {
    if (typeof value === 'string') {
      if (hasControl(value)) throw new ApiError(`参数包含非法字符: ${field}`);
    } else if (value !== null && typeof value === 'object' && depth < 8) {
      for (const [key, inner] of Object.entries(value)) {
        if (hasControl(key)) throw new ApiError(`参数包含非法字符: ${field}`);
        check(inner, field, depth + 1);
      }
    }
  };
  for (const [field, value] of Object.entries(input)) check(value, field, 0);
  return input;
}

/** The deepest a JSON body may nest (its own object is level 1); query and form values are flat strings. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests objects or arrays deeper than `max`, read from the text before it is parsed and without
 * recursion: past the check, every walk over the value (the checks, the operation log) stays shallow.
 */
function nestsDeeper(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > max) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
}

/**
 * Reads query parameters and the body (JSON or form-urlencoded) into one object; the body wins. `system` (X-Boot's
 * API): no JSON body is read, and a parameter sent more than once is its values comma-joined, as Spring binds
 * `ids=a&ids=b` to `String[] ids` (the same as `ids=a,b`).
 */
export async function readInput(c: Context, opts: { system?: boolean } = {}): Promise<Input> {
  return refuseControlCharacters(await readRawInput(c, opts.system === true));
}

async function readRawInput(c: Context, system: boolean): Promise<Input> {
  const input: Input = system
    ? Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.join(',')]))
    : { ...c.req.query() };
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return input;
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (!text.trim()) return input;
  if (type.includes('application/json')) {
    if (system) return input;
    if (nestsDeeper(text, MAX_JSON_DEPTH)) throw new ApiError(`请求参数嵌套过深（上限 ${MAX_JSON_DEPTH} 层）`, 400);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError('请求体格式错误: 不是合法的 JSON');
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw new ApiError('请求体格式错误: 需要 JSON 对象');
    return { ...input, ...(body as Input) };
  }
  const form = new URLSearchParams(text);
  if (system) for (const key of new Set(form.keys())) input[key] = form.getAll(key).join(',');
  else for (const [key, value] of form) input[key] = value;
  return input;
}

const formatError = (field: string): ApiError => new ApiError(`参数格式错误: ${field}`);

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

export function optString(input: Input, field: string): string | undefined {
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
export function optInt(input: Input, field: string, min = INT4_MIN, max = INT4_MAX): number | undefined {
  const value = present(input, field);
  if (value === undefined) return undefined;
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) throw formatError(field);
  return number;
}

export function requireInt(input: Input, field: string, min?: number, max?: number): number {
  const value = optInt(input, field, min, max);
  if (value === undefined) throw new ApiError(`参数不能为空: ${field}`);
  return value;
}

/** A decimal number (number or numeric string). */
export function optNumber(input: Input, field: string): number | undefined {
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
export function optFlag(input: Input, field: string): boolean | undefined {
  const value = present(input, field);
  if (value === undefined) return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw formatError(field);
}

const TIME_PATTERN = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** A time `yyyy-MM-dd HH:mm:ss` or a day `yyyy-MM-dd` (a day as an end bound means its last second). */
export function optTime(input: Input, field: string, endOfDay = false): string | undefined {
  const value = optString(input, field);
  if (value === undefined) return undefined;
  const normalised = value.replace('T', ' ');
  if (!TIME_PATTERN.test(normalised) || Number.isNaN(Date.parse(`${normalised.slice(0, 10)}T00:00:00Z`)))
    throw formatError(field);
  if (normalised.length === 10) return `${normalised} ${endOfDay ? '23:59:59' : '00:00:00'}`;
  return normalised;
}

/** One of the allowed values. */
export function optEnum<T extends string | number>(input: Input, field: string, allowed: readonly T[]): T | undefined {
  const value = present(input, field);
  if (value === undefined) return undefined;
  const match = allowed.find((candidate) => String(candidate) === String(value));
  if (match === undefined) throw formatError(field);
  return match;
}

/** A nested object field (JSON bodies). */
export function optObject(input: Input, field: string): Input | undefined {
  const value = input[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw formatError(field);
  return value as Input;
}

/** Raw value, for fields whose emptiness matters (validation messages). */
export function raw(input: Input, field: string): unknown {
  return present(input, field);
}

/**
 * A parameter X-Boot declares `@RequestParam` (required): it must be sent, blank allowed; left out, Spring answers
 * with this message (code 500, as X-Boot's exception handler writes every refusal).
 */
export function requireSent(input: Input, field: string): string {
  const value = input[field];
  if (value === undefined || value === null)
    throw new ApiError(`Required request parameter '${field}' for method parameter type String is not present`);
  return typeof value === 'string' ? value.trim() : String(value);
}
