import { ApiError } from '../../lib/api-error';
import { optInt, type Input } from '../../lib/input';
import type { KitContext } from '../../kit/types';
import { decodeId } from '../../http/xboot-ids';
import { fill, M } from '../../i18n/messages';

/** A path parameter as a positive integer (`/getByParentId/{parentId}` — 0 allowed for the top level). */
export function pathInt(ctx: KitContext, name: string, min = 1): number {
  const value = optInt({ [name]: decodeId(ctx.c.req.param(name) ?? '') }, name, min);
  if (value === undefined) throw new ApiError(fill(M.missingParameter, { field: name }));
  return value;
}

/** A list of integers sent as a JSON array or a comma-separated string (form style); [] when absent. */
export function intList<K extends string>(input: Input<K>, field: NoInfer<K>): number[] {
  const value = input[field];
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return parts
    .map((part) => String(part).trim())
    .filter((part) => part !== '')
    .map((part, index) => {
      const number = optInt({ [field]: part }, field, 1);
      if (number === undefined) throw new ApiError(fill(M.wrongFormatParameterItem, { field, index }));
      return number;
    });
}
