import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { optInt, optString, type Input } from '../http/input';

/** A text field with a clear Chinese message when missing or too long (`label` names it). */
export function textField(
  input: Input,
  field: string,
  label: string,
  opts: { required?: boolean; max: number },
): string | undefined {
  const value = optString(input, field);
  if (value === undefined) {
    if (opts.required) throw new ApiError(`${label}不能为空`);
    return undefined;
  }
  if (value.length > opts.max) throw new ApiError(`${label}不能超过${opts.max}个字符`);
  return value;
}

/** The member a form names by `uid`: required, an integer, and existing. */
export async function existingMember(db: Queryable, input: Input, field = 'uid'): Promise<number> {
  if (optString(input, field) === undefined) throw new ApiError('会员ID不能为空');
  const uid = optInt(input, field, 1);
  if (uid === undefined) throw new ApiError('会员ID不能为空');
  const [member] = await db.query<{ id: number }>('SELECT id FROM member WHERE id = $1', [uid]);
  if (!member) throw new ApiError('会员不存在');
  return uid;
}
