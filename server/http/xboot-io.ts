import type { Context } from 'hono';
import type { Input } from '../lib/input';
import { readInput } from './input';
import { isPage, toSpringPage } from './paging';
import { decodeIdInput, encodeId, encodeIds } from './xboot-ids';

/**
 * The system API (`/xboot/**`) is X-Boot's: parameters come from the query string or a form body only (a JSON body
 * is not read, as X-Boot reads none), ids are snowflake strings both ways (xboot-ids.ts), and a page is answered as
 * Spring Data's `Page` (paging.ts).
 */
export const isSystemPath = (path: string): boolean => path.startsWith('/xboot/');

/** The request's parameters, system ids decoded. */
export async function inputOf(c: Context, system: boolean): Promise<Input> {
  return system ? decodeIdInput(await readInput(c, { system: true })) : readInput(c);
}

/** A system answer as X-Boot writes it: ids as snowflakes, a page as Spring Data's `Page`; an add answers the new id. */
export function answerOf(result: unknown, system: boolean, path: string): unknown {
  if (!system) return result;
  if (typeof result === 'number' && /\/(add|save)$/.test(path)) return encodeId(result);
  return encodeIds(isPage(result) ? toSpringPage(result) : result);
}
