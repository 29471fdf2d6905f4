import type { Queryable, SqlParam } from '../db/types';
import { ApiError } from '../lib/api-error';
import { optEnum, optInt, optString, requireInt, type Input } from '../lib/input';
import type { Table } from '../lib/table';
import type { Values } from './types';

/** The defined values keyed by SQL column: a key is a field of the table (`cardNo`) or already a column name. */
const defined = (table: Table, values: Values): [string, SqlParam][] =>
  Object.entries(values)
    .filter((entry): entry is [string, SqlParam] => entry[1] !== undefined)
    .map(([key, value]) => {
      if (key in table.columns) return [table.col(key), value];
      if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new Error(`${table.name}: '${key}' is neither a field nor a column`);
      return [key, value];
    });

/** INSERT of the defined values (the others take the column default) → the new id. */
export async function insertRow(db: Queryable, table: Table, values: Values): Promise<number | null> {
  const entries = defined(table, values);
  const slots = entries.map((_, index) => `$${index + 1}`);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO ${table.name} (${entries.map(([column]) => column).join(', ')}) VALUES (${slots.join(', ')}) RETURNING id`,
    entries.map(([, value]) => value),
  );
  return row?.id ?? null;
}

/** UPDATE of the defined values only (the others are kept); throws `notFound` when no row has the id. */
export async function updateRow(
  db: Queryable,
  table: Table,
  id: number,
  values: Values,
  notFound: string,
): Promise<number> {
  const entries = defined(table, values);
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
  const sql = sets.length
    ? `UPDATE ${table.name} SET ${sets.join(', ')} WHERE id = $1 RETURNING id`
    : `SELECT id FROM ${table.name} WHERE id = $1`;
  const changed = await db.query<{ id: number }>(sql, [id, ...entries.map(([, value]) => value)]);
  if (!changed.length) throw new ApiError(notFound);
  return id;
}

/** Whether a save request edits (an `id` is sent) or adds. */
export const modeOf = (input: Input): 'add' | 'edit' => (optString(input, 'id') !== undefined ? 'edit' : 'add');

export async function deleteById(
  db: Queryable,
  table: string,
  input: Input,
  notFound: string,
  minId?: number,
): Promise<null> {
  const id = requireInt(input, 'id', minId);
  const deleted = await db.query<{ id: number }>(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [id]);
  if (!deleted.length) throw new ApiError(notFound);
  return null;
}

/** `ids` as a JSON array or a comma-separated string of integers. */
export function readIds(input: Input): number[] {
  const value = input.ids;
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const ids = parts.map((part, index) => optInt({ [`ids[${index}]`]: part }, `ids[${index}]`, 1));
  const present = ids.filter((id): id is number => id !== undefined);
  if (!present.length) throw new ApiError('参数不能为空: ids');
  return present;
}

export async function deleteByIds(db: Queryable, table: string, input: Input): Promise<number> {
  const ids = readIds(input);
  const deleted = await db.query<{ id: number }>(`DELETE FROM ${table} WHERE id = ANY($1::int[]) RETURNING id`, [ids]);
  return deleted.length;
}

/** Sets the status column of one row to one of the allowed values: body `{id, <column>}`. */
export async function toggleRow(
  db: Queryable,
  table: Table,
  column: string,
  values: readonly (string | number)[],
  input: Input,
  notFound: string,
): Promise<null> {
  const id = requireInt(input, 'id', 1);
  const value = optEnum(input, column, values);
  if (value === undefined) throw new ApiError(`参数不能为空: ${column}`);
  await updateRow(db, table, id, { [column]: value }, notFound);
  return null;
}
