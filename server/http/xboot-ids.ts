/**
 * Ids on the system API (`/xboot/**`) as X-Boot has them: strings holding 64-bit snowflakes (18–19 digits, past what
 * a JavaScript number holds exactly). The database keeps its integer keys; a row's snowflake is a fixed base plus its
 * key, written out on every answer and read back from every request, so a client that rounds an id through a number
 * names another row (or none), as it would on X-Boot.
 *
 * What is an id is decided by name, as X-Boot's entities name them: `id`, `parentId`, any `…Id` and the lists `ids`
 * and `…Ids`. The top level's parent stays "0" (X-Boot's `PARENT_ID`).
 */
import type { Input } from '../lib/input';

/** A snowflake of late 2021 (X-Boot's SnowFlakeUtil epoch and layout): the ids start past 2^60. */
export const SNOWFLAKE_BASE = 1464484663442673664n;

const isIdKey = (key: string): boolean => key === 'id' || key === 'parentId' || /[a-z]Id$/.test(key);
const isIdListKey = (key: string): boolean => key === 'ids' || /[a-z]Ids$/.test(key);

/** A row key as the system API shows it: 0 (the top level) stays "0". */
export function encodeId(key: number): string {
  return key === 0 ? '0' : (SNOWFLAKE_BASE + BigInt(key)).toString();
}

/**
 * A sent id back to the row key it names: a snowflake from an answer → its key; "0" → 0; a small whole number is
 * read as a key (the console's own calls from before ids were strings, and the tests' SQL); anything else is left
 * for the route's own check to refuse.
 */
export function decodeId(value: string): string {
  const text = value.trim();
  if (!/^\d{1,19}$/.test(text)) return value;
  const n = BigInt(text);
  if (n < SNOWFLAKE_BASE) return n <= BigInt(Number.MAX_SAFE_INTEGER) ? text : value;
  const key = n - SNOWFLAKE_BASE;
  return key <= BigInt(Number.MAX_SAFE_INTEGER) ? key.toString() : value;
}

/** Every id-named value of an answer as X-Boot writes it (a string snowflake). */
export function encodeIds(value: unknown, key = ''): unknown {
  if (Array.isArray(value))
    return isIdListKey(key)
      ? value.map((item) => (Number.isSafeInteger(item) ? encodeId(item as number) : encodeIds(item)))
      : value.map((item) => encodeIds(item));
  if (typeof value === 'number' && isIdKey(key) && Number.isSafeInteger(value) && value >= 0) return encodeId(value);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeIds(v, k)]));
}

/** A request's id-named parameters (single, comma-joined lists, or arrays) as the row keys they name. */
export function decodeIdInput(input: Input): Input {
  const out: Input = { ...input };
  for (const [key, value] of Object.entries(input)) {
    if (isIdKey(key) && typeof value === 'string') out[key] = decodeId(value);
    else if (isIdListKey(key) && typeof value === 'string')
      out[key] = value
        .split(',')
        .map((part) => decodeId(part))
        .join(',');
    else if (isIdListKey(key) && Array.isArray(value))
      out[key] = value.map((part: unknown) => (typeof part === 'string' ? decodeId(part) : part));
  }
  return out;
}
