import type { Context } from 'hono';
import { ApiError } from '../lib/api-error';
import type { Input } from '../lib/input';
import { fill, M } from '../i18n/messages';

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
      if (hasControl(value)) throw new ApiError(fill(M.parameterContainsCharactersNot, { field }));
    } else if (value !== null && typeof value === 'object' && depth < 8) {
      for (const [key, inner] of Object.entries(value)) {
        if (hasControl(key)) throw new ApiError(fill(M.parameterContainsCharactersNot, { field }));
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
    if (nestsDeeper(text, MAX_JSON_DEPTH))
      throw new ApiError(fill(M.requestParametersNestedToo, { max: MAX_JSON_DEPTH }), 400);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(M.malformedRequestBodyNotValid);
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw new ApiError(M.malformedRequestBodyJson);
    return { ...input, ...(body as Input) };
  }
  const form = new URLSearchParams(text);
  if (system) for (const key of new Set(form.keys())) input[key] = form.getAll(key).join(',');
  else for (const [key, value] of form) input[key] = value;
  return input;
}
